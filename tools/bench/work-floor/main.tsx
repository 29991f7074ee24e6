/**
 * PERF-09: the work-matched floor, the minimal Joy page doing the portal's necessary start work and
 * nothing else, built in each run of `npm run perf:startup` and `npm run perf:lighthouse` by
 * tools/bench/react-floor.ts (which writes its index.html: the heading and purpose of Pulse painted from
 * the HTML, as the portal's frame paints them before any module runs, so that both start their work
 * after their first paint). In the order the portal does it:
 * 1. the runtime config (`/config.json`, which the benchmark writes from the config nginx renders for
 *    the production build);
 * 2. keycloak-js's silent check (`check-sso` in a hidden iframe, PKCE S256, no login-status iframe,
 *    the provider's endpoints handed over as the portal hands them) against the benchmark's test
 *    identity provider, whose session the benchmark's sign-in made; without one, the login;
 * 3. both translation files (the portal's served files, the same bytes) beside the first screen's
 *    requests: the customer list and every service's status, through axios (a bearer token and
 *    `customerId` added by an interceptor) and TanStack Query, one request per task as the portal
 *    sends them (src/app/startup-data.ts);
 * 4. one render when all have answered: `useQuery` and `useQueries` find the answers, and a Joy table
 *    shows one row per service.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import axios, { type AxiosInstance } from 'axios';
import Keycloak from 'keycloak-js';
import { QueryClient, QueryClientProvider, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { CssVarsProvider } from '@mui/joy/styles';
import CssBaseline from '@mui/joy/CssBaseline';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import type { ServiceInfo } from '../../../src/api/generated/actuator/actuator.schemas.ts';
import type { Customer } from '../../../src/api/generated/customer/customer.schemas.ts';
import type { RuntimeConfig } from '../../../src/config/runtime-config.ts';
import { keycloakEndpoints, silentCheckUri } from '../../../src/auth/silent-check.ts';
import { LANGUAGES, translationsPath } from '../../../src/i18n/languages.ts';
import { WORK_FLOOR_SERVICES, workFloorRequests, type WorkFloorRequest } from './requests.ts';

type Texts = { app: { title: string }; pulse: Record<string, string> };
type Config = Pick<RuntimeConfig, 'version' | 'identityProvider' | 'api' | 'adminCustomerId'>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
// The benchmark writes the config and serves the texts: a shape check only, no validation.
const isConfig = (value: unknown): value is Config =>
  isObject(value) && isObject(value.identityProvider) && isObject(value.api) && typeof value.version === 'string';
const isTexts = (value: unknown): value is Texts => isObject(value) && isObject(value.app) && isObject(value.pulse);

async function fetchJson<T>(url: string, guard: (value: unknown) => value is T, init?: RequestInit): Promise<T> {
  const value: unknown = await (await fetch(url, init)).json();
  if (!guard(value)) throw new Error(`${url}: not what the work-matched floor reads`);
  return value;
}

/** The first screen's queries: the same keys for the prefetch and the page. */
function firstScreenQueries(http: AxiosInstance, customerId: string) {
  const query = <T,>({ path, params }: WorkFloorRequest) =>
    queryOptions({
      queryKey: [path, params],
      queryFn: async ({ signal }) => (await http.get<T>(path, { params, signal })).data,
      staleTime: Infinity,
    });
  const { customers, statuses } = workFloorRequests(customerId);
  return { customers: query<Customer[]>(customers), statuses: statuses.map((status) => query<ServiceInfo>(status)) };
}
type FirstScreenQueries = ReturnType<typeof firstScreenQueries>;

async function start() {
  const config = await fetchJson('/config.json', isConfig, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  const { url, realm, clientId } = config.identityProvider;
  const { origin, pathname } = window.location;
  const keycloak = new Keycloak({ clientId, oidcProvider: keycloakEndpoints(url, realm) });
  const signedIn = await keycloak.init({
    onLoad: 'check-sso',
    silentCheckSsoRedirectUri: silentCheckUri(origin),
    pkceMethod: 'S256',
    checkLoginIframe: false,
    redirectUri: origin + pathname,
  });
  if (!signedIn) return keycloak.login();
  const texts = Promise.all(
    LANGUAGES.map((language) => fetchJson(translationsPath(language, config.version), isTexts)),
  );
  const http = axios.create({ baseURL: config.api.gatewayUrl, allowAbsoluteUrls: false });
  http.interceptors.request.use((request) => {
    request.headers.Authorization = `Bearer ${keycloak.token ?? ''}`;
    return request;
  });
  const client = new QueryClient();
  const queries = firstScreenQueries(http, config.adminCustomerId);
  const answers: Promise<void>[] = [];
  for (const prefetch of [
    () => client.prefetchQuery(queries.customers),
    ...queries.statuses.map((status) => () => client.prefetchQuery(status)),
  ]) {
    // One request per task, as the portal sends them.
    await new Promise((done) => setTimeout(done, 0));
    answers.push(prefetch());
  }
  const [[english]] = await Promise.all([texts, ...answers]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <CssVarsProvider>
          <CssBaseline />
          <Page texts={english!} queries={queries} />
        </CssVarsProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return undefined;
}

/** Pulse's heading and purpose, and one row per service: the answers from the query cache. */
function Page({ texts, queries }: { texts: Texts; queries: FirstScreenQueries }) {
  const list = useQuery(queries.customers);
  const services = useQueries({ queries: queries.statuses }).map((query) => query.data);
  const { pulse } = texts;
  return (
    <>
      <Sheet component="header" variant="soft" sx={{ px: 2, py: 1.5 }}>
        <Typography level="title-lg">{texts.app.title}</Typography>
      </Sheet>
      <Box component="main" sx={{ p: 2 }}>
        <Typography level="h1" sx={{ mb: 1 }}>
          {pulse.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {pulse.purpose} ({list.data?.length ?? 0} customers)
        </Typography>
        <Sheet variant="outlined" sx={{ borderRadius: 'md' }}>
          <Table aria-busy={services.some((service) => !service)}>
            <thead>
              <tr>
                <th scope="col">{pulse.service}</th>
                <th scope="col">{pulse.version}</th>
                <th scope="col">{pulse.status}</th>
              </tr>
            </thead>
            <tbody>
              {WORK_FLOOR_SERVICES.map((service, index) => (
                <tr key={service}>
                  <th scope="row">{service}</th>
                  <td>{services[index]?.build.version}</td>
                  <td>
                    <Chip color={services[index] ? 'success' : 'danger'} variant="soft">
                      {services[index] ? pulse.reachable : pulse.unavailable}
                    </Chip>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Sheet>
      </Box>
    </>
  );
}

void start();
