import { defineConfig, devices } from '@playwright/test';
import { API_PORT, IDP_PORTS, MOCKED_PORT, PRODUCTION_PORT, REAL_AUTH, type IdpVariant } from './e2e/support/ports';
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/chromium';

/**
 * Fixed, unusual loopback ports (`e2e/support/ports.ts`); never reuse a server that happens to be
 * running. `E2E_PORT_OFFSET` shifts them all, so two checkouts can run their e2e suites side by side.
 */
export { MOCKED_PORT, PRODUCTION_PORT };

const preview = (mode: 'mock' | 'production', port: number) => ({
  command: `npx vite preview --mode ${mode} --outDir ${mode === 'mock' ? 'dist-mock' : 'dist'} --host 127.0.0.1 --port ${port} --strictPort`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Bounds for the real-auth servers, should Playwright ever fail to stop them. */
const IDLE_MS = 20 * 60_000;
const MAX_MS = 60 * 60_000;

/** A test identity provider for the production build's origin (no API of its own). */
const identityProvider = (lifetimes: IdpVariant) => ({
  command: `npx node e2e/idp/cli.ts --port ${IDP_PORTS[lifetimes]} --origin ${REAL_AUTH.portal} --lifetimes ${lifetimes} --no-api --idle-timeout-ms ${IDLE_MS} --max-lifetime-ms ${MAX_MS}`,
  url: `${REAL_AUTH.idp[lifetimes].issuer}/.well-known/openid-configuration`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** The mock API over HTTP, accepting only tokens signed by either identity provider. */
const realAuthApi = {
  command: [
    `npx node mocks/serve.ts --port ${API_PORT} --origin ${REAL_AUTH.portal} --idle-timeout-ms ${IDLE_MS}`,
    ...Object.values(REAL_AUTH.idp).map((idp) => `--issuer ${idp.issuer} --jwks-url ${idp.jwksUrl}`),
  ].join(' '),
  // 401 without a token: up and refusing, as it should.
  url: `${REAL_AUTH.api}/api/actuator/info/gateway`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

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
      // The production build (same preview server) signing in through the test identity provider.
      name: 'real-auth',
      testMatch: /real-auth\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: REAL_AUTH.portal },
    },
  ],
  webServer: [
    preview('mock', MOCKED_PORT),
    preview('production', PRODUCTION_PORT),
    identityProvider('normal'),
    identityProvider('short'),
    realAuthApi,
  ],
});
