import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import MenuButton from '@mui/joy/MenuButton';
import { toLanguage } from '@/i18n/i18n';
import { LANGUAGE_NAMES } from './language-names';
import { LazyDropdown, lazyWithPreload } from './lazy-dropdown';
import { SettingIcon } from './setting-icon';
import { MEDIA } from './shell-size';

export { LANGUAGE_NAMES };

// Icon only on tablets: the size and spacing of the header's icon buttons, not a text button's (UX-01).
const TABLET_ICON_ONLY_SX = {
  [MEDIA.tablet]: { '--Button-gap': '0px', '--Icon-fontSize': '1.5rem', minWidth: '2.25rem', paddingInline: '0.25rem' },
} as const;

const LanguageMenuList = lazyWithPreload(() => import('./language-menu-list'));

/**
 * The header's language dropdown: a menu button showing the current language and a menu of radio items.
 * The change applies at once, without reload; i18next stores it (`language`) and loads the texts.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage);
  return (
    <LazyDropdown
      preload={LanguageMenuList.preload}
      button={
        <MenuButton
          slots={{ root: Button }}
          slotProps={{
            root: {
              variant: 'plain',
              color: 'neutral',
              'aria-label': t('language.button', { language: LANGUAGE_NAMES[current] }),
              sx: TABLET_ICON_ONLY_SX,
            },
          }}
          startDecorator={<SettingIcon name="language" />}
        >
          <Box component="span" lang={current} sx={{ [MEDIA.tablet]: { display: 'none' } }}>
            {LANGUAGE_NAMES[current]}
          </Box>
        </MenuButton>
      }
      menu={<LanguageMenuList current={current} />}
    />
  );
}
