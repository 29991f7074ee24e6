import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { AXE_SCREEN_MS, VISUAL_STATES, expectNoAxeViolations, visualStateName } from '../support/axe';
import { AREA_ROUTES } from '@/app/route-table';

// The areas toured as another persona than the admin (a new area is toured as the admin).
const PERSONA_OF: Readonly<Record<string, string>> = {
  environments: 'customer-user',
  'scenario-overlays': 'customer-user',
  hub: 'customer-user',
  'user-management': 'no-roles',
  'installation-metrics': 'support',
};
// Every area of the route table, by persona: one start of the portal per persona, then its areas
// through the navigation (TEST-03).
const AREAS = new Map<string, string[]>();
for (const route of AREA_ROUTES) {
  const persona = PERSONA_OF[route.path] ?? 'admin';
  AREAS.set(persona, [...(AREAS.get(persona) ?? []), `/${route.path}`]);
}
for (const state of VISUAL_STATES) {
  const { theme, colourBlind, language } = state;
  test(`[THEME-03] [A11Y-01] every area passes axe: ${visualStateName(state)}`, async ({ page }) => {
    test.setTimeout(AREA_ROUTES.length * AXE_SCREEN_MS);
    await page.addInitScript(
      ([t, cb, lng]) => {
        localStorage.setItem('theme', t);
        localStorage.setItem('language', lng);
        if (cb) localStorage.setItem('colour-blind', 'true');
      },
      [theme, colourBlind, language] as const,
    );
    const portal = new Portal(page);
    for (const [persona, areas] of AREAS) {
      for (const [index, path] of areas.entries()) {
        if (index === 0) await portal.open(path, { persona });
        else await portal.navigate(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoAxeViolations(page);
      }
    }
  });
}

test('[THEME-03] the axe check fails on a violation, in the page and in an embedded frame', async ({ page }) => {
  const portal = new Portal(page);
  await portal.open('/documentation', { persona: 'admin' });
  await expectNoAxeViolations(page);
  const docs = page.frames().find((frame) => frame !== page.mainFrame());
  // An image without a text alternative inside the documentation's frame.
  await docs!.evaluate(() => document.body.append(Object.assign(document.createElement('img'), { src: 'x.png' })));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  // An unlabelled field in the main content, found when only the main content is scanned.
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('input')));
  await expect(expectNoAxeViolations(page, 'main')).rejects.toThrow(/label/);
});
