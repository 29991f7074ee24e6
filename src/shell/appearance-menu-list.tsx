import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '@mui/joy/styles';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import { useColourBlindMode } from '@/hooks/use-colour-blind-mode';
import { THEME_MODES, type ThemeMode } from '@/utils/appearance-storage';
import { CheckboxMenuItem, RadioMenuItem } from './setting-menu-items';

/** The appearance menu's items (THEME-01, THEME-02), loaded on first use (PERF-04). */
export default function AppearanceMenuList() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [colourBlind, setColourBlind] = useColourBlindMode();
  const themeLabelId = useId();
  const current: ThemeMode = mode ?? 'system';
  return (
    <Menu placement="bottom-end" aria-label={t('theme.appearance')} sx={{ minWidth: 220, zIndex: 1300 }}>
      <ListItem nested>
        <ListSubheader id={themeLabelId}>{t('theme.theme')}</ListSubheader>
        <List aria-labelledby={themeLabelId}>
          {THEME_MODES.map((option) => (
            <RadioMenuItem key={option} checked={option === current} onSelect={() => setMode(option)}>
              {t(`theme.${option}`)}
            </RadioMenuItem>
          ))}
        </List>
      </ListItem>
      <ListDivider />
      <CheckboxMenuItem checked={colourBlind} onSelect={() => setColourBlind(!colourBlind)}>
        {t('theme.colourBlind')}
      </CheckboxMenuItem>
    </Menu>
  );
}
