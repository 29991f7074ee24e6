/**
 * How everything here starts a browser (Playwright's tests, screenshots, benchmarks): Playwright never
 * downloads browsers on these machines, so Debian's Chromium (`CHROMIUM_PATH`, default
 * `/usr/bin/chromium`), with flags that keep it off the network.
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
