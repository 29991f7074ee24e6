import { expect, type Page, type Request } from '@playwright/test';
import { FAULTS, TEXTS, matrixTest as test, releaseHeld, withShortDeadlines } from '../support/fault-matrix';
import { REAL_AUTH } from '../support/real-auth';

/**
 * RES-04, the rest of the matrix: what the portal fetches besides the operations, each with every
 * fault, in German, against the production build behind nginx: the runtime config, the texts of the
 * user's language, and a remote area's manifest.
 */

const AREA = {
  id: 'fault-area',
  entry: '/remotes/fault-area/mf-manifest.json',
  module: './Area',
  apiPrefixes: [],
  area: {
    path: '/fault-area',
    roles: ['admin'],
    customerScoped: false,
    icon: 'hub',
    title: { en: 'Fault area', de: 'Störbereich' },
  },
};

/** Every request of the page, to tell what it asked for after the fault. */
function record(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe('[RES-04] the fault matrix: the start', () => {
  test.describe.configure({ mode: 'parallel' });
  test.afterEach(releaseHeld);

  for (const fault of FAULTS) {
    test(`[RES-04] the runtime config × ${fault.name}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: 'de-DE' });
      const page = await context.newPage();
      const requests = record(page);
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      await page.route(`${REAL_AUTH.portal}/config.json`, (route) => fault.answer(route));
      await page.goto(`${REAL_AUTH.portal}/pulse`);
      // The config says how long calls may take, so its own wait is fixed (10 s).
      const screen = page.getByRole('alert');
      await expect(screen.getByRole('heading', { name: 'Das Portal kann nicht starten' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(screen.getByText(/^Die Konfigurationsdatei \/config\.json /)).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
      expect(console.some((line) => line.includes('/config.json'))).toBe(true);
      // Nothing is asked of an API or the identity provider.
      expect(requests.filter((request) => new URL(request.url()).origin !== REAL_AUTH.portal)).toEqual([]);
      await context.close();
    });

    test(`[RES-04] the texts of the user's language × ${fault.name}`, async ({ browser, signedIn }) => {
      const context = await browser.newContext({ locale: 'de-DE', storageState: JSON.parse(signedIn.admin) });
      const page = await context.newPage();
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      await withShortDeadlines(page);
      const texts = `${REAL_AUTH.portal}/assets/i18n/de.json*`;
      await page.route(texts, (route) => fault.answer(route));
      await page.goto(`${REAL_AUTH.portal}/pulse`);
      // The shell stays, in English (the fallback), and says in German what is missing, with Try again.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible({ timeout: 40_000 });
      const notice = page.locator('[data-failed-texts="de"]');
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(notice).toHaveText(/^Die deutschen Texte konnten nicht geladen werden/);
      expect(console.some((line) => line.includes('Texts for "de"') || line.includes('de.json'))).toBe(true);
      // The rest works: Pulse answered.
      await expect(page.locator('tr[data-state="reachable"]').first()).toBeVisible();
      await page.unroute(texts);
      await releaseHeld();
      await notice.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(page.getByRole('navigation', { name: TEXTS.nav })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await context.close();
    });

    test(`[RES-04] a remote area's manifest × ${fault.name}`, async ({ browser, signedIn }) => {
      const context = await browser.newContext({ locale: 'de-DE', storageState: JSON.parse(signedIn.admin) });
      const page = await context.newPage();
      const console: string[] = [];
      page.on('console', (message) => console.push(message.text()));
      await withShortDeadlines(page, (config) => {
        config.remoteAreas = [AREA];
      });
      await page.route(`${REAL_AUTH.portal}${AREA.entry}`, (route) => fault.answer(route));
      await page.goto(`${REAL_AUTH.portal}${AREA.area.path}`);
      await expect(page.getByRole('navigation', { name: TEXTS.nav })).toBeVisible({ timeout: 30_000 });
      // The area says in German what happened, with Retry; the shell and the other areas stay.
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: /^Bereich (nicht verfügbar|abgelehnt)$/ })).toBeVisible({
        timeout: 20_000,
      });
      await expect(main.getByRole('button', { name: /^Störbereich erneut versuchen$/ })).toBeVisible();
      expect(console.filter((line) => line.startsWith('Remote area fault-area'))).toHaveLength(1);
      await page.getByRole('navigation', { name: TEXTS.nav }).getByRole('link', { name: TEXTS.products }).click();
      await expect(main.getByRole('heading', { level: 1, name: TEXTS.products })).toBeVisible();
      await context.close();
    });
  }
});
