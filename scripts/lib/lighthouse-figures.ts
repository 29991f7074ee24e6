/**
 * The figures `npm run perf:lighthouse` prints: read from Lighthouse results, the median of the
 * runs, and each beside its ratio to the hello-world floor (PERF-03).
 */

/** What one Lighthouse run measured. */
export type Figures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Everything transferred, in bytes. */
  totalBytes: number;
  /** JavaScript transferred, in bytes, and in how many requests. */
  jsBytes: number;
  jsRequests: number;
  /** What the page's redirects cost, as Lighthouse estimates it (0 without redirects). */
  redirectMs: number;
};

/** The part of a Lighthouse result (LHR) the figures come from. */
export type LighthouseResult = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: object }>;
};

type Script = { resourceType: 'Script'; transferSize?: number };
const isScript = (item: unknown): item is Script =>
  typeof item === 'object' && item !== null && 'resourceType' in item && item.resourceType === 'Script';

const numeric = (lhr: LighthouseResult, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`The Lighthouse result has no "${audit}" figure.`);
  return value;
};

/** The figures of one run; throws when Lighthouse reported an error or left a figure out. */
export function figuresFrom(lhr: LighthouseResult): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error('The Lighthouse result has no performance score.');
  const details = lhr.audits['network-requests']?.details;
  const requests = details && 'items' in details ? details.items : undefined;
  const scripts = Array.isArray(requests) ? requests.filter(isScript) : [];
  return {
    score: Math.round(score * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    totalBytes: numeric(lhr, 'total-byte-weight'),
    jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    // The audit is "not applicable" (no figure) when the page was not redirected.
    redirectMs: lhr.audits['redirects']?.numericValue ?? 0,
  };
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('No values.');
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs. */
export function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    totalBytes: of('totalBytes'),
    jsBytes: of('jsBytes'),
    jsRequests: of('jsRequests'),
    redirectMs: of('redirectMs'),
  };
}
