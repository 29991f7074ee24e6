import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { packageVersion, parseRoute, parseRuns, withRetries } from './bench-options.ts';
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

  test('[PERF-04] a run that fails with a retryable error is tried again, at most the given times; others fail at once', async () => {
    class Flaky extends Error {}
    const isFlaky = (error: unknown) => error instanceof Flaky;
    const retried: string[] = [];
    let calls = 0;
    const twiceFlaky = () => (++calls <= 2 ? Promise.reject(new Flaky(`no ${calls}`)) : Promise.resolve('done'));
    expect(
      await withRetries(twiceFlaky, { attempts: 3, retryable: isFlaky, onRetry: (e) => retried.push(e.message) }),
    ).toBe('done');
    expect(retried).toEqual(['no 1', 'no 2']);

    calls = 0;
    await expect(
      withRetries(twiceFlaky, { attempts: 2, retryable: isFlaky, onRetry: () => undefined }),
    ).rejects.toThrow('no 2');
    calls = 0;
    const other = () => {
      calls++;
      return Promise.reject(new Error('broken'));
    };
    await expect(withRetries(other, { attempts: 3, retryable: isFlaky, onRetry: () => undefined })).rejects.toThrow(
      'broken',
    );
    expect(calls).toBe(1);
  });
});
