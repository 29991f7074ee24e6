/**
 * Screenshots of the mock build for looking at the product (not a test): `npm run screenshots`
 * after `npm run build:mock`. Writes reports/screenshots/<name>.png. Extra args filter by name.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium, withMockPreview } from './lib/mock-preview.ts';

// Honours E2E_PORT_OFFSET, so two checkouts can take screenshots side by side.
const PORT = 4799 + Number(process.env.E2E_PORT_OFFSET ?? 0);
type Shot = { name: string; path: string; scheme?: 'light' | 'dark'; locale?: string; width?: number };

const SHOTS: Shot[] = [
  { name: 'pulse-admin', path: '/pulse?persona=admin&scenario=none' },
  { name: 'pulse-admin-dark', path: '/pulse?persona=admin&scenario=none', scheme: 'dark' },
  { name: 'environments-customer-user', path: '/environments?persona=customer-user&scenario=none' },
  { name: 'no-access-no-roles', path: '/installation-metrics?persona=no-roles&scenario=none' },
  { name: 'download-center-no-roles-de', path: '/download-center?persona=no-roles&scenario=none', locale: 'de-DE' },
  { name: 'customers-admin', path: '/customers?persona=admin&scenario=none' },
  { name: 'customers-admin-dark', path: '/customers?persona=admin&scenario=none', scheme: 'dark' },
  { name: 'documentation-admin', path: '/documentation?persona=admin&scenario=none' },
  { name: 'customers-admin-phone', path: '/customers?persona=admin&scenario=none', width: 390 },
  { name: 'pulse-admin-phone-dark', path: '/pulse?persona=admin&scenario=none', scheme: 'dark', width: 390 },
  { name: 'customers-admin-tablet', path: '/customers?persona=admin&scenario=none', width: 768 },
  { name: 'pulse-outage-dark', path: '/pulse?persona=admin&scenario=service-info-partial-outage', scheme: 'dark' },
];

const filter = process.argv.slice(2);
await withMockPreview(PORT, async (base) => {
  mkdirSync('reports/screenshots', { recursive: true });
  const browser = await launchChromium();
  for (const shot of SHOTS.filter((s) => filter.length === 0 || filter.some((f) => s.name.includes(f)))) {
    const context = await browser.newContext({
      viewport: { width: shot.width ?? 1366, height: 800 },
      colorScheme: shot.scheme ?? 'light',
      locale: shot.locale ?? 'en-US',
    });
    const page = await context.newPage();
    await page.goto(`${base}${shot.path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `reports/screenshots/${shot.name}.png` });
    console.log(`reports/screenshots/${shot.name}.png`);
    await context.close();
  }
  await browser.close();
});
