import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AREA_TEAM_PORTS } from '../../../tools/testing/ports.ts';
import { areaEntry, areaPath } from './area-entry.ts';
import { createDevServer, EVENTS_PATH, RELOAD_SCRIPT_PATH, type DevServer } from './server.ts';

const AREA = {
  id: 'fleet-health',
  module: './Area',
  apiPrefixes: ['/fleet'],
  area: {
    path: '/fleet-health',
    roles: ['admin'],
    customerScoped: true,
    icon: 'customers',
    title: { en: 'Fleet', de: 'Flotte' },
  },
};
const base = `http://127.0.0.1:${AREA_TEAM_PORTS.devPortalTest}`;
const dir = mkdtempSync(join(tmpdir(), 'dev-portal-'));
let dev: DevServer;

beforeAll(async () => {
  mkdirSync(join(dir, 'portal/assets'), { recursive: true });
  mkdirSync(join(dir, 'area/assets'), { recursive: true });
  writeFileSync(join(dir, 'portal/index.html'), '<html><head><title>Portal</title></head><body></body></html>');
  writeFileSync(
    join(dir, 'portal/config.json'),
    JSON.stringify({ stage: 'mock', remoteAreas: [{ id: 'customer-insights' }] }),
  );
  writeFileSync(join(dir, 'portal/assets/app.js'), 'export {};');
  writeFileSync(join(dir, 'area/mf-manifest.json'), '{"id":"fleet_health"}');
  writeFileSync(join(dir, 'secret.txt'), 'not served');
  dev = createDevServer({
    portalDir: join(dir, 'portal'),
    areaDir: join(dir, 'area'),
    entry: areaEntry(JSON.stringify(AREA)),
  });
  await dev.listen(AREA_TEAM_PORTS.devPortalTest, '127.0.0.1');
});
afterAll(async () => {
  await dev.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the dev portal server', () => {
  test('[PLUG-10] the portal’s config declares the project’s area (and only it) at /remotes/<id>/', async () => {
    const config = await (await fetch(`${base}/config.json`)).json();
    expect(config).toEqual({
      stage: 'mock',
      remoteAreas: [{ ...AREA, entry: '/remotes/fleet-health/mf-manifest.json' }],
    });
    expect(await (await fetch(`${base}/remotes/fleet-health/mf-manifest.json`)).text()).toBe('{"id":"fleet_health"}');
    expect((await fetch(`${base}/remotes/fleet-health/%2e%2e/%2e%2e/secret.txt`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/fleet-health/assets/missing.js`)).status).toBe(404);
    expect(await (await fetch(`${base}/assets/app.js`)).text()).toBe('export {};');
  });

  test('[PLUG-10] every page of the portal loads the reload script, which reloads on the server’s word', async () => {
    for (const path of ['/', '/fleet-health', '/fleet-health/details/7']) {
      const html = await (await fetch(`${base}${path}`)).text();
      expect(html, path).toContain(`<script type="module" src="${RELOAD_SCRIPT_PATH}"></script></head>`);
    }
    const script = await fetch(`${base}${RELOAD_SCRIPT_PATH}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain("addEventListener('rebuilt', () => location.reload())");
  });

  test('[PLUG-10] reload() tells each open page, over server-sent events', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const req = request(`${base}${EVENTS_PATH}`, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes(': connected')) dev.reload();
          if (text.includes('event: rebuilt')) {
            req.destroy();
            resolve(text);
          }
        });
      });
      req.on('error', reject);
      req.end();
    });
    expect(received).toMatch(/event: rebuilt\ndata: \{\}\n\n/);
  });

  test('[PLUG-10] area.json mistakes are one line naming the key', () => {
    expect(() => areaEntry('{')).toThrow(/^area.json is not JSON/);
    expect(() => areaEntry('[]')).toThrow(/must hold an object/);
    expect(() => areaEntry(JSON.stringify({ ...AREA, id: 'Fleet' }))).toThrow(/"id" must match/);
    expect(() => areaEntry(JSON.stringify({ ...AREA, apiPrefixes: '/fleet' }))).toThrow(/"apiPrefixes" must be a list/);
    expect(() => areaEntry(JSON.stringify({ ...AREA, route: 'environments' }))).toThrow(/exactly one of "area"/);
    expect(areaPath(areaEntry(JSON.stringify(AREA)))).toBe('/fleet-health');
    const { area: _, ...binding } = AREA;
    expect(areaPath(areaEntry(JSON.stringify({ ...binding, route: 'environments' })))).toBe('/environments');
  });
});
