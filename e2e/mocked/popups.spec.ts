import type { Page } from '@playwright/test';
import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { Popups, type Language } from '../pages/popups';
import { SERVICES } from '../pages/pulse-page';
import { AXE_SCREEN_MS, expectNoAxeViolations } from '../support/axe';

const ADMIN_EMAIL = 'ada.lindqvist@platform-ops.example';

// The popup sizes (POP-01..03, CHAT-01) are checked at a common laptop size.
test.use({ viewport: { width: 1366, height: 800 } });

const openPortal = async (page: Page, options: { persona?: string; scenario?: string } = {}) => {
  await new Portal(page).open('/pulse', { persona: 'admin', ...options });
  return new Popups(page);
};

/** Rounded size of an element's box. */
const sizeOf = async (page: Page, name: string) => {
  const box = await page.getByRole('dialog', { name }).boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
};

test('[POP-01] [POP-04] [A11Y-01] version information opens from the menu by keyboard, 700×600, traps focus, Escape returns to the menu', async ({
  page,
}) => {
  const popups = await openPortal(page);
  const dialog = await popups.openFromMenu('Version information');
  expect(await sizeOf(page, 'Version information')).toEqual({ width: 700, height: 600 });
  await expect(dialog).toContainText('UI version: 1.2.18');
  for (const service of SERVICES) {
    await expect(dialog.getByRole('region', { name: service })).toContainText(/Artifact/);
  }
  await expect(dialog.getByRole('region', { name: 'gateway' }).getByRole('heading', { name: 'Git' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'gateway' }).getByRole('heading', { name: 'Java' })).toBeVisible();
  await popups.expectFocusTrapped(dialog);
  await popups.expectEscapeReturnsFocusTo(dialog, popups.menuButton);
});

test('[POP-01] [ERR-02] with hub and log proxy down, each shows Unavailable with its own Retry while the others show', async ({
  page,
}) => {
  const popups = await openPortal(page, { scenario: 'service-info-partial-outage' });
  const dialog = await popups.openFromMenu('Version information');
  for (const service of ['hub', 'log-proxy']) {
    const region = dialog.getByRole('region', { name: service });
    await expect(region).toContainText('Unavailable');
    await expect(region.getByRole('button', { name: `Retry ${service}` })).toBeEnabled();
  }
  for (const service of SERVICES.filter((s) => s !== 'hub' && s !== 'log-proxy')) {
    await expect(dialog.getByRole('region', { name: service })).toContainText('Artifact');
  }
  // Retry asks again; the outage goes on, so the service stays unavailable and nothing else breaks.
  const retried = page.waitForResponse((response) => response.url().includes('/actuator/info/hub'));
  await dialog.getByRole('button', { name: 'Retry hub' }).click();
  expect((await retried).status()).toBe(503);
  await expect(dialog.getByRole('region', { name: 'hub' })).toContainText('Unavailable');
  await expect(dialog.getByRole('region', { name: 'gateway' })).toContainText('Artifact');
});

test('[POP-01] copy diagnostics puts versions, locale, customer and user on the clipboard and confirms it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const popups = await openPortal(page, { scenario: 'service-info-partial-outage' });
  const dialog = await popups.openFromMenu('Version information');
  await expect(dialog.getByRole('button', { name: 'Retry hub' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'gateway' })).toContainText('Artifact');
  await dialog.getByRole('button', { name: 'Copy diagnostics' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Diagnostics copied to the clipboard.');
  const text = await page.evaluate(() => navigator.clipboard.readText());
  expect(text).toContain('UI version: 1.2.18');
  expect(text).toMatch(/gateway: +\d+\.\d+\.\d+\n/);
  expect(text).toMatch(/hub: +unavailable\n/);
  expect(text).toMatch(/log-proxy: +unavailable\n/);
  expect(text).toContain('Locale: en-US');
  expect(text).toMatch(/Customer: c-0001 \(.+\)/);
  expect(text).toContain(`User: ${ADMIN_EMAIL}`);
  expect(text).toContain('User agent: Mozilla/5.0');
});

test('[SHELL-06] [POP-02] [POP-04] the email button opens user info, 600 wide, with roles; Escape returns to the button', async ({
  page,
}) => {
  const email = 'clara.jensen@northbridge.example';
  const popups = await openPortal(page, { persona: 'customer-user' });
  const button = popups.userButton(email);
  await expect(button).toHaveText(email);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = popups.dialog('User info');
  await expect(dialog).toBeVisible();
  expect((await sizeOf(page, 'User info')).width).toBe(600);
  await expect(dialog).toContainText(email);
  await expect(dialog.getByText(/^Roles for .+/)).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog).toContainText(/Global roles\s*None/);
  await expect(dialog).toContainText(/\d+h \d\dm \d\ds/);
  await popups.expectFocusTrapped(dialog);
  await popups.expectEscapeReturnsFocusTo(dialog, button);
});

test('[POP-02] the token expiry counts down with the clock', async ({ page }) => {
  await page.clock.install();
  const popups = await openPortal(page);
  await popups.userButton(ADMIN_EMAIL).click();
  const dialog = popups.dialog('User info');
  const expiry = dialog.getByText(/^\d+h \d\dm \d\ds$/);
  await expect(expiry).toBeVisible();
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
  const seconds = async () => {
    const [h, m, s] = ((await expiry.textContent()) ?? '').match(/\d+/g)!.map(Number);
    return h! * 3600 + m! * 60 + s!;
  };
  await page.clock.runFor(1000);
  const before = await seconds();
  await page.clock.runFor(2000);
  await expect.poll(seconds).toBe(before - 2);
});

test('[POP-03] [POP-04] about and licences: 80vh high, 800 wide at most, links a licences text file listing react', async ({
  page,
}) => {
  const popups = await openPortal(page);
  const dialog = await popups.openFromMenu('About and licences');
  expect(await sizeOf(page, 'About and licences')).toEqual({ width: 800, height: 640 });
  await expect(dialog).toContainText('Management Portal');
  await expect(dialog).toContainText('1.2.18');
  const link = dialog.getByRole('link', { name: 'Third-party licences (text file)' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^Name: react$/m);
  expect(text).toMatch(/^Name: @mui\/joy$/m);
  await expect(dialog.getByRole('region', { name: 'Third-party licences' })).toContainText('Name: react-dom');
  await popups.expectFocusTrapped(dialog);
  await popups.expectEscapeReturnsFocusTo(dialog, popups.menuButton);
});

test('[POP-01] [POP-03] [UX-01] a narrow window (a phone) shows the popups as full-screen sheets', async ({ page }) => {
  await page.setViewportSize({ width: 500, height: 480 });
  const popups = await openPortal(page);
  for (const name of ['Version information', 'About and licences']) {
    await popups.openFromMenu(name);
    const box = await popups.dialog(name).boundingBox();
    expect(box, name).toEqual({ x: 0, y: 0, width: 500, height: 480 });
    await page.keyboard.press('Escape');
  }
});

test('[SHELL-07] terms and privacy open externally under the documentation URL, in a new tab, noopener', async ({
  page,
}) => {
  const popups = await openPortal(page);
  await popups.menuButton.click();
  const origin = new URL(page.url()).origin;
  for (const [name, file] of [
    ['Terms and conditions', 'terms.html'],
    ['Privacy policy', 'privacy.html'],
  ]) {
    const item = page.getByRole('menuitem', { name: new RegExp(`^${name}`) });
    await expect(item).toHaveAttribute('href', `${origin}/mock-docs/portal/en/legal/${file}`);
    await expect(item).toHaveAttribute('target', '_blank');
    await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('menuitem')).toHaveText([
    'Version information',
    'Reset password',
    /^Terms and conditions/,
    /^Privacy policy/,
    'About and licences',
    'Log out',
  ]);
});

for (const language of ['en', 'de'] as const satisfies Language[]) {
  test(`[THEME-03] every popup passes axe in ${language === 'en' ? 'English' : 'German'}`, async ({ page }) => {
    test.setTimeout(4 * AXE_SCREEN_MS);
    if (language === 'de') await page.addInitScript(() => localStorage.setItem('language', 'de'));
    await new Portal(page).open('/pulse', { persona: 'admin' });
    const popups = new Popups(page, language);
    for (const name of [popups.texts.versionInfo, popups.texts.about]) {
      const dialog = await popups.openFromMenu(name);
      await expect(dialog.locator('[data-status="pending"]')).toHaveCount(0);
      await expectNoAxeViolations(page, '[role="dialog"]');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await popups.userButton(ADMIN_EMAIL).click();
    await expect(popups.dialog(popups.texts.userInfo)).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
}

test('[SEED-02] version information sections are accordions animated in 300 ms, at once with reduced motion', async ({
  page,
}) => {
  const popups = await openPortal(page);
  const dialog = await popups.openFromMenu('Version information');
  const gateway = dialog.getByRole('region', { name: 'gateway' });
  await expect(gateway).toContainText('Artifact');
  const details = gateway.locator('[data-accordion-details]');
  const duration = () => details.evaluate((element) => getComputedStyle(element).transitionDuration);
  expect(await duration()).toMatch(/^0\.3s(, 0\.3s)*$/);
  await gateway.getByRole('button', { name: 'gateway' }).click();
  await expect(gateway.getByRole('button', { name: 'gateway' })).toHaveAttribute('aria-expanded', 'false');
  // Closed, the details shrink to nothing (their content is clipped, not removed).
  await expect.poll(() => details.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await duration()).toMatch(/^0s(, 0s)*$/);
});

test('[SEED-01] the about popup shows whom the embedded licence is for and up to which version; no licence notice', async ({
  page,
}) => {
  const popups = await openPortal(page);
  const dialog = await popups.openFromMenu('About and licences');
  await expect(dialog.getByText('Licensed to', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('c-0001');
  await expect(dialog).toContainText(/Licensed up to version\s*2\.51/);
  await expect(page.getByText(/licence data of this portal could not be verified|newer than its licence/)).toHaveCount(
    0,
  );
});
