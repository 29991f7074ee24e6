import { defineConfig, devices } from '@playwright/test';
import { API_PORT, IDP_PORTS, MOCKED_PORT, PRODUCTION_PORT, REAL_AUTH, type IdpVariant } from './tools/testing/ports';
import { testBrowser } from './tools/testing/chromium';
import { lifelineEnv } from './tools/testing/lifeline';
import { runtimeConfigEnv } from './tools/testing/runtime-env';
import { realAuthConfig } from './e2e/support/real-auth';
import { isolationEnv } from './e2e/support/isolation';
import { ISOLATED_HOST, ISOLATION_PORTS } from './tools/testing/ports';

/**
 * Fixed, unusual loopback ports (`tools/testing/ports.ts`); never reuse a server that happens to be
 * running. `E2E_PORT_OFFSET` shifts them all, so two checkouts can run their e2e suites side by side.
 */
export { MOCKED_PORT, PRODUCTION_PORT };

/**
 * Every server lives as long as this run (TEST-01): its lifeline is the runner's process (this file
 * is evaluated there to start them), so it stops when the run ends, even a killed one, and no idle
 * timeout can stop it while a later project still needs it (tools/testing/lifeline.ts).
 */
const LIFELINE = lifelineEnv(process.pid);
/** Starting a server on a loaded machine (npx, Node, nginx, a build's first read) can take a while. */
const SERVER_START_MS = 180_000;
/**
 * The servers run on this runner's Node (the project's Node 24) directly: `npx node` first starts
 * npm to find that same binary (0.8 CPU s each, six servers at once at the start of the run).
 */
const NODE = JSON.stringify(process.execPath);

/** The mock build under `vite preview` (the mocked project only). */
const mockPreview = (port: number) => ({
  command: `${NODE} scripts/serve-mock-preview.ts --port ${port}`,
  env: LIFELINE,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: SERVER_START_MS,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * The production build behind the deployment's nginx (DEPLOY-06), once per identity provider: its
 * config, the CSP origins included, rendered by deploy/nginx/docker-entrypoint.sh from the real-auth
 * servers' values. The `production` project uses the normal provider's.
 */
const productionNginx = (idp: IdpVariant) => ({
  command: `${NODE} scripts/serve-nginx.ts --root dist --port ${new URL(REAL_AUTH.portals[idp]).port}`,
  env: { ...inheritedEnv(), ...runtimeConfigEnv(realAuthConfig(idp)), ...LIFELINE },
  url: `${REAL_AUTH.portals[idp]}/healthz`,
  reuseExistingServer: false,
  timeout: SERVER_START_MS,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * PLUG-14..17: the production build behind nginx with federated and isolated areas, its isolated
 * origin on the second loopback address, and the areas' upstream (e2e/support/isolation.ts).
 */
const isolationNginx = {
  command: `${NODE} scripts/serve-nginx.ts --root dist --port ${ISOLATION_PORTS.portal} --extra-host ${ISOLATED_HOST}`,
  env: { ...inheritedEnv(), ...isolationEnv(), ...LIFELINE },
  url: `${REAL_AUTH.isolation}/healthz`,
  reuseExistingServer: false,
  timeout: SERVER_START_MS,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};
const areaUpstream = {
  command: `${NODE} scripts/serve-area-upstream.ts --port ${ISOLATION_PORTS.upstream}`,
  env: LIFELINE,
  url: `http://127.0.0.1:${ISOLATION_PORTS.upstream}/example/mf-manifest.json`,
  reuseExistingServer: false,
  timeout: SERVER_START_MS,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

/** A test identity provider for its production build's origin (no API of its own). */
const identityProvider = (lifetimes: IdpVariant) => ({
  command: `${NODE} scripts/serve-idp.ts --port ${IDP_PORTS[lifetimes]} --origin ${REAL_AUTH.portals[lifetimes]} --origin ${REAL_AUTH.rollout} --origin ${REAL_AUTH.remoteArea} --origin ${REAL_AUTH.areaTeam} --origin ${REAL_AUTH.telemetry} --origin ${REAL_AUTH.isolation} --origin ${REAL_AUTH.crossSite} --lifetimes ${lifetimes} --no-api`,
  env: LIFELINE,
  url: `${REAL_AUTH.idp[lifetimes].issuer}/.well-known/openid-configuration`,
  reuseExistingServer: false,
  timeout: SERVER_START_MS,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** The mock API over HTTP, accepting only tokens signed by either identity provider. */
const realAuthApi = {
  command: [
    `${NODE} mocks/serve.ts --port ${API_PORT} --origin ${REAL_AUTH.portals.normal} --origin ${REAL_AUTH.portals.short} --origin ${REAL_AUTH.rollout} --origin ${REAL_AUTH.remoteArea} --origin ${REAL_AUTH.areaTeam} --origin ${REAL_AUTH.telemetry} --origin ${REAL_AUTH.isolation} --origin ${REAL_AUTH.crossSite}`,
    ...Object.values(REAL_AUTH.idp).map((idp) => `--issuer ${idp.issuer} --jwks-url ${idp.jwksUrl}`),
  ].join(' '),
  env: LIFELINE,
  // 401 without a token: up and refusing, as it should.
  url: `${REAL_AUTH.api}/api/actuator/info/gateway`,
  reuseExistingServer: false,
  timeout: SERVER_START_MS,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

function inheritedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

// Playwright never downloads browsers here: Debian's headless shell (or its full Chromium, with a
// notice, where the shell is not installed), flags that keep it off the network.
const browser = testBrowser();
// Printed by the runner only: its workers evaluate this file too.
if (browser.notice && !process.env.TEST_WORKER_INDEX) console.warn(browser.notice);
const chromium = { ...devices['Desktop Chrome'], launchOptions: browser.launchOptions };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three on two cores (TEST-04): much of a test is waiting (for timers, servers, the identity
  // provider), so a third worker fills the gaps: 509 s with two, 457–507 s with three for the same
  // 158 tests on the same day (the machine's speed varies by a tenth from run to run).
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Budgets for a loaded machine (TEST-02): both cores busy with other work can make a test two or
  // three times slower than on a quiet one. Waits are for conditions, so a passing test never waits
  // for these; heavy tests (axe tours) set budgets that scale with their screens.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  // No trace by default (TEST-03): recording one for every test cost 40% more CPU (106 s against 62 s
  // for the access and shell specs); `npx playwright test --trace retain-on-failure` records them.
  use: { trace: 'off', screenshot: 'only-on-failure', locale: 'en-US' },
  projects: [
    {
      // PLUG-08..10: an area team's project from the release's registry to the production build and its
      // dev loop (minutes of install and build in one worker): first, so it runs beside the others.
      name: 'area-team',
      testMatch: /area-team\/.*\.spec\.ts/,
      use: { ...chromium, baseURL: REAL_AUTH.areaTeam },
    },
    {
      // XB-01: one tour in Chromium, Firefox ESR and WebKitGTK (the engine is each test's, e2e/cross-engine/engines.ts).
      // Early, so its long tests start first.
      name: 'cross-engine',
      testMatch: /cross-engine\/.*\.spec\.ts/,
    },
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
    isolationNginx,
    areaUpstream,
  ],
});
