import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { checkEmbeddedLicence } from './use-licence-check';
import { LicenceNoticeSlot } from './licence-notice-slot';

// The page is idle at once (jsdom has no idle callback: the slot would otherwise wait its 2 s bound).
beforeEach(() => {
  window.requestIdleCallback = (work) =>
    window.setTimeout(() => work({ didTimeout: false, timeRemaining: () => 50 }), 0);
  window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
});
afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe('the licence check after first paint', () => {
  test('[PERF-09] [SEED-01] a valid licence renders nothing at all; a version past it shows the notice once the page is idle', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { container } = await renderWithProviders(<LicenceNoticeSlot />, { config: { version: '1.2.18' } });
    await checkEmbeddedLicence('1.2.18');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(warn).not.toHaveBeenCalled();

    await renderWithProviders(<LicenceNoticeSlot />, { config: { version: '3.0.0' } });
    expect(
      await screen.findByText(/This portal version \(3\.0\) is newer than its licence allows \(up to 2\.51\)/),
    ).toBeVisible();
  });

  test('[SEED-03] an unreadable version: no notice, and the console says the licence was not checked, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await renderWithProviders(<LicenceNoticeSlot />, {
      config: { version: 'lighthouse' },
    });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith(
      'Licence not checked: the UI version "lighthouse" (version in /config.json) is not major.minor.patch.',
    );
    expect(await checkEmbeddedLicence('lighthouse')).toMatchObject({ status: 'unchecked', uiVersion: 'lighthouse' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
  });
});
