import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { legalUrl, type LegalDocument } from './legal-links';
import { Icon } from './nav-icons';
import { AboutPopup, VersionInfoPopup } from './popups/lazy-popups';
import { usePopup } from './popups/use-popup';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden';

export type UserMenuProps = { onResetPassword: () => void; onLogout: () => void };

/** A legal document, opened externally in a new tab without access to the portal's window (SHELL-07). */
function LegalMenuItem({ document, label }: { document: LegalDocument; label: string }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  return (
    <MenuItem component="a" href={legalUrl(config, document)} target="_blank" rel="noopener noreferrer">
      {label}
      <Box component="span" sx={VISUALLY_HIDDEN_SX}>
        {` ${t('shell.menu.newTab')}`}
      </Box>
      <Box component="span" sx={{ ml: 'auto', display: 'inline-flex', fontSize: 'md', color: 'text.tertiary' }}>
        <Icon name="openInNew" />
      </Box>
    </MenuItem>
  );
}

/** The header's menu in the order of SHELL-07; its popups return focus to the menu button (POP-04). */
export function UserMenu({ onResetPassword, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const versionInfo = usePopup();
  const about = usePopup();
  return (
    <>
      <Dropdown>
        <MenuButton
          ref={button}
          slots={{ root: IconButton }}
          slotProps={{ root: { variant: 'plain', 'aria-label': t('shell.menu.label') } }}
        >
          <Icon name="more" />
        </MenuButton>
        <Menu placement="bottom-end" sx={{ minWidth: 220, zIndex: 1300 }}>
          <MenuItem onClick={() => versionInfo.show(button.current)}>{t('shell.menu.versionInfo')}</MenuItem>
          <MenuItem onClick={onResetPassword}>{t('shell.menu.resetPassword')}</MenuItem>
          <LegalMenuItem document="terms" label={t('shell.menu.terms')} />
          <LegalMenuItem document="privacy" label={t('shell.menu.privacy')} />
          <MenuItem onClick={() => about.show(button.current)}>{t('shell.menu.about')}</MenuItem>
          <MenuItem onClick={onLogout}>{t('shell.menu.logout')}</MenuItem>
        </Menu>
      </Dropdown>
      <VersionInfoPopup open={versionInfo.open} onClose={versionInfo.close} />
      <AboutPopup open={about.open} onClose={about.close} />
    </>
  );
}
