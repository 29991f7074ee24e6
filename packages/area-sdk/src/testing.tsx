/**
 * `@portal/area-sdk/testing` (PLUG-03, PLUG-10): renders an area as the portal would, without the
 * portal, inside the providers the portal gives it: one query client (TanStack Query), a router with
 * the area at `<basePath>/*` (relative `<Routes>` and `navigate` work), Joy's CssVarsProvider in the
 * colour scheme asked for (`useColorScheme`), i18next with the area's own texts in the language asked
 * for; the SDK's services with a scoped HTTP client that refuses what the portal refuses, and an MSW
 * server answering its requests from the handlers the test passes.
 */
import { Alert, Button, CssVarsProvider } from '@mui/joy';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n } from 'i18next';
import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { AreaBoundary } from './area-boundary.tsx';
import { areaNavigationPath, checkAreaPath } from './area-path.ts';
import {
  AreaContext,
  type AreaCustomer,
  type AreaHttpClient,
  type AreaModule,
  type AreaNotification,
  type AreaRequestOptions,
  type AreaServices,
  type AreaUser,
} from './index.ts';

export type RenderAreaOptions = {
  /** MSW handlers for the area's calls; an unhandled request fails the test. */
  handlers?: readonly RequestHandler[];
  user?: Partial<AreaUser>;
  /** The selected customer (`null`: none); its id is added as `customerId`, as the portal does. */
  customer?: AreaCustomer | null;
  language?: 'en' | 'de';
  /** The area's id (its translation namespace), default `test-area`. */
  areaId?: string;
  /** The API prefixes the area declares in the runtime config, default `['/']`-free: none. */
  apiPrefixes?: readonly string[];
  basePath?: string;
  /** Where the gateway is, default `<page origin>/api` (as the portal's mock mode). */
  gatewayUrl?: string;
  /** The path inside the area to start at, e.g. `details/7` (default: the area's own path). */
  path?: string;
  /** Joy's colour scheme the portal shows, `light` (default) or `dark`. */
  colorScheme?: 'light' | 'dark';
  /** The query client (default: a new one per render that does not retry, so a failure shows at once). */
  queryClient?: QueryClient;
};

export type RenderAreaResult = RenderResult & {
  server: SetupServer;
  /** The area's i18next instance: `i18n.changeLanguage('de')` switches as the portal's language menu does. */
  i18n: i18n;
  queryClient: QueryClient;
  /** Paths the area navigated to, already below `basePath` (the router went there too). */
  navigations: string[];
  titles: string[];
  notifications: AreaNotification[];
  /** PLUG-18: what the area threw while rendering; its boundary shows the area error in its place, as the portal does. */
  errors: unknown[];
  /** Unmounts the area and stops its MSW server; call it after each test. */
  cleanup: () => void;
};

// A refusal (thrown before sending) comes back as a rejected promise, as in the portal.
const guard =
  <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
  (...args: A) => {
    try {
      return call(...args);
    } catch (error) {
      return Promise.reject(error);
    }
  };

const harnessHttp = (
  gatewayUrl: string,
  apiPrefixes: readonly string[],
  customer: AreaCustomer | null,
): AreaHttpClient => {
  const send = async <T,>(
    method: string,
    path: string,
    body: unknown,
    options: AreaRequestOptions = {},
  ): Promise<T> => {
    const url = new URL(`${gatewayUrl.replace(/\/$/, '')}${checkAreaPath(path, apiPrefixes)}`);
    for (const [key, value] of Object.entries(options.params ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    if (customer && !url.searchParams.has('customerId')) url.searchParams.set('customerId', customer.id);
    const response = await fetch(url, {
      method,
      signal: options.signal,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${method} ${path}`);
    const text = await response.text();
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the caller names the body's type, as with the portal's client
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    get: guard((path, options) => send('GET', path, undefined, options)),
    delete: guard((path, options) => send('DELETE', path, undefined, options)),
    post: guard((path, body, options) => send('POST', path, body, options)),
    put: guard((path, body, options) => send('PUT', path, body, options)),
    patch: guard((path, body, options) => send('PATCH', path, body, options)),
  };
};

/** jsdom has no `matchMedia`; Joy's CssVarsProvider asks it for the system's colour scheme. */
function ensureMatchMedia(): void {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

type Services = Omit<AreaServices, 'navigate'>;

const FAILED = {
  en: { text: 'This area failed while rendering. The rest of the portal still works.', retry: 'Try again' },
  de: {
    text: 'Dieser Bereich ist beim Anzeigen abgestürzt. Der Rest des Portals funktioniert weiter.',
    retry: 'Erneut versuchen',
  },
} as const;

/** The area error in the area's place (RES-03), with Try again, which renders the area afresh. */
function AreaFailed({ language, retry }: { language: 'en' | 'de'; retry: () => void }) {
  const texts = FAILED[language];
  return (
    <Alert
      role="alert"
      color="danger"
      endDecorator={
        <Button size="sm" variant="outlined" onClick={retry}>
          {texts.retry}
        </Button>
      }
    >
      {texts.text}
    </Alert>
  );
}

/** The SDK's services inside the router: `navigate` records the path and goes there, as in the portal. */
function AreaWithServices({
  Area,
  services,
  navigations,
  errors,
  language,
}: {
  Area: ComponentType;
  services: Services;
  navigations: string[];
  errors: unknown[];
  language: 'en' | 'de';
}) {
  const routerNavigate = useNavigate();
  const value = useMemo<AreaServices>(
    () => ({
      ...services,
      navigate: (relativePath) => {
        const path = areaNavigationPath(services.basePath, relativePath);
        navigations.push(path);
        void routerNavigate(path);
      },
    }),
    [services, navigations, routerNavigate],
  );
  return (
    <AreaContext value={value}>
      {/* PLUG-18: inside a boundary as in the portal: a throw shows the area error, logged once with the area's id. */}
      <AreaBoundary
        areaId={services.areaId}
        onError={(error) => errors.push(error)}
        renderFallback={({ retry }) => <AreaFailed language={language} retry={retry} />}
      >
        <Area />
      </AreaBoundary>
    </AreaContext>
  );
}

/** Renders `module`'s area with the SDK's services on an MSW server (see {@link RenderAreaOptions}). */
export async function renderArea(module: AreaModule, options: RenderAreaOptions = {}): Promise<RenderAreaResult> {
  const areaId = options.areaId ?? 'test-area';
  const basePath = options.basePath ?? `/${areaId}`;
  const customer = options.customer === undefined ? { id: 'c-0001', name: 'Test customer' } : options.customer;
  const i18next = createInstance();
  await i18next.init({
    lng: options.language ?? 'en',
    fallbackLng: 'en',
    ns: [areaId],
    defaultNS: areaId,
    interpolation: { escapeValue: false },
    resources: { en: { [areaId]: module.translations.en }, de: { [areaId]: module.translations.de } },
  });
  ensureMatchMedia();
  const server = setupServer(...(options.handlers ?? []));
  server.listen({ onUnhandledFrame: 'error' });
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const navigations: string[] = [];
  const titles: string[] = [];
  const notifications: AreaNotification[] = [];
  const errors: unknown[] = [];
  const services: Services = {
    areaId,
    basePath,
    user: { name: 'Test User', username: 'test.user', roles: [], ...options.user },
    customer,
    http: harnessHttp(options.gatewayUrl ?? `${window.location.origin}/api`, options.apiPrefixes ?? [], customer),
    setTitle: (title) => void titles.push(title),
    notify: (notification) => void notifications.push(notification),
  };
  const start = options.path ? areaNavigationPath(basePath, options.path) : basePath;
  const modeStorageKey = `${areaId}-harness-mode`;
  // The scheme asked for, not the one a previous test of the file left in storage.
  window.localStorage.removeItem(modeStorageKey);
  const result = render(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <CssVarsProvider defaultMode={options.colorScheme ?? 'light'} modeStorageKey={modeStorageKey}>
          <MemoryRouter initialEntries={[start]}>
            <Routes>
              <Route
                path={`${basePath}/*`}
                element={
                  <AreaWithServices
                    Area={module.default}
                    services={services}
                    navigations={navigations}
                    errors={errors}
                    language={options.language ?? 'en'}
                  />
                }
              />
            </Routes>
          </MemoryRouter>
        </CssVarsProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return {
    ...result,
    server,
    i18n: i18next,
    queryClient,
    navigations,
    titles,
    notifications,
    errors,
    cleanup: () => {
      result.unmount();
      queryClient.clear();
      server.close();
    },
  };
}
