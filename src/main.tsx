import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod/v4/core';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { ConfigErrorScreen } from './config/config-error-screen';
import type { RuntimeConfig } from './config/runtime-config';
import { configureHttpClient } from './api/http-client';
import type { AuthSession } from './auth/auth-session';
import { initI18n } from './i18n/i18n';
import { createQueryClient } from './app/query-client';
import { App } from './app/app';
import { chunkReload } from './app/chunk-reload';
import { createSelectedCustomer } from './customer-context/selected-customer';

// Mock code is reachable only through these dynamic imports behind the build-time flag, so the
// production build contains none of it. PERF-07: mock mode loads its modules at once, beside the config.
const mockModules = __MOCK__
  ? { session: import('./auth/mock-session'), controls: import('../mocks/mock-controls') }
  : undefined;
const signIn = async (config: RuntimeConfig): Promise<AuthSession> =>
  mockModules
    ? (await mockModules.session).startMockSession(config)
    : (await import('./auth/keycloak-session')).startKeycloakSession(config);

/** Boot order: runtime config → sign-in (mocks or Keycloak) → http client and query client → i18n → render. */
async function boot() {
  // DEPLOY-07: a chunk of the release this tab started with may be gone after a deployment.
  window.addEventListener('vite:preloadError', chunkReload.onPreloadError);
  // SEC-03: zod probes for eval (`new Function`) before its first parse; a strict CSP reports that probe.
  configureZod({ jitless: true });
  const root = createRoot(document.getElementById('root')!);
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    root.render(<ConfigErrorScreen error={result.error} />);
    return;
  }
  const { config } = result;
  const session = await signIn(config);
  // The selected customer is one instance, shared by the http client, the query caches and the customer context.
  const selectedCustomer = createSelectedCustomer();
  configureHttpClient({
    gatewayUrl: config.api.gatewayUrl,
    assistantUrl: config.api.assistantUrl,
    tokenProvider: { getToken: () => session.getToken(), refreshToken: () => session.refreshToken() },
    customerProvider: selectedCustomer.selectedId,
  });
  await initI18n(config.version);
  const mockControls = mockModules ? await (await mockModules.controls).renderMockControls() : undefined;
  const queryClient = createQueryClient({ onCustomerForbidden: selectedCustomer.reportForbidden });
  root.render(
    <App
      config={config}
      session={session}
      queryClient={queryClient}
      selectedCustomer={selectedCustomer}
      mockControls={mockControls}
    />,
  );
}

void boot();
