import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/mock-conformance';
import { PulsePage } from '../pages/pulse-page';

declare global {
  interface Window {
    /** The layout-shift values the page observed since it started (the CLS test's probe). */
    layoutShifts?: number[];
  }
}

type Theme = 'light' | 'dark';
type Layout = { name: string; width: number; theme: Theme; navExpanded: boolean; navWidth: number };

// Both themes and both stored navigation widths, on each of the shell's three layouts (UX-01).
const LAYOUTS: Layout[] = [
  { name: 'desktop, light, navigation collapsed', width: 1280, theme: 'light', navExpanded: false, navWidth: 70 },
  { name: 'desktop, dark, navigation expanded', width: 1280, theme: 'dark', navExpanded: true, navWidth: 240 },
  {
    name: 'tablet, dark, expanded choice kept as the 70 px rail',
    width: 800,
    theme: 'dark',
    navExpanded: true,
    navWidth: 70,
  },
  {
    name: 'phone, light, no rail (the navigation is a drawer)',
    width: 390,
    theme: 'light',
    navExpanded: false,
    navWidth: 0,
  },
];

async function prepare(page: Page, { width, theme, navExpanded }: Layout) {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript(
    ([storedTheme, expanded]) => {
      localStorage.setItem('theme', storedTheme);
      localStorage.setItem('nav-expanded', expanded);
    },
    [theme, String(navExpanded)] as const,
  );
}

/** Box and background of an element, or undefined when it is not displayed. */
async function geometry(locator: Locator) {
  if ((await locator.count()) === 0 || !(await locator.isVisible())) return undefined;
  const box = await locator.boundingBox();
  return { box, background: await locator.evaluate((element) => getComputedStyle(element).backgroundColor) };
}

for (const layout of LAYOUTS) {
  test(`[PERF-06] with every JavaScript module blocked the static shell paints where the app draws it (${layout.name})`, async ({
    page,
  }) => {
    await prepare(page, layout);
    // theme-init.js is the classic script that runs before paint; every module (the app) is blocked.
    await page.route('**/*.js', (route) =>
      new URL(route.request().url()).pathname === '/theme-init.js' ? route.continue() : route.abort(),
    );
    await page.goto('/');
    await expect(page.locator('.app-shell-header')).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', layout.theme);
    const header = await geometry(page.locator('.app-shell-header'));
    const nav = await geometry(page.locator('.app-shell-nav'));
    expect(nav?.box?.width ?? 0).toBe(layout.navWidth);
    expect(header?.box).toMatchObject({ x: layout.navWidth, y: 0, width: layout.width - layout.navWidth, height: 68 });

    await page.unrouteAll();
    await page.reload();
    await expect(new PulsePage(page).table).toBeVisible();
    expect(await geometry(page.locator('header').first())).toEqual(header);
    expect(await geometry(page.locator('[data-nav-width]'))).toEqual(nav);
  });
}

for (const layout of [LAYOUTS[1]!, LAYOUTS[3]!]) {
  test(`[PERF-06] the app takes over from the static shell without a layout shift, CLS 0 (${layout.name})`, async ({
    page,
  }) => {
    await prepare(page, layout);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      window.layoutShifts = shifts;
      // LayoutShift entries (not in TypeScript's DOM types): shifts a user's input caused do not count.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!Reflect.get(entry, 'hadRecentInput')) shifts.push(Number(Reflect.get(entry, 'value')));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const pulse = new PulsePage(page);
    await pulse.open();
    await expect(pulse.row('gateway')).toContainText('Reachable');
    const shifts = await page.evaluate(() => window.layoutShifts);
    expect(shifts).toEqual([]);
  });
}
