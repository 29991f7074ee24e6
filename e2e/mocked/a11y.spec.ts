import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { expectNoAxeViolations } from '../support/axe';
import { AREA_ROUTES } from '@/app/route-table';

// The areas toured as another persona than the admin (a new area is toured as the admin).
const PERSONA_OF: Readonly<Record<string, string>> = {
  environments: 'customer-user',
  'scenario-overlays': 'customer-user',
  hub: 'customer-user',
  'user-management': 'no-roles',
  'installation-metrics': 'support',
};
// Every area of the route table, in each theme, with and without colour-blind mode, in both languages.
const AREAS = AREA_ROUTES.map((route) => [`/${route.path}`, PERSONA_OF[route.path] ?? 'admin'] as const);

for (const theme of ['light', 'dark'] as const) {
  for (const colourBlind of [false, true]) {
    for (const language of ['en', 'de'] as const) {
      test(`[THEME-03] [A11Y-01] every area passes axe: ${theme}${colourBlind ? ', colour-blind' : ''}, ${language}`, async ({
        page,
      }) => {
        // Every area (ten today), each loaded and scanned.
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
