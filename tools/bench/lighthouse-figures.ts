/**
 * The figures `npm run perf:lighthouse` prints: read from Lighthouse results, the median of the
 * runs, and each beside its ratio to the floors (PERF-03, PERF-04).
 */

/** What one Lighthouse run measured. */
export type Figures = {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Cumulative layout shift (unitless). */
  cls: number;
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

/** Lighthouse's own failure in one run (e.g. NO_NAVSTART, its trace missed the load): worth another try. */
export class LighthouseRuntimeError extends Error {}

/** The figures of one run; throws when Lighthouse reported an error or left a figure out. */
export function figuresFrom(lhr: LighthouseResult): Figures {
  if (lhr.runtimeError)
    throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
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
    cls: numeric(lhr, 'cumulative-layout-shift'),
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

/** A difference, rounded, with its sign: `+3`, `−1,200`, `±0`. */
export function signed(difference: number): string {
  const rounded = Math.round(difference);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '±';
  return `${sign}${Math.abs(rounded).toLocaleString('en')}`;
}

/** A figure as a multiple of a floor's: `×2.1`; a floor of 0 (its TBT, say) has none: `×–` (`×1.0` for 0 too). */
export function ratio(value: number, floor: number): string {
  if (floor === 0) return value === 0 ? '×1.0' : '×–';
  return `×${(value / floor).toFixed(1)}`;
}

/** PERF-04's TBT clause: at most 300 ms, or 1.25× the work-matched floor's TBT of the same run where that is higher. */
export const TBT_CLAUSE = { limitMs: 300, floorFactor: 1.25 } as const;

/**
 * The TBT limit PERF-04 sets for a run, and what it came from: the fixed 300 ms, or 1.25× the
 * work-matched floor's median TBT of the same run (and form factor) when that is higher; 300 ms when
 * the run measured no work-matched floor (`undefined`).
 */
export function tbtLimit(workFloorTbtMs: number | undefined): { limitMs: number; fromFloor: boolean } {
  const scaled = workFloorTbtMs === undefined ? 0 : workFloorTbtMs * TBT_CLAUSE.floorFactor;
  return scaled > TBT_CLAUSE.limitMs
    ? { limitMs: scaled, fromFloor: true }
    : { limitMs: TBT_CLAUSE.limitMs, fromFloor: false };
}

/** Each figure's median over the runs. */
export function medianFigures(runs: Figures[]): Figures {
  const of = (key: keyof Figures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    totalBytes: of('totalBytes'),
    jsBytes: of('jsBytes'),
    jsRequests: of('jsRequests'),
    redirectMs: of('redirectMs'),
  };
}

/** The largest contentful paint's element as Lighthouse reports it (a node item of an audit's details). */
type NodeItem = { type: 'node'; selector?: string; nodeLabel?: string; snippet?: string };
const isNodeItem = (value: unknown): value is NodeItem =>
  typeof value === 'object' && value !== null && 'type' in value && value.type === 'node';

/** The first node item anywhere in an audit's details (lists hold tables, tables hold items). */
function findNode(value: unknown): NodeItem | undefined {
  if (isNodeItem(value)) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

const shorten = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * The LCP element of a run, short: the last step of its selector and its text, e.g.
 * `p.MuiTypography-root "Version and reachability of every…"`. Lighthouse 13 reports it in the
 * `lcp-breakdown-insight` audit (which replaced `largest-contentful-paint-element`; both are read).
 * "none" when the run has no LCP element (an error page without content, say).
 */
export function lcpElementOf(lhr: LighthouseResult): string {
  const node =
    findNode(lhr.audits['lcp-breakdown-insight']?.details) ??
    findNode(lhr.audits['largest-contentful-paint-element']?.details);
  if (!node) return 'none';
  const selector = node.selector?.split('>').at(-1)?.trim() ?? node.snippet ?? '?';
  const label = node.nodeLabel?.replaceAll(/\s+/g, ' ').trim();
  return label ? `${shorten(selector, 40)} "${shorten(label, 50)}"` : shorten(selector, 40);
}

/** The most frequent of the runs' values, with how many runs had it when they differ. */
export function commonest(values: string[]): string {
  if (values.length === 0) throw new Error('No values.');
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const [value, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  return count === values.length ? value : `${value} (${count} of ${values.length} runs)`;
}
