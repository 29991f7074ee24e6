import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useColorScheme } from '@mui/joy/styles';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import { useColourBlindMode } from '@/hooks/use-colour-blind-mode';
import { THEME_MODES, type ThemeMode } from '@/utils/appearance-storage';
import { CheckboxMenuItem, RadioMenuItem, SettingIcon } from './setting-menu-items';

/**
 * The header's appearance menu (THEME-01, THEME-02): the theme as a group of radio items (System,
 * Light, Dark) and colour-blind mode as a checkbox item. A WAI-ARIA menu: arrow keys move, Enter or
 * Space chooses, Escape closes; the state is announced through `aria-checked`.
 */
export function AppearanceMenu() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const [colourBlind, setColourBlind] = useColourBlindMode();
  const themeLabelId = useId();
  const current: ThemeMode = mode ?? 'system';
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', color: 'neutral', 'aria-label': t('theme.appearance') } }}
      >
        <SettingIcon name="appearance" />
      </MenuButton>
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
    </Dropdown>
  );
}
