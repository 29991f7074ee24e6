import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import { LANGUAGES, toLanguage } from '@/i18n/i18n';
import { RadioMenuItem, SettingIcon } from './setting-menu-items';
import { MEDIA } from './shell-size';

/** Each language named in itself (SHELL-08), so it is found whatever the current language. */
export const LANGUAGE_NAMES = { en: 'English', de: 'Deutsch' } as const;

/**
 * The header's language dropdown: a menu button showing the current language and a menu of radio items.
 * The change applies at once, without reload; i18next stores it (`language`) and loads the texts.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage);
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: Button }}
        slotProps={{
          root: {
            variant: 'plain',
            color: 'neutral',
            'aria-label': t('language.button', { language: LANGUAGE_NAMES[current] }),
          },
        }}
        startDecorator={<SettingIcon name="language" />}
      >
        <Box component="span" lang={current} sx={{ [MEDIA.tablet]: { display: 'none' } }}>
          {LANGUAGE_NAMES[current]}
        </Box>
      </MenuButton>
      <Menu placement="bottom-end" aria-label={t('language.label')} sx={{ minWidth: 180, zIndex: 1300 }}>
        {LANGUAGES.map((language) => (
          <RadioMenuItem
            key={language}
            checked={language === current}
            lang={language}
            onSelect={() => void i18n.changeLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </RadioMenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
