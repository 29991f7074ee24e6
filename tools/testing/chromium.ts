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
 * V8's lite mode, in the tests' browser only (TEST-04; the benchmarks measure what users get): the suite
 * loads the portal into a fresh context some 200 times a run, and the optimising compilers of each
 * load work for code that runs a few seconds. The same 49 e2e tests one after the other: CPU 313,
 * 307, 311 s and wall 165, 162, 166 s without it; 276, 299 s and 150, 160 s with it.
 */
export const TEST_ONLY_ARGS = ['--js-flags=--lite-mode'];

/**
 * The browser of the end-to-end tests: the headless shell where it is installed, otherwise the full
 * browser with a notice (the suite still passes, only slower); both in lite mode.
 */
export function testBrowser(exists: (path: string) => boolean = existsSync): {
  launchOptions: typeof CHROMIUM_LAUNCH_OPTIONS;
  notice?: string;
} {
  const args = [...CHROMIUM_LAUNCH_OPTIONS.args, ...TEST_ONLY_ARGS];
  if (exists(HEADLESS_SHELL_PATH))
    return { launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, executablePath: HEADLESS_SHELL_PATH, args } };
  return {
    launchOptions: { ...CHROMIUM_LAUNCH_OPTIONS, args },
    notice:
      `e2e: ${HEADLESS_SHELL_PATH} is missing, so the tests run in the full browser (${CHROMIUM_LAUNCH_OPTIONS.executablePath}), ` +
      'about a third slower: apt-get install chromium-headless-shell',
  };
}
