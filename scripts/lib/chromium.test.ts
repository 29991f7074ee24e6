import { describe, expect, test } from 'vitest';
import { CHROMIUM_LAUNCH_OPTIONS, HEADLESS_SHELL_PATH, testBrowser } from './chromium.ts';

describe('the e2e browser', () => {
  test('[TEST-03] the headless shell where it is installed, with the same flags as the full browser', () => {
    const { launchOptions, notice } = testBrowser((path) => path === HEADLESS_SHELL_PATH);
    expect(launchOptions.executablePath).toBe(HEADLESS_SHELL_PATH);
    expect(launchOptions.args).toEqual(CHROMIUM_LAUNCH_OPTIONS.args);
    expect(notice).toBeUndefined();
  });

  test('[TEST-03] without it, the full browser and a notice that names the package to install', () => {
    const { launchOptions, notice } = testBrowser(() => false);
    expect(launchOptions).toEqual(CHROMIUM_LAUNCH_OPTIONS);
    expect(notice).toMatch(/chromium-headless-shell is missing.*apt-get install chromium-headless-shell/);
  });
});
