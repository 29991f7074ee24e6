import { defineConfig, devices } from '@playwright/test';

/**
 * Fixed, unusual loopback ports; never reuse a server that happens to be running. `E2E_PORT_OFFSET`
 * shifts them all, so two checkouts can run their e2e suites side by side.
 */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const MOCKED_PORT = 4711 + PORT_OFFSET;
export const PRODUCTION_PORT = 4712 + PORT_OFFSET;

const preview = (mode: 'mock' | 'production', port: number) => ({
  command: `npx vite preview --mode ${mode} --outDir ${mode === 'mock' ? 'dist-mock' : 'dist'} --host 127.0.0.1 --port ${port} --strictPort`,
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Playwright never downloads browsers here: Debian's Chromium, flags that keep it off the network.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
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
  ],
  webServer: [preview('mock', MOCKED_PORT), preview('production', PRODUCTION_PORT)],
});
