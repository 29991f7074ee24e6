/**
 * XB-01: WebKitGTK for the cross-engine tour. Debian's `webkit2gtk-driver` (`WebKitWebDriver`, W3C
 * WebDriver classic only: it has no BiDi) drives MiniBrowser, WebKitGTK's test browser, on a display
 * of Xvfb's own. `scripts/serve-webkit-driver.ts` runs both for a Playwright run (a suite server with
 * the run's lifeline, TEST-01); the tour opens one session per test (tools/testing/webdriver-client.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { WebDriverSession } from './webdriver-client.ts';

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

export type RunningWebKitDriver = { url: string; display: string; stop(): Promise<void> };

/**
 * Starts a program that ends with this process, even a killed one (TEST-01): util-linux's `setpriv`
 * (Debian's essential util-linux) asks the kernel to send it SIGTERM when its parent is gone.
 */
const spawnTied = (command: string, args: string[], options: Parameters<typeof spawn>[2]) =>
  spawn('/usr/bin/setpriv', ['--pdeathsig', 'TERM', '--', command, ...args], options);

const stopped = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** Xvfb on a free display it picks itself (`-displayfd`), no TCP; resolves with `:N` once it accepts clients. */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawnTied(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    child.stdio[3]?.on('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready: ${errors.trim()}`)));
  });
  return { display, child };
}

/** Xvfb and WebKitWebDriver on `127.0.0.1:port`; resolves once the driver answers `/status`. */
export async function startWebKitDriver(
  port: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RunningWebKitDriver> {
  const xvfb = await startXvfb();
  // en-US for the browser's language whatever the machine's locale (C falls back to it with a warning).
  const driver = spawnTied(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...env, DISPLAY: xvfb.display, LANG: 'en_US.UTF-8', LANGUAGE: 'en_US' },
  });
  let errors = '';
  driver.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const stop = async () => {
    driver.kill('SIGTERM');
    await stopped(driver);
    xvfb.child.kill('SIGTERM');
    await stopped(xvfb.child);
  };
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (driver.exitCode !== null) break;
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, display: xvfb.display, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`WebKitWebDriver did not start on ${url}: ${errors.trim() || 'no answer within 10 s'}`);
}

/** The MiniBrowser arguments of a tour session: automation mode, all traffic through `proxy` when given. */
export function miniBrowserArgs(proxy?: string): string[] {
  return ['--automation', ...(proxy ? [`--proxy=${proxy}`, '--ignore-host='] : [])];
}

/** A new MiniBrowser session (one at a time per driver: WebKitWebDriver serves one session). */
export function newWebKitSession(driverUrl: string, proxy?: string): Promise<WebDriverSession> {
  return WebDriverSession.create(driverUrl, {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: miniBrowserArgs(proxy) },
  });
}
