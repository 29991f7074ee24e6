import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RuntimeConfig } from '@/config/runtime-config';
import type { AuthSession } from '@/auth/auth-session';
import { configureHttpClient } from '@/api/http-client';
import type { i18n } from 'i18next';
import { initI18n } from '@/i18n/i18n';
import { setMissingTexts } from '@/i18n/missing-texts';
import { readFrameText } from './frame-texts';
import { mergeRemoteAreas, NO_REMOTE_AREAS, registerRemoteAreaTitles } from './remote-routes';
import type { PreloadedTranslations } from '@/i18n/preload-translations';
import { createSelectedCustomer, startSelection } from '@/customer-context/selected-customer';
import { earlySelection, readStoredCustomerId } from '@/customer-context/customer-selection';
import { createQueryClient } from './query-client';
import { deadlinesOf } from '@/api/deadlines';
import { App } from './app';
import { initialArea, preloadInitialArea } from './preload-area';
import { placeOfRoute } from './route-place';
import { setPlace } from '@/telemetry/telemetry';
import { prefetchStartupData } from './startup-data';
import { startTelemetry } from '@/telemetry/start-telemetry';

/**
 * RES-04: the texts of the user's language did not load (i18next falls back to English): the
 * notice's words in that language come from the pre-paint frame, read before the render replaces it.
 */
function noteMissingTexts(i18next: i18n): void {
  const { language } = i18next;
  if (language === 'en' || i18next.hasResourceBundle(language, 'translation')) return;
  const text = readFrameText('textsMissing', language) ?? i18next.t('errors.textsMissing');
  setMissingTexts({ language, text, retry: readFrameText('tryAgain', language) ?? i18next.t('errors.tryAgain') });
}

/** How long the first render waits for the opened area's code (it downloads beside the texts). */
const AREA_WAIT_MS = 3000;

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
  const remoteAreas = config.remoteAreas ?? NO_REMOTE_AREAS;
  // PERF-10: the customer known before the list (stored, the admin customer, the user's only one) lets
  // the opened area's code and then its requests start now, not behind the customer list.
  const isGlobal = session.globalRoles.length > 0;
  const early = earlySelection(
    isGlobal,
    readStoredCustomerId(window.localStorage),
    session.customerIds,
    config.adminCustomerId,
  );
  const routes = mergeRemoteAreas(remoteAreas);
  const area = preloadInitialArea(window.location.pathname, session, early, routes);
  // OBS-03: the first requests and errors already know the route they were made on.
  const opened = initialArea(window.location.pathname, routes);
  if (opened) setPlace(placeOfRoute(opened), window.location.pathname);
  // The selected customer is one instance, shared by the http client, the query caches and the customer context.
  const selectedCustomer = createSelectedCustomer();
  const deadlines = deadlinesOf(config);
  configureHttpClient({
    gatewayUrl: config.api.gatewayUrl,
    assistantUrl: config.api.assistantUrl,
    tokenProvider: { getToken: () => session.getToken(), refreshToken: () => session.refreshToken() },
    customerProvider: selectedCustomer.selectedId,
    deadlines,
  });
  const queryClient = createQueryClient({ onCustomerForbidden: selectedCustomer.reportForbidden, deadlines });
  // OBS-01: decided before the first request (it may carry `traceparent`); the code loads when idle.
  startTelemetry({
    telemetry: config.telemetry,
    release: config.version,
    user: session.email,
    tenant: () => {
      const id = selectedCustomer.selectedId();
      return typeof id === 'string' ? id : undefined;
    },
    printOnly: __MOCK__,
  });
  // The customer context confirms (or replaces) this selection when the list is in (CUST-04). RES-05:
  // where only the list can tell (several customers, none stored), every request waits for it.
  startSelection(selectedCustomer, early, session.customerIds);
  void prefetchStartupData(queryClient, { pathname: window.location.pathname, subject: session, early, routes });
  const i18next = await initI18n(config.version, await translations);
  noteMissingTexts(i18next);
  registerRemoteAreaTitles(i18next, remoteAreas);
  const mockControls = await loadMockControls?.();
  // PERF-09: the first render is the whole screen, the opened area included (bounded: a slow chunk
  // renders through the route's loading state instead).
  await Promise.race([area, new Promise((resolve) => setTimeout(resolve, AREA_WAIT_MS))]);
  // RES-03, RES-06: every boundary logs what it caught, once, naming its part; React's own line would repeat it.
  const root = createRoot(document.getElementById('root')!, { onCaughtError: () => undefined });
  // PERF-09: the first render is a transition, so React renders the whole screen in slices of a few
  // milliseconds and yields between them (the pre-paint frame stays on screen meanwhile): only the
  // commit is one task, not the render of some 400 components as well.
  startTransition(() =>
    root.render(
      <App
        config={config}
        remoteAreas={remoteAreas}
        session={session}
        queryClient={queryClient}
        selectedCustomer={selectedCustomer}
        mockControls={mockControls}
      />,
    ),
  );
}
