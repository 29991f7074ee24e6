import { existsSync } from 'node:fs';

/**
 * How everything here starts a browser (Playwright's tests, screenshots, benchmarks): Playwright never
 * downloads browsers on these machines, so Debian's Chromium (`CHROMIUM_PATH`, default
 * `/usr/bin/chromium`), with flags that keep it off the network. Lighthouse, the screenshots and the
 * responsiveness benchmark measure or show what users get, so they run the full browser.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
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
};

/**
 * Debian's `chromium-headless-shell` (`CHROMIUM_HEADLESS_SHELL_PATH`): the same Blink and V8 as
 * `chromium`, without the full browser's user interface layers. Playwright's own default for headless
 * tests; on this project's 2-core machine the same specs took 1.7 min in it against 2.7 min in the
 * full browser, whose browser process alone used 64 s of CPU against 13 s (TEST-03).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The browser of the end-to-end tests: the headless shell where it is installed, otherwise the full
 * browser with a notice (the suite still passes, only slower).
 */
export function testBrowser(exists: (path: string) => boolean = existsSync): {
  launchOptions: typeof CHROMIUM_LAUNCH_OPTIONS;
  notice?: string;
} {
  if (exists(HEADLESS_SHELL_PATH))
    return { launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, executablePath: HEADLESS_SHELL_PATH } };
  return {
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    notice:
      `e2e: ${HEADLESS_SHELL_PATH} is missing, so the tests run in the full browser (${CHROMIUM_LAUNCH_OPTIONS.executablePath}), ` +
      'about a third slower: apt-get install chromium-headless-shell',
  };
}
