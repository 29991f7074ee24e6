import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Menu from '@mui/joy/Menu';
import MenuItem from '@mui/joy/MenuItem';
import { VISUALLY_HIDDEN_SX } from '@/components/visually-hidden';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { legalUrl, type LegalDocument } from './legal-links';
import { Icon } from './nav-icons';
import { CheckboxMenuItem } from './setting-menu-items';
import { useDiagnosticsSwitch } from '@/telemetry/diagnostics-switch';

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

export type UserMenuListProps = {
  onVersionInfo: () => void;
  onResetPassword: () => void;
  onAbout: () => void;
  onLogout: () => void;
};

/** The header menu's items in the order of SHELL-07, loaded on first use (PERF-04). */
export default function UserMenuList({ onVersionInfo, onResetPassword, onAbout, onLogout }: UserMenuListProps) {
  const { t } = useTranslation();
  const diagnostics = useDiagnosticsSwitch();
  return (
    <Menu placement="bottom-end" sx={{ minWidth: 220, zIndex: 1300 }}>
      <MenuItem onClick={onVersionInfo}>{t('shell.menu.versionInfo')}</MenuItem>
      <MenuItem onClick={onResetPassword}>{t('shell.menu.resetPassword')}</MenuItem>
      <LegalMenuItem document="terms" label={t('shell.menu.terms')} />
      <LegalMenuItem document="privacy" label={t('shell.menu.privacy')} />
      {/* OBS-07: where the platform collects telemetry, the user decides whether this browser sends it. */}
      {diagnostics.available && (
        <CheckboxMenuItem checked={diagnostics.on} onSelect={() => diagnostics.set(!diagnostics.on)}>
          {t('shell.menu.sendDiagnostics')}
        </CheckboxMenuItem>
      )}
      <MenuItem onClick={onAbout}>{t('shell.menu.about')}</MenuItem>
      <MenuItem onClick={onLogout}>{t('shell.menu.logout')}</MenuItem>
    </Menu>
  );
}
