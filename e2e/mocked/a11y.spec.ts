import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { expectNoAxeViolations } from '../support/axe';

// Every area, as a persona that may open it, in each theme, with and without colour-blind mode, in both languages.
const AREAS = [
  ['/pulse', 'admin'],
  ['/customers', 'admin'],
  ['/environments', 'customer-user'],
  ['/scenario-overlays', 'customer-user'],
  ['/hub', 'customer-user'],
  ['/products', 'admin'],
  ['/documentation', 'admin'],
  ['/user-management', 'no-roles'],
  ['/installation-metrics', 'support'],
  ['/download-center', 'admin'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  for (const colourBlind of [false, true]) {
    for (const language of ['en', 'de'] as const) {
      test(`[THEME-03] [A11Y-01] every area passes axe: ${theme}${colourBlind ? ', colour-blind' : ''}, ${language}`, async ({
        page,
      }) => {
        // Ten areas, each loaded and scanned.
        test.setTimeout(150_000);
        await page.addInitScript(
          ([t, cb, lng]) => {
            localStorage.setItem('theme', t);
            localStorage.setItem('language', lng);
            if (cb) localStorage.setItem('colour-blind', 'true');
          },
          [theme, colourBlind, language] as const,
        );
        const portal = new Portal(page);
        for (const [path, persona] of AREAS) {
          await portal.open(path, { persona });
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoAxeViolations(page);
        }
      });
    }
  }
}
