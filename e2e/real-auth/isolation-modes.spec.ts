import { expect, test, type Browser, type Page } from '@playwright/test';
import { findPersona } from '../../mocks/personas.ts';
import { AreaView, type AreaMode } from '../pages/area-view';
import { Portal } from '../pages/portal';
import { SettingsMenus } from '../pages/settings-menus';
import { expectNoAxeViolations } from '../support/axe';
import { recordCspViolations } from '../support/csp';
import { REAL_AUTH, submitIdpLogin } from '../support/real-auth';

/**
 * PLUG-14, PLUG-15: the same example build (examples/remote-area, what the scaffolder writes), once
 * federated and once isolated, through the same checks, in the production build behind nginx under
 * its strict policy. One signed-in page per mode, shared by its tests.
 */
const MODES: { mode: AreaMode; id: string; title: string; pinned: string; pinnedTitle: string }[] = [
  {
    mode: 'federated',
    id: 'customer-insights',
    title: 'Customer insights',
    pinned: 'pinned-federated',
    pinnedTitle: 'Pinned federated',
  },
  {
    mode: 'isolated',
    id: 'isolated-insights',
    title: 'Isolated insights',
    pinned: 'pinned-isolated',
    pinnedTitle: 'Pinned isolated',
  },
];

const signedIn = async (browser: Browser, path: string) => {
  const page = await browser.newPage({ baseURL: REAL_AUTH.isolation });
  const violations = await recordCspViolations(page);
  await page.goto(path);
  await submitIdpLogin(page, findPersona('support')!.email);
  return { page, violations };
};

const nameOf = (label: string) => label.split(' | ').at(-1) ?? label;

for (const { mode, id, title, pinned, pinnedTitle } of MODES)
  test.describe(`the example area ${mode}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    let page: Page;
    let violations: string[];
    test.beforeAll(async ({ browser }) => {
      ({ page, violations } = await signedIn(browser, `/${id}`));
    });
    test.afterAll(() => page?.close());

    test(`[PLUG-14] [PLUG-15] ${mode}: the portal's page frame, both themes and colour-blind mode, the language, the customer switch; zero CSP violations on every document`, async () => {
      const area = new AreaView(page, mode, title);
      const portal = new Portal(page);
      await expect(area.heading('Customer insights')).toBeVisible();
      await expect(area.card).toBeVisible();
      await expect(page).toHaveTitle(/^Customer insights · /);
      await expect(portal.navLink(title)).toHaveAttribute('aria-current', 'page');
      // PLUG-12: the inset of the built-in areas, from the portal's main region.
      const [heading, main] = [
        await area.heading('Customer insights').boundingBox(),
        await page.getByRole('main').boundingBox(),
      ];
      expect(heading!.x - main!.x).toBeGreaterThanOrEqual(16);
      expect(heading!.y - main!.y).toBeGreaterThanOrEqual(16);
      const menus = new SettingsMenus(page);
      for (const theme of ['Dark', 'Light'] as const) {
        await menus.chooseTheme(theme);
        await expect(area.root).toHaveAttribute('data-joy-color-scheme', theme.toLowerCase());
      }
      await menus.toggleColourBlind();
      await expect(area.root).toHaveAttribute('data-colour-blind');
      await menus.toggleColourBlind();
      await expect(area.root).not.toHaveAttribute('data-colour-blind');
      await menus.chooseLanguage('Deutsch');
      await expect(area.heading('Kundeneinblicke')).toBeVisible();
      await expect(page).toHaveTitle(/^Kundeneinblicke · /);
      if (mode === 'isolated') await expect(page.locator('iframe[title="Isolierte Einblicke"]')).toBeVisible();
      await menus.chooseLanguage('English');
      await expect(area.heading('Customer insights')).toBeVisible();
      // The customer switch in the header reaches the area.
      await portal.customer.click();
      const other = page.getByRole('listbox', { name: 'Customer' }).getByRole('option').nth(1);
      const name = nameOf((await other.textContent()) ?? '');
      await other.click();
      await expect(area.card.getByText(name, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(violations).toEqual([]);
    });

    test(`[PLUG-15] ${mode}: sub-routes in the portal's history (Back, Forward, a deep link), the refused call, the portal's snackbar`, async () => {
      const area = new AreaView(page, mode, title);
      await expect(area.card).toBeVisible();
      const link = area.card.getByRole('link').first();
      const domain = (await link.textContent()) ?? '';
      await link.click();
      await expect(area.heading(`Domain ${domain}`)).toBeVisible();
      await expect(page).toHaveURL(`${REAL_AUTH.isolation}/${id}/domains/1`);
      await expect(page).toHaveTitle(new RegExp(`^Domain ${domain} · `));
      await page.goBack();
      await expect(area.heading('Customer insights')).toBeVisible();
      await expect(page).toHaveURL(`${REAL_AUTH.isolation}/${id}`);
      await page.goForward();
      await expect(area.heading(`Domain ${domain}`)).toBeVisible();
      await area.content.getByRole('link', { name: 'Back to the customer' }).click();
      await expect(page).toHaveURL(`${REAL_AUTH.isolation}/${id}`);
      // A deep link opens the sub-route directly.
      await page.goto(`/${id}/domains/1`);
      await expect(area.heading(`Domain ${domain}`)).toBeVisible();
      await page.goBack();
      await expect(area.card).toBeVisible();
      await area.content.getByRole('button', { name: 'Try a call outside it' }).click();
      await expect(area.content.getByText('Refused before sending: /user-management/users')).toBeVisible();
      await area.content.getByRole('button', { name: 'Refresh' }).click();
      // The portal's own snackbar, in the portal's document.
      await expect(page.getByRole('status').filter({ hasText: /is up to date\.$/ })).toBeVisible();
      expect(violations).toEqual([]);
    });

    test(`[PLUG-04] [PLUG-15] ${mode}: unavailable with Retry, incompatible, refused: the failure states of the federated mode`, async () => {
      const manifest = `**/remotes/${id}/mf-manifest.json`;
      await page.route(manifest, (route) => route.abort('connectionrefused'));
      await page.goto(`/${id}`);
      await expect(page.getByRole('heading', { name: 'Area unavailable' })).toBeVisible();
      await expect(page.getByText("This area's server could not be reached.", { exact: false })).toBeVisible();
      await page.unroute(manifest);
      await page.getByRole('button', { name: `Retry ${title}` }).click();
      await expect(new AreaView(page, mode, title).card).toBeVisible();

      await page.route(manifest, async (route) => {
        const json = await (await route.fetch()).json();
        const shared = json.shared.map((entry: { name: string }) =>
          entry.name === 'react' ? { ...entry, requiredVersion: '^18.2.0' } : entry,
        );
        await route.fulfill({ json: { ...json, shared } });
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Area incompatible with this portal' })).toBeVisible();
      await expect(page.getByText('react ^18.2.0 needed', { exact: false })).toBeVisible();
      await page.unroute(manifest);

      // A pinned build whose manifest changed on its server: refused with nothing of it run.
      const pinnedManifest = `**/remotes/${pinned}/mf-manifest.json`;
      await page.route(pinnedManifest, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()}\n` });
      });
      await page.goto(`/${pinned}`);
      await expect(page.getByRole('heading', { name: 'Area refused' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Retry/ })).toHaveCount(0);
      await page.unroute(pinnedManifest);
      await page.reload();
      await expect(new AreaView(page, mode, pinnedTitle).card).toBeVisible();
    });
  });
