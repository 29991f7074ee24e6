import { describe, expect, it } from 'vitest';
import { figuresFrom, median, medianFigures, type Figures, type LighthouseResult } from './lighthouse-figures.ts';
import { formatTable } from './lighthouse-table.ts';

const lhr = (overrides: Partial<LighthouseResult> = {}): LighthouseResult => ({
  finalDisplayedUrl: 'http://127.0.0.1:1/pulse',
  categories: { performance: { score: 0.934 } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: 1800 },
    'total-blocking-time': { numericValue: 120 },
    'total-byte-weight': { numericValue: 300_000 },
    redirects: { numericValue: 2_300 },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', transferSize: 2_000 },
          { resourceType: 'Script', transferSize: 100_000 },
          { resourceType: 'Script', transferSize: 50_000 },
        ],
      },
    },
  },
  ...overrides,
});

const figures = (score: number, lcpMs: number, tbtMs = 0, jsBytes = 68_000): Figures => ({
  score,
  fcpMs: lcpMs,
  lcpMs,
  tbtMs,
  totalBytes: jsBytes,
  jsBytes,
  jsRequests: 1,
  redirectMs: 0,
});

describe('Lighthouse figures', () => {
  it("[PERF-03] reads score, FCP, LCP, TBT, bytes, the scripts transferred and the redirects' cost from a result", () => {
    expect(figuresFrom(lhr())).toEqual({
      score: 93,
      fcpMs: 900,
      lcpMs: 1800,
      tbtMs: 120,
      totalBytes: 300_000,
      jsBytes: 150_000,
      jsRequests: 2,
      redirectMs: 2_300,
    });
    const notRedirected = lhr();
    delete notRedirected.audits['redirects'];
    expect(figuresFrom(notRedirected).redirectMs).toBe(0);
  });

  it('[PERF-03] a run with a runtime error, no score or a missing figure is an error, not a figure', () => {
    expect(() => figuresFrom(lhr({ runtimeError: { code: 'NO_FCP', message: 'no paint' } }))).toThrow('NO_FCP');
    expect(() => figuresFrom(lhr({ categories: { performance: { score: null } } }))).toThrow('no performance score');
    const withoutLcp = lhr();
    delete withoutLcp.audits['largest-contentful-paint'];
    expect(() => figuresFrom(withoutLcp)).toThrow('largest-contentful-paint');
  });

  it('[PERF-03] medians: the middle value, the mean of the middle two, per figure', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('No values');
    expect(medianFigures([figures(90, 2000), figures(50, 6000), figures(80, 2500)])).toMatchObject({
      score: 80,
      lcpMs: 2500,
    });
  });

  it('[PERF-03] the table shows each figure with its ratio to the floor of the same form factor', () => {
    const table = formatTable(
      [
        { app: 'portal', formFactor: 'mobile', figures: figures(50, 5000, 300, 272_000), runs: 3 },
        { app: 'floor', formFactor: 'mobile', figures: figures(100, 1250, 0), runs: 3 },
        { app: 'portal', formFactor: 'desktop', figures: figures(90, 1000), runs: 3 },
      ],
      'floor',
    );
    const [, , portal, floor, desktop] = table.split('\n');
    expect(portal).toMatch(
      /^portal\s+mobile\s+3\s+50 \(×0\.5\)\s+5\.00 s \(×4\.0\)\s+5\.00 s \(×4\.0\)\s+300 ms \(×–\)/,
    );
    expect(portal).toContain('272 kB in 1 (×4.0)');
    expect(floor).not.toContain('×');
    // No desktop floor measured: no ratios rather than ratios to the mobile floor.
    expect(desktop).not.toContain('×');
  });
});
