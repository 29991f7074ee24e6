import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import {
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  type DefaultOptions,
} from '@tanstack/react-query';
import { CssVarsProvider } from '@mui/joy/styles';
import i18next from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { deadlinesOf } from '@/api/deadlines';
import { configureHttpClient, onForbiddenCustomer } from '@/api/http-client';
import { decodeJwtPayload, userFromClaims, type AuthSession } from '@/auth/auth-session';
import { SessionProvider } from '@/auth/session-context';
import { APPEARANCE_PROVIDER_PROPS } from '@/components/appearance-sync';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import type { RuntimeConfig } from '@/config/runtime-config';
import { earlySelection, readStoredCustomerId } from '@/customer-context/customer-selection';
import { createSelectedCustomer, SelectedCustomerContext, startSelection } from '@/customer-context/selected-customer';
import { findPersona } from '../../mocks/personas';
import { loadTranslations } from '@/i18n/translation-files';
import { createMockToken, PORTAL_CLIENT_ID } from '../../mocks/token';

/** Wait options for what loads on first use (header menus): a cold chunk takes over 1 s on a busy machine. */
export const LAZY_MENU = { timeout: 5000 };

/** The runtime config of component tests: the APIs on the test page's own origin (no CORS). */
export const testConfig = (): RuntimeConfig => ({
  version: '1.2.18',
  stage: 'test',
  production: false,
  documentationUrl: 'https://docs.example/portal',
  product: 'portal',
  identityProvider: { url: 'https://idp.example', realm: 'platform', clientId: PORTAL_CLIENT_ID },
  api: { gatewayUrl: `${window.location.origin}/api`, assistantUrl: `${window.location.origin}/assistant-api` },
  adminCustomerId: 'c-0001',
});

/**
 * A signed-in session of a mock persona, with spies on logout and reset password; `endElsewhere()`
 * plays a logout in another tab (AUTH-09), `setSignInUnreachable()` an unreachable provider (AUTH-10).
 */
export function personaSession(
  personaId: string,
): AuthSession & { logoutCalls: number; endElsewhere(): void; setSignInUnreachable(value: boolean): void } {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}`);
  let token = createMockToken(persona);
  const user = () => userFromClaims(decodeJwtPayload(token), PORTAL_CLIENT_ID);
  const endedListeners = new Set<() => void>();
  const reachabilityListeners = new Set<() => void>();
  let unreachable = false;
  const session = {
    ...user(),
    logoutCalls: 0,
    tokenExpiresAt: () => user().expiresAt,
    sessionExpiresAt: () => user().expiresAt,
    getToken: async () => token,
    refreshToken: async () => (token = createMockToken(persona)),
    onEndedElsewhere: (listener: () => void) => {
      endedListeners.add(listener);
      return () => void endedListeners.delete(listener);
    },
    endElsewhere: () => endedListeners.forEach((listener) => listener()),
    signInUnreachable: () => unreachable,
    onSignInReachability: (listener: () => void) => {
      reachabilityListeners.add(listener);
      return () => void reachabilityListeners.delete(listener);
    },
    setSignInUnreachable: (value: boolean) => {
      unreachable = value;
      reachabilityListeners.forEach((listener) => listener());
    },
    logout: async () => void (session.logoutCalls += 1),
    resetPassword: async () => undefined,
  };
  return session;
}

let i18nReady: Promise<unknown> | undefined;
/**
 * i18next with the served translations (shared and per-area texts merged), English; initialised once
 * per worker, and again the instance react-i18next hands to components (a test of another file in the
 * same worker may have made its own instance that, through `createTestI18n`).
 */
export const initTestI18n = () => {
  setI18n(i18next);
  if (i18nReady) return i18nReady;
  const { en = {}, de = {} } = loadTranslations();
  return (i18nReady = i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: { en: { translation: en }, de: { translation: de } },
  }));
};

/** Reads the served translations again into {@link initTestI18n}'s instance (after a test wrote a texts file). */
export async function reloadTestTranslations(): Promise<void> {
  await initTestI18n();
  const { en = {}, de = {} } = loadTranslations();
  i18next.addResourceBundle('en', 'translation', en, true, true);
  i18next.addResourceBundle('de', 'translation', de, true, true);
}

/**
 * Renders UI as the portal does: config, session of a persona, a fresh query cache, Joy's theme, and the http
 * client configured against the shared mock backend with the persona's token and the selected customer.
 */
export async function renderWithProviders(
  ui: ReactNode,
  {
    persona = 'admin',
    config: overrides = {},
    queries = { retry: false },
    asAtStart = false,
  }: {
    persona?: string;
    config?: Partial<RuntimeConfig>;
    /** The query defaults; no retries unless a test is about them (UX-05). */
    queries?: DefaultOptions['queries'];
    /** The selection as the start sets it (RES-05: awaited where only the list can tell); needs a CustomerProvider. */
    asAtStart?: boolean;
  } = {},
) {
  await initTestI18n();
  const config = { ...testConfig(), ...overrides };
  const session = personaSession(persona);
  const selectedCustomer = createSelectedCustomer();
  if (asAtStart) {
    const isGlobal = session.globalRoles.length > 0;
    const stored = readStoredCustomerId(window.localStorage);
    startSelection(
      selectedCustomer,
      earlySelection(isGlobal, stored, session.customerIds, config.adminCustomerId),
      session.customerIds,
    );
  }
  configureHttpClient({
    gatewayUrl: config.api.gatewayUrl,
    assistantUrl: config.api.assistantUrl,
    tokenProvider: { getToken: () => session.getToken(), refreshToken: () => session.refreshToken() },
    customerProvider: selectedCustomer.selectedId,
    deadlines: deadlinesOf(config),
  });
  // As at boot: a 403 for the selected customer reaches the customer context through the query caches.
  const onError = onForbiddenCustomer(selectedCustomer.reportForbidden);
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries },
  });
  const result = render(
    <RuntimeConfigProvider config={config}>
      <SessionProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <SelectedCustomerContext value={selectedCustomer}>
            <CssVarsProvider {...APPEARANCE_PROVIDER_PROPS}>{ui}</CssVarsProvider>
          </SelectedCustomerContext>
        </QueryClientProvider>
      </SessionProvider>
    </RuntimeConfigProvider>,
  );
  return { ...result, config, session, queryClient, selectedCustomer };
}
