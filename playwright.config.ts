import { defineConfig, devices } from '@playwright/test';
import { API_PORT, IDP_PORTS, MOCKED_PORT, PRODUCTION_PORT, REAL_AUTH, type IdpVariant } from './e2e/support/ports';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium';
import { runtimeConfigEnv } from './scripts/lib/runtime-env';
import { realAuthConfig } from './e2e/support/real-auth';

/**
 * Fixed, unusual loopback ports (`e2e/support/ports.ts`); never reuse a server that happens to be
 * running. `E2E_PORT_OFFSET` shifts them all, so two checkouts can run their e2e suites side by side.
 */
export { MOCKED_PORT, PRODUCTION_PORT };

/** The mock build under `vite preview` (the mocked project only). */
const mockPreview = (port: number) => ({
  command: `npx vite preview --mode mock --outDir dist-mock --host 127.0.0.1 --port ${port} --strictPort`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Bounds for the production and real-auth servers, should Playwright ever fail to stop them. */
const IDLE_MS = 20 * 60_000;
const MAX_MS = 60 * 60_000;

/**
 * The production build behind the deployment's nginx (DEPLOY-06), once per identity provider: its
 * config, the CSP origins included, rendered by deploy/nginx/docker-entrypoint.sh from the real-auth
 * servers' values. The `production` project uses the normal provider's.
 */
const productionNginx = (idp: IdpVariant) => ({
  command: `npx node scripts/serve-nginx.ts --root dist --port ${new URL(REAL_AUTH.portals[idp]).port} --idle-timeout-ms ${IDLE_MS} --max-lifetime-ms ${MAX_MS}`,
  env: { ...inheritedEnv(), ...runtimeConfigEnv(realAuthConfig(idp)) },
  url: `${REAL_AUTH.portals[idp]}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** A test identity provider for its production build's origin (no API of its own). */
const identityProvider = (lifetimes: IdpVariant) => ({
  command: `npx node e2e/idp/cli.ts --port ${IDP_PORTS[lifetimes]} --origin ${REAL_AUTH.portals[lifetimes]} --origin ${REAL_AUTH.rollout} --origin ${REAL_AUTH.crossSite} --lifetimes ${lifetimes} --no-api --idle-timeout-ms ${IDLE_MS} --max-lifetime-ms ${MAX_MS}`,
  url: `${REAL_AUTH.idp[lifetimes].issuer}/.well-known/openid-configuration`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** The mock API over HTTP, accepting only tokens signed by either identity provider. */
const realAuthApi = {
  command: [
    `npx node mocks/serve.ts --port ${API_PORT} --origin ${REAL_AUTH.portals.normal} --origin ${REAL_AUTH.portals.short} --origin ${REAL_AUTH.rollout} --origin ${REAL_AUTH.crossSite} --idle-timeout-ms ${IDLE_MS}`,
    ...Object.values(REAL_AUTH.idp).map((idp) => `--issuer ${idp.issuer} --jwks-url ${idp.jwksUrl}`),
  ].join(' '),
  // 401 without a token: up and refusing, as it should.
  url: `${REAL_AUTH.api}/api/actuator/info/gateway`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const chromium = {
  ...devices['Desktop Chrome'],
  // Playwright never downloads browsers here: Debian's Chromium, flags that keep it off the network.
  launchOptions: CHROMIUM_LAUNCH_OPTIONS,
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', locale: 'en-US' },
  projects: [
    {
      name: 'mocked',
      testMatch: /mocked\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${MOCKED_PORT}` },
    },
    {
      name: 'production',
      testMatch: /production\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: `http://127.0.0.1:${PRODUCTION_PORT}` },
    },
    {
      // The production build (the same nginx) signing in through the test identity provider.
      name: 'real-auth',
      testMatch: /real-auth\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: REAL_AUTH.portal },
    },
  ],
  webServer: [
    mockPreview(MOCKED_PORT),
    productionNginx('normal'),
    productionNginx('short'),
    identityProvider('normal'),
    identityProvider('short'),
    realAuthApi,
  ],
});
