import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { expectNoAxeViolations } from '../support/axe';

const WIDTHS = [320, 390, 768, 1024, 1366, 1920] as const;
/** Below this width the navigation is a drawer and secondary actions sit in the overflow (UX-01). */
const PHONE_BELOW = 600;
const NAV_ENTRIES = ['Pulse', 'Customers', 'Documentation', 'Installation metrics'];
const HEADER_ACTIONS = [/user info$/, /^Assistant/, /^Language/, /^Appearance$/, /^Menu$/];

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

/** Every link is visible and can be brought into the viewport (reachable, not off to the side). */
async function expectReachable(items: Locator) {
  for (const item of await items.all()) {
    await item.scrollIntoViewIfNeeded();
    await expect(item).toBeInViewport();
  }
}

for (const width of WIDTHS) {
  test(`[UX-01] at ${width} px: no horizontal scroll; every header action and navigation entry is reachable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const portal = new Portal(page);
    await portal.open('/customers', { persona: 'admin' });
    expect(await noHorizontalScroll(page)).toBe(true);
    const banner = page.getByRole('banner');
    const phone = width < PHONE_BELOW;
    if (phone) {
      await expect(portal.nav).toBeHidden();
      const menu = banner.getByRole('button', { name: 'Open navigation' });
      await menu.click();
      await expect(portal.nav).toBeVisible();
      for (const name of NAV_ENTRIES) await expect(portal.navLink(name)).toBeVisible();
      await expectReachable(portal.nav.getByRole('link'));
      await page.keyboard.press('Escape');
      await expect(portal.nav).toBeHidden();
      await expect(menu).toBeFocused();
      await banner.getByRole('button', { name: 'More actions' }).click();
    } else {
      for (const name of NAV_ENTRIES) await expect(portal.navLink(name)).toBeVisible();
      await expectReachable(portal.nav.getByRole('link'));
    }
    for (const name of HEADER_ACTIONS) await expectReachable(banner.getByRole('button', { name }));
    expect(await noHorizontalScroll(page)).toBe(true);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`[UX-01] a phone in the ${colorScheme} theme: axe-clean with the drawer and the overflow open; an entry navigates and closes the drawer`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.emulateMedia({ colorScheme });
    const portal = new Portal(page);
    await portal.open('/pulse', { persona: 'admin' });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expectNoAxeViolations(page);
    await portal.navLink('Customers').click();
    await expect(portal.heading).toHaveText('Customers');
    await expect(portal.nav).toBeHidden();
    await page.getByRole('button', { name: 'More actions' }).click();
    await expectNoAxeViolations(page);
  });
}

test('[UX-01] a phone: the mock-mode bar starts collapsed and opens to switch persona', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await new Portal(page).open('/pulse', { persona: 'admin' });
  const bar = page.getByRole('region', { name: 'Mock mode' });
  const toggle = bar.getByRole('button', { name: 'Mock mode' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('combobox', { name: 'Persona' })).toBeHidden();
  await toggle.click();
  await expect(bar.getByRole('combobox', { name: 'Persona' })).toBeInViewport();
  expect(await noHorizontalScroll(page)).toBe(true);
});
