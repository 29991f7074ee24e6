import { lazy, Suspense } from 'react';
import { useCustomerContext } from '@/customer-context/customer-context';

const CustomerRevokedSnackbar = lazy(() => import('./customer-revoked-snackbar'));

/** Tells the user that access to the selected customer was revoked and what is selected now (CUST-05). */
export function CustomerRevokedNotice() {
  const { revoked } = useCustomerContext();
  if (!revoked) return null;
  return (
    <Suspense fallback={null}>
      <CustomerRevokedSnackbar />
    </Suspense>
  );
}
