import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Snackbar from '@mui/joy/Snackbar';
import { useCustomerContext } from '@/customer-context/customer-context';
import { customerLabel } from '@/customer-context/customer-selection';

/** Tells the user that access to the selected customer was revoked and what is selected now (CUST-05). */
/** The revocation message itself (lazily loaded: it is rarely needed). */
export default function CustomerRevokedSnackbar() {
  const { t } = useTranslation();
  const { revoked, customers } = useCustomerContext();
  const [dismissed, setDismissed] = useState(false);
  if (!revoked) return null;
  // Named as the user knows it (UX-07); the id only when the name never loaded.
  const revokedCustomer = customers.find((customer) => customer.id === revoked.from);
  const from = revokedCustomer ? customerLabel(revokedCustomer) : revoked.from;
  return (
    <Snackbar
      open={!dismissed}
      color="warning"
      variant="soft"
      role="alert"
      onClose={(_, reason) => reason !== 'clickaway' && setDismissed(true)}
      // At the bottom it covers nothing of the header (the email, the customer) (UX-07).
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {revoked.to
        ? t('customer.revoked', { from, to: customerLabel(revoked.to) })
        : t('customer.revokedNone', { from })}
    </Snackbar>
  );
}
