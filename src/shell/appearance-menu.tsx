import { useTranslation } from 'react-i18next';
import IconButton from '@mui/joy/IconButton';
import MenuButton from '@mui/joy/MenuButton';
import { LazyDropdown, lazyWithPreload } from './lazy-dropdown';
import { SettingIcon } from './setting-icon';

const AppearanceMenuList = lazyWithPreload(() => import('./appearance-menu-list'));

/**
 * The header's appearance menu (THEME-01, THEME-02): the theme as a group of radio items (System,
 * Light, Dark) and colour-blind mode as a checkbox item. A WAI-ARIA menu: arrow keys move, Enter or
 * Space chooses, Escape closes; the state is announced through `aria-checked`. The items load on
 * first use (PERF-04).
 */
export function AppearanceMenu() {
  const { t } = useTranslation();
  return (
    <LazyDropdown
      preload={AppearanceMenuList.preload}
      button={
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'plain', color: 'neutral', 'aria-label': t('theme.appearance') } }}
        >
          <SettingIcon name="appearance" />
        </MenuButton>
      }
      menu={<AppearanceMenuList />}
    />
  );
}
