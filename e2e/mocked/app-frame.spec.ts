import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';

declare global {
  interface Window {
    /** The layout-shift values the page observed since it started (the CLS test's probe). */
    layoutShifts?: number[];
  }
}

type Theme = 'light' | 'dark';
type Layout = {
  name: string;
  width: number;
  theme: Theme;
  language: 'en' | 'de';
  navExpanded: boolean;
  navWidth: number;
  path: string;
  heading: string;
  purpose: string;
  /** Where the product name shows on this layout: the header (collapsed desktop rail), the rail, nowhere. */
  productName: 'header' | 'rail' | 'none';
};

const PULSE = { heading: 'Platform status', purpose: 'Version and reachability of every backend service.' };
const PULSE_DE = { heading: 'Plattformstatus', purpose: 'Version und Erreichbarkeit aller Backend-Dienste.' };

// Both themes, both languages, both stored navigation widths, on each of the shell's three layouts (UX-01).
const LAYOUTS: Layout[] = [
  {
    name: 'desktop, light, English, navigation collapsed, /pulse',
    width: 1280,
    theme: 'light',
    language: 'en',
    navExpanded: false,
    navWidth: 70,
    productName: 'header',
    path: '/pulse',
    ...PULSE,
  },
  {
    name: 'desktop, dark, German, navigation expanded, /customers',
    width: 1280,
    theme: 'dark',
    language: 'de',
    navExpanded: true,
    navWidth: 240,
    productName: 'rail',
    path: '/customers',
    heading: 'Kunden',
    purpose: 'Die Kunden der Plattform mit ihren Kürzeln und E-Mail-Domains.',
  },
  {
    name: 'tablet, dark, English, the expanded choice kept as the 70 px rail, /',
    width: 800,
    theme: 'dark',
    language: 'en',
    navExpanded: true,
    navWidth: 70,
    productName: 'none',
    path: '/',
    ...PULSE,
  },
  {
    name: 'phone, light, German, no rail (the navigation is a drawer), /pulse',
    width: 390,
    theme: 'light',
    language: 'de',
    navExpanded: false,
    navWidth: 0,
    productName: 'none',
    path: '/pulse',
    ...PULSE_DE,
  },
];

async function prepare(page: Page, { width, theme, navExpanded, language }: Layout) {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript(
    ([storedTheme, expanded, storedLanguage]) => {
      localStorage.setItem('theme', storedTheme);
      localStorage.setItem('nav-expanded', expanded);
      localStorage.setItem('language', storedLanguage);
    },
    [theme, String(navExpanded), language] as const,
  );
}

/** Every module blocked: only the HTML, its stylesheet and the classic pre-paint script run. */
const blockModules = (page: Page) =>
  page.route('**/*.js', (route) =>
    new URL(route.request().url()).pathname === '/pre-paint.js' ? route.continue() : route.abort(),
  );

/** Box, colours and type of an element, or undefined when it is not displayed. */
async function look(locator: Locator) {
  if ((await locator.count()) === 0 || !(await locator.first().isVisible())) return undefined;
  const element = locator.first();
  const box = await element.boundingBox();
  const style = await element.evaluate((node) => {
    const computed = getComputedStyle(node);
    return {
      background: computed.backgroundColor,
      color: computed.color,
      font: `${computed.fontWeight} ${computed.fontSize}/${computed.lineHeight} ${computed.fontFamily}`,
    };
  });
  return { box, ...style, text: (await element.textContent())?.trim() };
}

/** A part's position and width, not its height (the rail grows with a long page). */
const across = (part: Awaited<ReturnType<typeof look>>) =>
  part && { x: part.box?.x, y: part.box?.y, width: part.box?.width, background: part.background };

/** The frame's parts, or the app's, measured the same way. */
async function frameParts(page: Page) {
  const frame = page.locator('.app-frame');
  const shown = (selector: string) => frame.locator(`${selector}:visible`);
  return {
    header: await look(frame.locator('.app-frame-header')),
    rail: await look(frame.locator('.app-frame-nav')),
    logo: await look(frame.locator('.app-frame-logo svg')),
    heading: await look(shown('h1')),
    purpose: await look(shown('.app-frame-purpose')),
    productName: await look(shown('.app-frame-product, .app-frame-rail-name')),
  };
}

async function appParts(page: Page) {
  const main = page.getByRole('main');
  const header = page.getByRole('banner');
  const productName = header.getByText(/^(Management Portal|Verwaltungsportal)$/);
  const railName = page.locator('[data-nav-width] a[href="/"]');
  return {
    header: await look(header),
    rail: await look(page.locator('[data-nav-width]')),
    logo: await look(page.locator('[data-nav-width] a[href="/"] svg')),
    heading: await look(main.getByRole('heading', { level: 1 })),
    purpose: await look(main.locator('h1 + p')),
    productName: (await look(productName)) ?? (await look(railName.getByText(/Portal|portal/))),
  };
}

for (const layout of LAYOUTS) {
  test(`[PERF-08] [PERF-06] with every module blocked the HTML paints the frame the app then draws, same boxes and texts (${layout.name})`, async ({
    page,
  }) => {
    await prepare(page, layout);
    await blockModules(page);
    await page.goto(layout.path);
    await expect(page.locator('.app-frame-header')).toBeVisible();
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', layout.theme);
    await expect(page.locator('html')).toHaveAttribute('lang', layout.language);
    const frame = await frameParts(page);
    expect(frame.heading?.text).toBe(layout.heading);
    expect(frame.purpose?.text).toBe(layout.purpose);
    expect(frame.rail?.box?.width ?? 0).toBe(layout.navWidth);
    expect(frame.header?.box).toMatchObject({
      x: layout.navWidth,
      y: 0,
      width: layout.width - layout.navWidth,
      height: 68,
    });
    if (layout.productName === 'none') expect(frame.productName).toBeUndefined();
    else expect(frame.productName?.text).toBe(layout.language === 'de' ? 'Verwaltungsportal' : 'Management Portal');

    await page.unrouteAll();
    await new Portal(page).open(layout.path === '/' ? '/pulse' : layout.path);
    const app = await appParts(page);
    // The same boxes, colours and type: the first render takes the frame over without a shift. (The
    // rail grows with a long page: its height is the page's.)
    expect(app.header?.box).toEqual(frame.header?.box);
    expect(app.header?.background).toBe(frame.header?.background);
    expect(across(app.rail)).toEqual(across(frame.rail));
    expect(app.logo?.box).toEqual(frame.logo?.box);
    for (const part of ['heading', 'purpose'] as const) expect(app[part], part).toEqual(frame[part]);
    if (layout.productName === 'header') expect(app.productName).toEqual(frame.productName);
  });
}

test('[PERF-08] the frame heads the area the path opens: the root and the redirects as the router, nothing for a path it does not know', async ({
  page,
}) => {
  await blockModules(page);
  const heading = page.locator('.app-frame h1:visible');
  for (const [path, text] of [
    ['/', 'Platform status'],
    ['/file-store/reports/2026', 'Download center'],
    ['/installation-metrics', 'Installation metrics'],
  ] as const) {
    await page.goto(path);
    await expect(heading).toHaveText(text);
  }
  // A remote area's path (its texts come from the runtime config) or a mistyped one: the frame alone.
  for (const path of ['/customer-insights', '/no-such-area']) {
    await page.goto(path);
    await expect(page.locator('.app-frame-header')).toBeVisible();
    await expect(heading).toHaveCount(0);
  }
});

for (const layout of [LAYOUTS[1]!, LAYOUTS[3]!]) {
  test(`[PERF-08] [PERF-06] the app takes over from the frame without a layout shift, CLS 0 (${layout.name})`, async ({
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
    const portal = new Portal(page);
    await portal.open(layout.path);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const shifts = await page.evaluate(() => window.layoutShifts);
    expect(shifts).toEqual([]);
  });
}
