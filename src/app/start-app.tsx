import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@/config/runtime-config';
import type { AuthSession } from '@/auth/auth-session';
import { configureHttpClient } from '@/api/http-client';
import { initI18n } from '@/i18n/i18n';
import { registerRemoteAreaTitles } from './remote-routes';
import type { PreloadedTranslations } from '@/i18n/preload-translations';
import { createSelectedCustomer } from '@/customer-context/selected-customer';
import { createQueryClient } from './query-client';
import { App } from './app';
import { preloadInitialArea } from './preload-area';

export type StartAppOptions = {
  config: RuntimeConfig;
  session: AuthSession;
  /** The texts boot fetched beside the sign-in (PERF-04); i18next fetches whatever is missing. */
  translations?: Promise<PreloadedTranslations>;
  /** Mock mode only: the persona and scenario controls, rendered once i18n runs. */
  loadMockControls?: () => Promise<ReactNode>;
};

/**
 * The application bundle's entry, loaded by boot once a session exists (PERF-05): http client and
 * query client → i18n → render. The first render replaces the static shell of index.html (PERF-06).
 */
export async function startApp({ config, session, translations, loadMockControls }: StartAppOptions): Promise<void> {
  preloadInitialArea(window.location.pathname, session);
  // The selected customer is one instance, shared by the http client, the query caches and the customer context.
  const selectedCustomer = createSelectedCustomer();
  configureHttpClient({
    gatewayUrl: config.api.gatewayUrl,
    assistantUrl: config.api.assistantUrl,
    tokenProvider: { getToken: () => session.getToken(), refreshToken: () => session.refreshToken() },
    customerProvider: selectedCustomer.selectedId,
  });
  const i18next = await initI18n(config.version, await translations);
  registerRemoteAreaTitles(i18next, config.remoteAreas ?? []);
  const mockControls = await loadMockControls?.();
  const queryClient = createQueryClient({ onCustomerForbidden: selectedCustomer.reportForbidden });
  createRoot(document.getElementById('root')!).render(
    <App
      config={config}
      session={session}
      queryClient={queryClient}
      selectedCustomer={selectedCustomer}
      mockControls={mockControls}
    />,
  );
}
