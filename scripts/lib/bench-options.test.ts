import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packageVersion, parseRoute, parseRuns } from './bench-options.ts';
import { dataOnScreenFor, ROUTE_DATA } from './data-on-screen.ts';

describe('benchmark options', () => {
  test('[PERF-04] --route takes a path on the portal; anything else is refused with a message', () => {
    expect(parseRoute('/customers')).toBe('/customers');
    for (const bad of ['customers', '//evil.example/x', 'http://x/pulse', '/a b'])
      expect(() => parseRoute(bad)).toThrow(`--route takes a path on the portal such as /pulse, got "${bad}".`);
  });

  test('[PERF-03] --runs is a positive whole number', () => {
    expect(parseRuns('5')).toBe(5);
    for (const bad of ['0', '-1', '2.5', 'many'])
      expect(() => parseRuns(bad)).toThrow(`--runs must be a positive integer, got "${bad}".`);
  });

  test("[PERF-04] the portal's version, a readable major.minor.patch; the floors' packages as installed", () => {
    const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as unknown;
    expect(manifest).toMatchObject({
      version: packageVersion(),
      dependencies: { '@mui/joy': packageVersion('@mui/joy') },
    });
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(() => packageVersion('no-such-package')).toThrow('no-such-package/package.json');
  });

  test("[PERF-09] the data on screen: the route's own, a --data selector, or a message naming both ways", () => {
    expect(dataOnScreenFor('/pulse', undefined)).toBe(ROUTE_DATA['/pulse']);
    expect(dataOnScreenFor('/pulse', undefined)).toMatchObject({ count: 7, absent: 'main [aria-busy="true"]' });
    expect(dataOnScreenFor('/products', 'main table tbody tr')).toEqual({
      description: '"main table tbody tr"',
      selector: 'main table tbody tr',
      count: 1,
      absent: 'main [aria-busy="true"]',
    });
    expect(() => dataOnScreenFor('/products', undefined)).toThrow(
      /does not know when \/products's data is on screen: pass --data CSS_SELECTOR, or add the route .* \(known: \/pulse, \/customers\)/,
    );
  });
});
