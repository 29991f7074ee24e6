import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { hasAccess } from '@/auth/access';
import { useSession } from '@/auth/session-context';
import { useCustomerContext } from '@/customer-context/customer-context';
import { AreaFrame } from '@/components/area-frame';
import { AreaNotice } from '@/components/area-notice';
import { AreaLoading } from '@/components/area-skeleton';
import { CustomerPicker } from '@/shell/customer-picker';
import type { AreaRoute } from './route-table';

/**
 * The one guard of every area: the same `hasAccess` the navigation uses (ROUTE-03), then a selected
 * customer for customer-scoped areas (ROUTE-04). The area's code is loaded only once both hold.
 */
export function RouteGuard({ route, children }: { route: AreaRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const customers = useCustomerContext();
  const title = t(route.nav.labelKey);
  // Areas wait for a selected customer, so their requests already carry it. It is often known before
  // the customer list arrives (stored, the admin customer, the user's only one: PERF-10).
  if (customers.status === 'loading' && !customers.selected) {
    return <AreaLoading />;
  }
  if (!hasAccess(session, route.roles, customers.selected?.id)) {
    return (
      <AreaFrame title={title} purpose={t('access.deniedPurpose')}>
        <AreaNotice title={t('access.deniedTitle')}>
          {/* Only global roles may select another customer (CUST-01/02); others learn what would grant access (UX-07). */}
          {customers.isGlobal
            ? t('access.denied', { area: title })
            : customers.selected
              ? t('access.deniedOwnCustomer', {
                  area: title,
                  customer: customers.selected.customerName || customers.selected.id,
                  roles: route.roles?.join(', '),
                })
              : t('access.deniedNoCustomer', { area: title, roles: route.roles?.join(', ') })}
        </AreaNotice>
      </AreaFrame>
    );
  }
  if (route.customerScoped && !customers.selected) {
    return (
      <AreaFrame title={title} purpose={t('access.noCustomerPurpose')}>
        <AreaNotice title={t('access.noCustomerTitle')}>
          {customers.customers.length > 0 ? <CustomerPicker /> : t('access.noCustomerAssigned')}
        </AreaNotice>
      </AreaFrame>
    );
  }
  return children;
}
