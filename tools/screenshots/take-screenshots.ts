/**
 * Screenshots of the mock build for looking at the product (not a test), `npm run screenshots`
 * (scripts/screenshots.ts). Every screen of tools/screenshots/screens.ts at 390, 768 and 1440 px,
 * light and dark (a few also in German), into reports/screenshots/<screen>-<width>-<theme>[-de].png.
 * Extra arguments keep only the shots whose name contains one of them; `--readme` takes the README's
 * docs/portal.png and docs/portal-phone.png instead. A screen that cannot be reached fails the run
 * (exit code 1) instead of being shot as whatever page came up.
 */
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, type Browser } from '@playwright/test';
import { launchChromium, withMockPreview } from '../testing/mock-preview.ts';
import { TOOL_PORTS } from '../testing/ports.ts';
import { SCREENS, type Screen } from './screens.ts';
import type { Language } from './texts.ts';
import { SELECTED_CUSTOMER_KEY } from '../../src/customer-context/customer-selection.ts';

// The ports table honours E2E_PORT_OFFSET, so two checkouts can take screenshots side by side.
const PORT = TOOL_PORTS.screenshots;
const WIDTHS = [390, 768, 1440] as const;
const HEIGHT: Record<number, number> = { 390: 844, 768: 1024, 1440: 900 };
const THEMES = ['light', 'dark'] as const;
const OUT = 'reports/screenshots';

export type Shot = {
  screen: Screen;
  width: number;
  theme: (typeof THEMES)[number];
  language: Language;
  path: string;
  fullPage: boolean;
};

const ALL_SHOTS: Shot[] = SCREENS.flatMap((screen) =>
  (screen.widths ?? WIDTHS).flatMap((width) =>
    THEMES.flatMap((theme) =>
      (screen.german ? (['en', 'de'] as const) : (['en'] as const)).map((language) => ({
        screen,
        width,
        theme,
        language,
        path: `${OUT}/${screen.name}-${width}-${theme}${language === 'de' ? '-de' : ''}.png`,
        fullPage: screen.fullPage ?? false,
      })),
    ),
  ),
);

// `--readme`: the README's two pictures (docs/), the customers area in the light theme, the viewport only.
const customers = SCREENS.find((screen) => screen.name === 'customers')!;
const README_SHOTS: Shot[] = [
  { screen: customers, width: 1440, theme: 'light', language: 'en', path: 'docs/portal.png', fullPage: false },
  { screen: customers, width: 390, theme: 'light', language: 'en', path: 'docs/portal-phone.png', fullPage: false },
];

async function take(browser: Browser, base: string, { screen, width, theme, language, path, fullPage }: Shot) {
  const context = await browser.newContext({
    viewport: { width, height: HEIGHT[width] ?? 900 },
    colorScheme: theme,
    locale: language === 'de' ? 'de-DE' : 'en-US',
  });
  try {
    await context.addInitScript(
      ([key, customerId, session]) => {
        if (customerId) localStorage.setItem(key, customerId);
        for (const [name, value] of Object.entries(session)) sessionStorage.setItem(name, value);
      },
      [SELECTED_CUSTOMER_KEY, screen.customerId ?? '', screen.session ?? {}] as const,
    );
    const page = await context.newPage();
    const query = new URLSearchParams({ persona: screen.persona, scenario: screen.scenario ?? 'none' });
    page.setDefaultTimeout(10_000);
    await page.goto(`${base}${screen.path}?${query}`);
    // The portal has started: its page heading is there (areas, notices and the shell alike).
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await screen.show(page, language, context);
    if (new URL(page.url()).pathname !== screen.path) throw new Error(`landed on ${page.url()}`);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path, fullPage, animations: 'disabled' });
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
    console.log(`${path}${overflow > 0 ? `  (scrolls sideways by ${overflow} px)` : ''}`);
  } finally {
    await context.close();
  }
}

/** The shots the command line asks for: `--readme`, or those whose file name contains a word given (all without). */
export function chooseShots(args: readonly string[]): Shot[] {
  const filter = args.filter((arg) => arg !== '--readme');
  if (args.includes('--readme')) return README_SHOTS;
  const chosen = ALL_SHOTS.filter(
    (shot) => filter.length === 0 || filter.some((word) => basename(shot.path).includes(word)),
  );
  if (chosen.length === 0)
    throw new Error(
      `No screenshot name contains ${filter.join(' or ')}. Screens: ${SCREENS.map((s) => s.name).join(', ')}`,
    );
  return chosen;
}

/** Serves the mock build and takes the shots; resolves with a line per screen that could not be reached. */
export const takeScreenshots = (chosen: readonly Shot[]): Promise<string[]> =>
  withMockPreview(PORT, async (base) => {
    mkdirSync(OUT, { recursive: true });
    const browser = await launchChromium();
    const failures: string[] = [];
    for (const shot of chosen) {
      await take(browser, base, shot).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error);
        failures.push(`${shot.path}: ${shot.screen.name} could not be reached: ${reason}`);
        console.error(`FAILED ${failures.at(-1)}`);
      });
    }
    await browser.close();
    return failures;
  });
