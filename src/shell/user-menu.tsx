import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/joy/IconButton';
import MenuButton from '@mui/joy/MenuButton';
import { LazyDropdown, lazyWithPreload } from './lazy-dropdown';
import { Icon } from './nav-icons';
import { AboutPopup, VersionInfoPopup } from './popups/lazy-popups';
import { usePopup } from './popups/use-popup';

export type UserMenuProps = { onResetPassword: () => void; onLogout: () => void };

const UserMenuList = lazyWithPreload(() => import('./user-menu-list'));

/**
 * The header's menu in the order of SHELL-07; its items load on first use (PERF-04), its popups
 * return focus to the menu button (POP-04).
 */
export function UserMenu({ onResetPassword, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const versionInfo = usePopup();
  const about = usePopup();
  return (
    <>
      <LazyDropdown
        preload={UserMenuList.preload}
        button={
          <MenuButton
            ref={button}
            slots={{ root: IconButton }}
            slotProps={{ root: { variant: 'plain', 'aria-label': t('shell.menu.label') } }}
          >
            <Icon name="more" />
          </MenuButton>
        }
        menu={
          <UserMenuList
            onVersionInfo={() => versionInfo.show(button.current)}
            onResetPassword={onResetPassword}
            onAbout={() => about.show(button.current)}
            onLogout={onLogout}
          />
        }
      />
      <VersionInfoPopup open={versionInfo.open} onClose={versionInfo.close} />
      <AboutPopup open={about.open} onClose={about.close} />
    </>
  );
}
