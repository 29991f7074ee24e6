/**
 * The package carries the usage manifest and the contracts of the portal release it is built from
 * (CON-11): the committed manifest is what src/ derives today, and the package's version is the
 * portal's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { deriveManifest, PORTAL_ROOT } from './derive-usage.ts';
import { manifestText } from './manifest-text.ts';
import { CLIENT_OPERATIONS } from './portal-client.ts';
import { loadOurSpecs } from './specs.ts';
import { bundledManifest } from './usage.ts';
import { PACKAGE_VERSION } from './version.ts';

const PACKAGE_DIR = join(PORTAL_ROOT, 'packages', 'contract-tools');

test('[CON-11] usage-manifest.json is what the portal source derives (stale: npm run build -w @portal/contract-tools)', async () => {
  const committed = readFileSync(join(PACKAGE_DIR, 'usage-manifest.json'), 'utf8');
  expect(committed, 'usage-manifest.json is stale: run npm run build -w @portal/contract-tools and commit it').toBe(
    manifestText(await deriveManifest()),
  );
  expect(bundledManifest()).toEqual(JSON.parse(committed));
});

test("[CON-11] the package's version is the portal's", () => {
  const portal: unknown = JSON.parse(readFileSync(join(PORTAL_ROOT, 'package.json'), 'utf8'));
  expect(portal).toMatchObject({ version: PACKAGE_VERSION });
});

test("[CON-11] every operation of the contracts has the portal's client function and strict response schema", async () => {
  const operationIds = (await loadOurSpecs()).flatMap((spec) =>
    spec.operations.map((operation) => operation.operationId),
  );
  expect(Object.keys(CLIENT_OPERATIONS).toSorted()).toEqual(operationIds.toSorted());
  for (const { call, response } of Object.values(CLIENT_OPERATIONS)) {
    expect(call).toBeTypeOf('function');
    expect(response.safeParse).toBeTypeOf('function');
  }
});
