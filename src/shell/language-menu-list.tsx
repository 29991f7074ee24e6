import { useTranslation } from 'react-i18next';
import Menu from '@mui/joy/Menu';
import { LANGUAGES, type Language } from '@/i18n/i18n';
import { LANGUAGE_NAMES } from './language-names';
import { RadioMenuItem } from './setting-menu-items';

/** The language menu's items, loaded on first use (PERF-04). */
export default function LanguageMenuList({ current }: { current: Language }) {
  const { t, i18n } = useTranslation();
  return (
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
  );
}
