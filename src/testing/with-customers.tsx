import type { ReactNode } from 'react';
import { useSession } from '@/auth/session-context';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { CustomerProvider } from '@/customer-context/customer-context';

/** The customer context as the app builds it, for components that read the selected customer. */
export function WithCustomers({ children }: { children: ReactNode }) {
  const session = useSession();
  const config = useRuntimeConfig();
  return (
    <CustomerProvider
      isGlobal={session.globalRoles.length > 0}
      customerIds={session.customerIds}
      adminCustomerId={config.adminCustomerId}
    >
      {children}
    </CustomerProvider>
  );
}
