import { describe, expect, it } from 'vitest';
import {
  commonest,
  figuresFrom,
  lcpElementOf,
  LighthouseRuntimeError,
  median,
  medianFigures,
  tbtLimit,
  type Figures,
  type LighthouseResult,
} from './lighthouse-figures.ts';
import { formatTable, formatTbtClause, tableLegend } from './lighthouse-table.ts';

const lhr = (overrides: Partial<LighthouseResult> = {}): LighthouseResult => ({
  finalDisplayedUrl: 'http://127.0.0.1:1/pulse',
  categories: { performance: { score: 0.934 } },
  audits: {
    'first-contentful-paint': { numericValue: 900 },
    'largest-contentful-paint': { numericValue: 1800 },
    'total-blocking-time': { numericValue: 120 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
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
  cls: 0,
  totalBytes: jsBytes,
  jsBytes,
  jsRequests: 1,
  redirectMs: 0,
});

const row = (app: string, formFactor: 'mobile' | 'desktop', measured: Figures, lcpElement = 'h1 "Hello"') => ({
  app,
  formFactor,
  figures: measured,
  runs: 3,
  lcpElement,
});

describe('Lighthouse figures', () => {
  it("[PERF-03] reads score, FCP, LCP, TBT, CLS, bytes, the scripts transferred and the redirects' cost from a result", () => {
    expect(figuresFrom(lhr())).toEqual({
      score: 93,
      fcpMs: 900,
      lcpMs: 1800,
      tbtMs: 120,
      cls: 0.0123,
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
    expect(() => figuresFrom(lhr({ runtimeError: { code: 'NO_NAVSTART', message: 'no trace' } }))).toThrow(
      LighthouseRuntimeError,
    );
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

  it('[PERF-04] the LCP element: the last step of its selector and its text, from the insight or the older audit', () => {
    const node = {
      type: 'node',
      selector: 'div#root > div.MuiBox-root > main.MuiBox-root > p.MuiTypography-root',
      nodeLabel: 'Version and reachability of every backend service, with a text longer than fifty characters',
      snippet: '<p class="MuiTypography-root">',
    };
    const subparts = { type: 'table', headings: [], items: [{ subpart: 'timeToFirstByte', duration: 20 }] };
    const insight = lhr();
    insight.audits['lcp-breakdown-insight'] = { details: { type: 'list', items: [subparts, node] } };
    expect(lcpElementOf(insight)).toBe('p.MuiTypography-root "Version and reachability of every backend service…"');
    const older = lhr();
    older.audits['largest-contentful-paint-element'] = {
      details: {
        type: 'list',
        items: [{ type: 'table', items: [{ node: { ...node, nodeLabel: 'Platform\n  status' } }] }],
      },
    };
    expect(lcpElementOf(older)).toBe('p.MuiTypography-root "Platform status"');
    expect(lcpElementOf(lhr())).toBe('none');
  });

  it("[PERF-04] the runs' LCP element: the commonest, saying how many runs had it when they differ", () => {
    expect(commonest(['h1', 'h1', 'h1'])).toBe('h1');
    expect(commonest(['h1', 'div.alert', 'h1'])).toBe('h1 (2 of 3 runs)');
    expect(() => commonest([])).toThrow('No values');
  });

  it('[PERF-03][PERF-04] the table: each figure against both floors of the same form factor, CLS and the LCP element', () => {
    const table = formatTable(
      [
        row(
          'portal',
          'mobile',
          { ...figures(62, 5000, 300, 272_000), cls: 0.0456 },
          'div.MuiAlert-root "This portal…"',
        ),
        row('hello', 'mobile', figures(100, 1250, 0)),
        row('joy', 'mobile', figures(95, 2500, 150, 104_000)),
        row('portal', 'desktop', figures(90, 1000)),
        row('joy', 'desktop', figures(100, 500)),
      ],
      ['hello', 'joy'],
    );
    const [header, , portal, hello, joy, desktop] = table.split('\n');
    expect(header).toMatch(
      /^app\s+form factor\s+runs\s+score\s+FCP\s+LCP\s+TBT\s+CLS\s+bytes\s+JS\s+redirects\s+LCP element$/,
    );
    expect(portal).toMatch(
      /^portal\s+mobile\s+3\s+62 \(−38, −33\)\s+5\.00 s \(×4\.0, ×2\.0\)\s+5\.00 s \(×4\.0, ×2\.0\)\s+300 ms \(×–, ×2\.0\)\s+0\.046\s/,
    );
    expect(portal).toContain('272 kB in 1 (×4.0, ×2.6)');
    expect(portal).toMatch(/div\.MuiAlert-root "This portal…"$/);
    // The floors are not compared with each other.
    expect(hello).not.toContain('×');
    expect(joy).not.toContain('×');
    // Only the Joy page measured on desktop: one comparison, never with the other form factor's floor.
    expect(desktop).toMatch(/^portal\s+desktop\s+3\s+90 \(−10\)\s+1\.00 s \(×2\.0\)/);
    expect(tableLegend(['hello', 'joy'])).toContain('against hello, then joy');
  });
});

describe("PERF-04's TBT clause", () => {
  it('[PERF-04] the limit: 300 ms, or 1.25× the work-matched floor’s TBT where that is higher; 300 ms without the floor', () => {
    expect(tbtLimit(200)).toEqual({ limitMs: 300, fromFloor: false });
    expect(tbtLimit(240)).toEqual({ limitMs: 300, fromFloor: false }); // 1.25 × 240 = 300: not higher
    expect(tbtLimit(568)).toEqual({ limitMs: 710, fromFloor: true });
    expect(tbtLimit(undefined)).toEqual({ limitMs: 300, fromFloor: false });
    expect(tbtLimit(0)).toEqual({ limitMs: 300, fromFloor: false });
  });

  const floors = ['joy', 'work'];

  it("[PERF-04] every build's mobile TBT against the run's limit, the limit printed with where it came from", () => {
    const text = formatTbtClause(
      [
        row('production', 'mobile', figures(84, 1200, 652)),
        row('mock build', 'mobile', figures(83, 1200, 760)),
        row('production', 'desktop', figures(100, 500, 900)),
        row('joy', 'mobile', figures(85, 1370, 568)),
        row('work', 'mobile', figures(80, 1300, 568)),
        row('work', 'desktop', figures(100, 500, 0)),
      ],
      'work',
      floors,
    );
    expect(text.split('\n')).toEqual([
      "TBT limit (mobile): 710 ms: 1.25 × the work's 568 ms, higher than 300 ms.",
      '  production: TBT 652 ms, within it (58 ms to spare)',
      '  mock build: TBT 760 ms, over the limit by 50 ms',
    ]);
  });

  it('[PERF-04] a work-matched floor under 240 ms, or none in the run: the fixed 300 ms, said so', () => {
    const low = formatTbtClause(
      [row('production', 'mobile', figures(95, 1200, 320)), row('work', 'mobile', figures(98, 1000, 100))],
      'work',
      floors,
    );
    expect(low).toContain("TBT limit (mobile): 300 ms: higher than 1.25 × the work's 100 ms (125 ms).");
    expect(low).toContain('  production: TBT 320 ms, over the limit by 20 ms');
    const none = formatTbtClause([row('production', 'mobile', figures(95, 1200, 300))], 'work', floors);
    expect(none).toContain('TBT limit (mobile): 300 ms (no work in this run).');
    expect(none).toContain('  production: TBT 300 ms, within it (0 ms to spare)');
  });
});
