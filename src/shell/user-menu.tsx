import { useTranslation } from 'react-i18next';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { Icon } from './nav-icons';

export type UserMenuProps = { onResetPassword: () => void; onLogout: () => void };

/** The header's menu: account actions (the shell issue adds version info, legal links and about). */
export function UserMenu({ onResetPassword, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', 'aria-label': t('shell.menu.label') } }}
      >
        <Icon name="more" />
      </MenuButton>
      <Menu placement="bottom-end" sx={{ minWidth: 220, zIndex: 1300 }}>
        <MenuItem onClick={onResetPassword}>{t('shell.menu.resetPassword')}</MenuItem>
        <MenuItem onClick={onLogout}>{t('shell.menu.logout')}</MenuItem>
      </Menu>
    </Dropdown>
  );
}
