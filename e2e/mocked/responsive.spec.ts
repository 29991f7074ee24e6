import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { expectNoAxeViolations } from '../support/axe';
import { whoMayOpen } from '../support/route-personas';
import { AREA_ROUTES } from '@/app/route-table';

const WIDTHS = [320, 390, 768, 1024, 1366, 1920] as const;
/** Below this width the navigation is a drawer and secondary actions sit in the overflow (UX-01). */
const PHONE_BELOW = 600;
const NAV_ENTRIES = ['Pulse', 'Customers', 'Documentation', 'Installation metrics'];
const HEADER_ACTIONS = [/user info$/, /^Assistant/, /^Language/, /^Appearance$/, /^Menu$/];

// Within the width the scrollbar leaves (an embedded page may have one).
const fitsItsWidth = () => document.scrollingElement!.scrollWidth <= document.documentElement.clientWidth;

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

/**
 * Every link is visible and can be brought into the viewport (reachable, not off to the side). An
 * entry may be rendered anew meanwhile (the rail's tooltips arrive with their own chunk and wrap
 * the links): each is scrolled to and checked again until it holds, never measured half-gone.
 */
async function expectReachable(items: Locator) {
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const item = items.nth(index);
    await expect(async () => {
      await item.scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(item).toBeInViewport({ timeout: 2_000 });
    }).toPass();
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

test('[UX-01] the open customer listbox is named (WCAG 4.1.2)', async ({ page }) => {
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'admin' });
  await portal.customer.click();
  await expect(page.getByRole('listbox')).toHaveAccessibleName('Customer');
});

test('[UX-01] at tablet width the language button is an icon button like its neighbours, evenly spaced', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await new Portal(page).open('/pulse', { persona: 'admin' });
  const banner = page.getByRole('banner');
  const boxes: { x: number; width: number }[] = [];
  for (const name of [/^Assistant/, /^Language/, /^Appearance$/, /^Menu$/]) {
    boxes.push((await banner.getByRole('button', { name }).boundingBox())!);
  }
  expect(boxes.map((box) => box.width)).toEqual(boxes.map(() => boxes[0]!.width));
  const gaps = boxes.slice(1).map((box, index) => Math.round(box.x - boxes[index]!.x - boxes[index]!.width));
  expect(gaps).toEqual(gaps.map(() => gaps[0]));
});

test('[UX-01] [UX-05] a phone: failing customers show one short line and Retry in the header; screen readers get the sentence', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/pulse?persona=admin&scenario=customers-error');
  const alert = page.getByRole('banner').getByRole('alert');
  await expect(alert.getByText('Not loaded')).toBeVisible();
  const retry = alert.getByRole('button', { name: 'Retry' });
  // One line beside the button, not a sentence wrapped over the header's height.
  expect((await alert.boundingBox())!.height).toBeLessThanOrEqual((await retry.boundingBox())!.height);
  await expect(alert).toMatchAriaSnapshot(`
    - alert:
      - paragraph: Customers could not be loaded.
      - button "Retry"
  `);
  expect(await noHorizontalScroll(page)).toBe(true);
});

for (const width of [390, 1440]) {
  test(`[UX-01] at ${width} px the floating mock-mode bar covers no part of the last table row when scrolled to the end`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await new Portal(page).open('/customers', { persona: 'admin' });
    const lastRow = page.getByRole('main').getByRole('row').last();
    await expect(lastRow).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const bar = (await page.getByRole('region', { name: 'Mock mode' }).boundingBox())!;
    await expect
      .poll(async () => (await lastRow.boundingBox())!.y + (await lastRow.boundingBox())!.height)
      .toBeLessThanOrEqual(bar.y);
  });
}

test('[UX-01] a phone: the open customer list is wide enough for a name on one line and stays in the viewport', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'admin' });
  await portal.customer.click();
  const listbox = page.getByRole('listbox', { name: 'Customer' });
  await expect(listbox).toBeInViewport({ ratio: 1 });
  expect((await listbox.boundingBox())!.width).toBeGreaterThanOrEqual(320);
  const option = listbox.getByRole('option', { name: /Parisian, Boehm and Kuphal/ });
  expect((await option.boundingBox())!.height).toBeLessThan(40);
});

for (const width of [320, 390, 768, 1440]) {
  test(`[UX-01] at ${width} px the customer search shows its whole placeholder`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await new Portal(page).open('/customers', { persona: 'admin' });
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    // Typed, the placeholder's text takes the width it takes as a placeholder: nothing may scroll away.
    await search.fill((await search.getAttribute('placeholder'))!);
    const room = await search.evaluate((input: HTMLInputElement) => input.clientWidth - input.scrollWidth);
    expect(room).toBeGreaterThanOrEqual(0);
  });
}

test('[UX-01] table rows: the row header has the row background (no stripe in dark mode); phone cards have a bold title and no rule under it', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const portal = new Portal(page);
  const cells = () =>
    page
      .getByRole('main')
      .getByRole('row')
      .nth(1)
      .evaluate((row) => {
        const [header, data] = [row.children[0]!, row.children[1]!].map((cell) => getComputedStyle(cell));
        return { headerBg: header!.backgroundColor, dataBg: data!.backgroundColor, rule: header!.borderBottomWidth };
      });
  await page.setViewportSize({ width: 768, height: 800 });
  await portal.open('/pulse', { persona: 'admin' });
  const tablet = await cells();
  expect(tablet.headerBg).toBe(tablet.dataBg);
  await page.setViewportSize({ width: 390, height: 800 });
  expect((await cells()).rule).toBe('0px');
  // Every table's cards have a bold title, the customers' (normal weight in their desktop table) too.
  for (const path of ['/pulse', '/customers']) {
    await portal.open(path, { persona: 'admin' });
    const title = page.getByRole('main').getByRole('rowheader').first();
    expect(Number(await title.evaluate((cell) => getComputedStyle(cell).fontWeight))).toBeGreaterThanOrEqual(600);
  }
});

test('[UX-01] at 400% zoom (320×256 CSS px) every area of the route table reflows: nothing scrolls sideways, every control fits the width', async ({
  page,
}) => {
  // Every area (ten today) in one page.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 320, height: 256 });
  const portal = new Portal(page);
  await page.goto('/favicon.svg');
  for (const route of AREA_ROUTES) {
    const { persona, customerId } = whoMayOpen(route);
    await page.evaluate((id) => {
      if (id) localStorage.setItem('selectedCustomerId', id);
      else localStorage.removeItem('selectedCustomerId');
    }, customerId);
    await portal.open(`/${route.path}`, { persona });
    await expect(page.getByRole('main').getByRole('heading', { name: 'No access' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await noHorizontalScroll(page), `/${route.path} scrolls sideways`).toBe(true);
    // An embedded page (the documentation) reflows too.
    for (const frame of page.frames().filter((each) => each !== page.mainFrame())) {
      await frame.waitForLoadState();
      expect(await frame.evaluate(fitsItsWidth), `the page embedded in /${route.path} scrolls sideways`).toBe(true);
    }
    // Measured in one pass inside the page: a control that re-renders between a listing and a
    // measurement (a status answering, an area's code arriving) cannot be measured half-gone.
    const { count, outside } = await page.evaluate(() => {
      const visible = [...document.querySelectorAll('header, main')]
        .flatMap((region) => [...region.querySelectorAll('a, button, input, iframe')])
        .filter((el) => {
          const rect = el.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        });
      return {
        count: visible.length,
        outside: visible
          .filter((el) => {
            const rect = el.getBoundingClientRect();
            return rect.x < 0 || rect.x + rect.width > 320;
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      };
    });
    expect(count, `/${route.path} has controls to measure`).toBeGreaterThan(0);
    expect(outside, `/${route.path}: controls wider than 320 px or off to the side`).toEqual([]);
  }
});
