import type { RemoteArea } from '@/config/remote-areas';

/** The example remote area's config entry (PLUG-01): a new, customer-scoped area for admin and support. */
export const INSIGHTS_AREA: RemoteArea = {
  id: 'customer-insights',
  entry: '/remotes/customer-insights/mf-manifest.json',
  module: './Area',
  apiPrefixes: ['/customer-management'],
  area: {
    path: '/customer-insights',
    roles: ['admin', 'support'],
    customerScoped: true,
    icon: 'customers',
    title: { en: 'Customer insights', de: 'Kundeneinblicke' },
  },
};
