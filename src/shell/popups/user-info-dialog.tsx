import { useTranslation } from 'react-i18next';
import { rolesForCustomer } from '@/auth/access';
import { useSession } from '@/auth/session-context';
import { useCustomerContext } from '@/customer-context/customer-context';
import { useNow } from '@/hooks/use-now';
import { DetailList } from './detail-list';
import { formatTokenExpiry } from './format-token-expiry';
import { PopupDialog, type PopupProps } from './popup-dialog';
import { RoleList } from './role-list';

/** The access token's remaining time, re-read every second (a refresh moves the expiry). */
function TokenExpiry() {
  const { t } = useTranslation();
  const session = useSession();
  const now = useNow(1000);
  const expiresAt = session.tokenExpiresAt();
  return <>{formatTokenExpiry(expiresAt === undefined ? 0 : expiresAt - now, t('popups.userInfo.expired'))}</>;
}

/** User info, 600 wide (POP-02): email, roles for the selected customer, global roles, token expiry. */
export default function UserInfoDialog({ open, onClose }: PopupProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { selected } = useCustomerContext();
  const customerLabel = selected
    ? t('popups.userInfo.customerRoles', { customer: selected.customerName || selected.id })
    : t('popups.userInfo.noCustomer');
  return (
    <PopupDialog open={open} onClose={onClose} title={t('popups.userInfo.title')} size={{ width: 600 }}>
      <DetailList
        details={[
          { label: t('popups.userInfo.email'), value: session.email },
          { label: customerLabel, value: <RoleList roles={rolesForCustomer(session, selected?.id)} /> },
          { label: t('popups.userInfo.globalRoles'), value: <RoleList roles={session.globalRoles} /> },
          { label: t('popups.userInfo.tokenExpiry'), value: <TokenExpiry /> },
        ]}
      />
    </PopupDialog>
  );
}
