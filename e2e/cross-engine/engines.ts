/**
 * XB-01, XB-02: the engines of the cross-engine tour as a Playwright fixture. A spec sets `engine`
 * (`test.use({ engine })`, in a describe block too) and gets a `driver` with a browser of its own
 * for the test (a tour is one long test: its start is a few seconds of it). Chromium and Firefox ESR
 * through Playwright itself, WebKitGTK through WebKitWebDriver: Playwright's own WebKit is a patched
 * build it downloads, never Debian's.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test as base, type Browser, type TestInfo } from '@playwright/test';
import { testBrowser } from '../../tools/testing/chromium.ts';
import { FIREFOX_LAUNCH_OPTIONS } from '../../tools/testing/firefox.ts';
import { lifelineEnv } from '../../tools/testing/lifeline.ts';
import { WEBKIT_DRIVER_PORTS, WEBKIT_RECORDER_PORTS } from '../../tools/testing/ports.ts';
import { startRecordingProxy } from '../../tools/testing/recording-proxy.ts';
import { newWebKitSession } from '../../tools/testing/webkit.ts';
import { DESKTOP, type Engine, type EngineDriver } from './driver.ts';
import { PlaywrightDriver } from './playwright-driver.ts';
import { WebDriverDriver } from './webdriver-driver.ts';

const SERVE_WEBKIT_DRIVER = fileURLToPath(new URL('../../scripts/serve-webkit-driver.ts', import.meta.url));

/** Xvfb and WebKitWebDriver for this test, with the worker as their lifeline (TEST-01), and a session. */
async function openWebKit(index: number): Promise<{ driver: EngineDriver; stop(): void }> {
  const port = WEBKIT_DRIVER_PORTS[index];
  const recorderPort = WEBKIT_RECORDER_PORTS[index];
  if (port === undefined || recorderPort === undefined)
    throw new Error(
      `WebKit tours run in at most ${WEBKIT_DRIVER_PORTS.length} workers at once (tools/testing/ports.ts).`,
    );
  const server = spawn(process.execPath, [SERVE_WEBKIT_DRIVER, '--port', String(port)], {
    env: { ...process.env, ...lifelineEnv(process.pid) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    const up = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null || waited > 60_000) throw new Error(`WebKitWebDriver did not start on ${url}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () => server.kill('SIGTERM');
  const proxy = await startRecordingProxy(recorderPort);
  try {
    const driver = new WebDriverDriver(await newWebKitSession(url, proxy.url), proxy);
    await driver.setViewport(DESKTOP.width, DESKTOP.height);
    return { driver, stop };
  } catch (error) {
    await proxy.stop();
    stop();
    throw error;
  }
}

/** What the page showed when the test failed, beside the test's other results. */
async function shotOnFailure(driver: EngineDriver, testInfo: TestInfo) {
  if (testInfo.status === testInfo.expectedStatus) return;
  const path = testInfo.outputPath('failed.png');
  await driver.screenshot(path).then(
    () => testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' }),
    () => undefined,
  );
}

export const test = base.extend<{ engine: Engine; driver: EngineDriver }>({
  engine: ['chromium', { option: true }],
  // Playwright's `use`, named so that the React hooks rule does not take it for a hook.
  driver: async ({ engine, playwright }, provide, testInfo) => {
    if (engine === 'webkit') {
      const webkit = await openWebKit(testInfo.parallelIndex);
      await provide(webkit.driver);
      await shotOnFailure(webkit.driver, testInfo);
      await webkit.driver.close();
      webkit.stop();
      return;
    }
    const browser: Browser =
      engine === 'firefox'
        ? await playwright.firefox.launch(FIREFOX_LAUNCH_OPTIONS)
        : await playwright.chromium.launch(testBrowser().launchOptions);
    const driver = await PlaywrightDriver.open(engine, browser, DESKTOP);
    await provide(driver);
    await shotOnFailure(driver, testInfo);
    await driver.close();
    await browser.close();
  },
});

export { expect } from '@playwright/test';
