import { describe, expect, test } from 'vitest';
import { CHROMIUM_LAUNCH_OPTIONS, HEADLESS_SHELL_PATH, TEST_ONLY_ARGS, testBrowser } from './chromium.ts';

describe('the e2e browser', () => {
  test('[TEST-03] the headless shell where it is installed, with the same flags as the full browser', () => {
    const { launchOptions, notice } = testBrowser((path) => path === HEADLESS_SHELL_PATH);
    expect(launchOptions.executablePath).toBe(HEADLESS_SHELL_PATH);
    expect(launchOptions.args).toEqual([...CHROMIUM_LAUNCH_OPTIONS.args, ...TEST_ONLY_ARGS]);
    expect(notice).toBeUndefined();
  });

  test('[TEST-03] without it, the full browser and a notice that names the package to install', () => {
    const { launchOptions, notice } = testBrowser(() => false);
    expect(launchOptions).toEqual({
      ...CHROMIUM_LAUNCH_OPTIONS,
      args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...TEST_ONLY_ARGS],
    });
    expect(notice).toMatch(/chromium-headless-shell is missing.*apt-get install chromium-headless-shell/);
  });

  test("[TEST-04] lite mode in the tests' browser only: the benchmarks' browser keeps V8's optimising compilers", () => {
    expect(testBrowser(() => true).launchOptions.args).toContain('--js-flags=--lite-mode');
    expect(CHROMIUM_LAUNCH_OPTIONS.args.join(' ')).not.toContain('--js-flags');
  });
});
