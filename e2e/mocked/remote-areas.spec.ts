import { INSIGHTS_AREA } from '@/testing/remote-areas';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { BrowserContext, Request } from '@playwright/test';
import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { SettingsMenus } from '../pages/settings-menus';
import { expectNoAxeViolations } from '../support/axe';

// The example remote area (examples/remote-area, `npm run build -w @portal/example-remote-area`), served
// under /remotes/customer-insights/ as nginx would, and declared in the runtime config as a new area.
const REMOTE_DIST = 'examples/remote-area/dist';
const BASE = '/remotes/customer-insights/';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const parseRecord = (text: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(text);
  return isRecord(value) ? value : {};
};
const nameOf = (customerLabel: string) => customerLabel.split(' | ').at(-1) ?? customerLabel;

type Serve = { manifest?: (manifest: Record<string, unknown>) => unknown; down?: () => boolean };

/** Declares the area in /config.json and serves the built remote; returns every request below /remotes/. */
async function withRemoteArea(context: BrowserContext, { manifest, down }: Serve = {}) {
  if (!existsSync(join(REMOTE_DIST, 'mf-manifest.json')))
    throw new Error(`${REMOTE_DIST} is missing: npm run build -w @portal/example-remote-area`);
  const requests: string[] = [];
  await context.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config: unknown = await response.json();
    await route.fulfill({ response, json: { ...(isRecord(config) ? config : {}), remoteAreas: [INSIGHTS_AREA] } });
  });
  await context.route(`**${BASE}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(BASE.length);
    requests.push(path);
    if (down?.()) return route.abort('connectionrefused');
    const file = join(REMOTE_DIST, path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    const body =
      path === 'mf-manifest.json' && manifest
        ? JSON.stringify(manifest(parseRecord(readFileSync(file, 'utf8'))))
        : readFileSync(file);
    return route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
  });
  return requests;
}

const SHARED_FILE = /react|emotion|mui|joy|i18next|tanstack|area-sdk/i;
const isScript = (request: Request) => request.resourceType() === 'script' || /\.m?js$/.test(request.url());

test('[PLUG-02] [PLUG-03] the example area runs on the shell’s React, emotion cache, query client and SDK; no shared package comes from /remotes/; the language switch retranslates it', async ({
  page,
  context,
}) => {
  const remoteFiles = await withRemoteArea(context);
  const scripts: string[] = [];
  page.on('request', (request) => void (isScript(request) && scripts.push(new URL(request.url()).pathname)));
  const portal = new Portal(page);
  await portal.open('/customer-insights', { persona: 'admin' });
  await expect(portal.heading).toHaveText('Customer insights');
  // useQuery through the shell's one query client, the scoped client through the portal's interceptors.
  await expect(page.getByTestId('customer-insights-card')).toBeVisible();
  await expect(page).toHaveTitle(/^Customer insights · /);
  await expect(portal.navLink('Customer insights')).toHaveAttribute('aria-current', 'page');
  // One emotion cache: a second one (the area's own emotion) would add a second sheet with the default key.
  expect(await page.locator('style[data-emotion="css"]').count()).toBe(1);
  expect(remoteFiles).toContain('remoteEntry.js');
  expect(remoteFiles.filter((file) => SHARED_FILE.test(file) && !/loadShare|localSharedImportMap/.test(file))).toEqual(
    [],
  );
  expect(scripts.filter((path) => path.startsWith('/remotes/') && /react-dom|scheduler/.test(path))).toEqual([]);
  await expectNoAxeViolations(page);
  await new SettingsMenus(page).chooseLanguage('Deutsch');
  await expect(portal.heading).toHaveText('Kundeneinblicke');
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kundeneinblicke' }),
  ).toBeVisible();
});

test('[PLUG-03] a customer switch reaches the area', async ({ page, context }) => {
  await withRemoteArea(context);
  const portal = new Portal(page);
  await portal.open('/customer-insights', { persona: 'admin' });
  const card = page.getByTestId('customer-insights-card');
  const before = await portal.customer.inputValue();
  await expect(card.getByText(nameOf(before), { exact: true })).toBeVisible();
  await portal.customer.click();
  const target = page.getByRole('listbox').getByRole('option').filter({ hasNotText: before }).first();
  const label = (await target.textContent()) ?? '';
  await target.click();
  await expect(card.getByText(nameOf(label), { exact: true })).toBeVisible();
  await expect(card.getByText(nameOf(before), { exact: true })).toHaveCount(0);
});

test('[PLUG-04] an unreachable entry shows "Area unavailable" with the Retry control, and Retry loads the area', async ({
  page,
  context,
}) => {
  let unreachable = true;
  await withRemoteArea(context, { down: () => unreachable });
  const portal = new Portal(page);
  await portal.open('/customer-insights', { persona: 'admin' });
  await expect(page.getByRole('heading', { name: 'Area unavailable' })).toBeVisible();
  await expect(portal.nav).toBeVisible();
  await expectNoAxeViolations(page);
  unreachable = false;
  const retry = page.getByRole('button', { name: 'Retry Customer insights' });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('customer-insights-card')).toBeVisible();
});

test('[PLUG-04] an incompatible remote is refused with a notice; its entry is never requested', async ({
  page,
  context,
}) => {
  const remoteFiles = await withRemoteArea(context, {
    manifest: (manifest) => ({
      ...manifest,
      shared: [
        ...(Array.isArray(manifest.shared) ? manifest.shared : []),
        { name: 'react', requiredVersion: '^18.2.0', singleton: true },
      ],
    }),
  });
  const portal = new Portal(page);
  await portal.open('/customer-insights', { persona: 'admin' });
  await expect(page.getByRole('heading', { name: 'Area incompatible with this portal' })).toBeVisible();
  await expect(page.getByText(/react \^18\.2\.0 needed, the portal provides 19\./)).toBeVisible();
  expect(remoteFiles).toEqual(['mf-manifest.json']);
  await expectNoAxeViolations(page);
  await portal.openMenu();
  await page.getByRole('menuitem', { name: 'Version information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version information' });
  // The version is the example's package.json's (PLUG-09), not the federation plugin's default 1.0.0.
  await expect(dialog.getByRole('row', { name: /customer-insights 0\.1\.0 incompatible/ })).toBeVisible();
});
