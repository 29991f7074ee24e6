/**
 * OBS-05: real users' speed of the load. web-vitals (its attribution build) measures LCP, INP, CLS,
 * FCP and TTFB of the document's load; each value goes out with the route template of the load's URL
 * and what explains it: the LCP element and its phases, the INP target, its phases and longest
 * script, the CLS's largest shift. CLS and INP count while the load's route is shown: a route change
 * ends them, and measures its own (route-vitals.ts).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { whenIdle } from '@/utils/when-idle';

export type VitalAttributes = Record<string, string | number>;

/** How a vital is told to the records: its name, the path it was measured for, its attributes. */
export type VitalSink = (vital: { pathname: string | undefined; attributes: VitalAttributes }) => void;

const pathOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url, window.location.href).pathname;
  } catch {
    return undefined;
  }
};

const round = (value: number) => Math.round(value * 1000) / 1000;

/** What web-vitals' attribution says of a metric, flat, with OpenTelemetry-style names. */
export function attributionOf(metric: MetricWithAttribution): VitalAttributes {
  const out: VitalAttributes = {};
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '')
      out[`web_vital.${metric.name.toLowerCase()}.${key}`] = typeof value === 'number' ? round(value) : value;
  };
  switch (metric.name) {
    case 'LCP':
      put('element', metric.attribution.target);
      put('url', metric.attribution.url);
      put('time_to_first_byte', metric.attribution.timeToFirstByte);
      put('resource_load_delay', metric.attribution.resourceLoadDelay);
      put('resource_load_duration', metric.attribution.resourceLoadDuration);
      put('element_render_delay', metric.attribution.elementRenderDelay);
      break;
    case 'INP':
      put('target', metric.attribution.interactionTarget);
      put('interaction_type', metric.attribution.interactionType);
      put('input_delay', metric.attribution.inputDelay);
      put('processing_duration', metric.attribution.processingDuration);
      put('presentation_delay', metric.attribution.presentationDelay);
      put('load_state', metric.attribution.loadState);
      put('longest_script.url', metric.attribution.longestScript?.entry.sourceURL);
      put('longest_script.subpart', metric.attribution.longestScript?.subpart);
      put('longest_script.duration', metric.attribution.longestScript?.intersectingDuration);
      break;
    case 'CLS':
      put('target', metric.attribution.largestShiftTarget);
      put('largest_shift_value', metric.attribution.largestShiftValue);
      put('load_state', metric.attribution.loadState);
      break;
    case 'FCP':
      put('time_to_first_byte', metric.attribution.timeToFirstByte);
      put('first_byte_to_fcp', metric.attribution.firstByteToFCP);
      put('load_state', metric.attribution.loadState);
      break;
    case 'TTFB':
      put('waiting_duration', metric.attribution.waitingDuration);
      put('cache_duration', metric.attribution.cacheDuration);
      put('dns_duration', metric.attribution.dnsDuration);
      put('connection_duration', metric.attribution.connectionDuration);
      put('request_duration', metric.attribution.requestDuration);
      break;
  }
  return out;
}

/** The path the document was loaded at (its navigation entry's URL), else the current one. */
export function loadPathname(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return pathOf(entry?.name) ?? window.location.pathname;
}

/** The record of one metric of the load: value, rating, navigation type, attribution. */
export function vitalOf(
  metric: MetricWithAttribution,
  pathname = loadPathname(),
): { pathname: string | undefined; attributes: VitalAttributes } {
  return {
    pathname: pathOf(metric.navigationURL) ?? pathname,
    attributes: {
      'web_vital.name': metric.name,
      'web_vital.value': round(metric.value),
      'web_vital.delta': round(metric.delta),
      'web_vital.rating': metric.rating,
      'web_vital.id': metric.id,
      'web_vital.navigation_type': metric.navigationType,
      ...attributionOf(metric),
    },
  };
}

/** How long after the load's route ends its last interaction may still be measured (Event Timing reports late). */
export const LATE_ENTRIES_MS = 1000;

/**
 * Runs `end` once a route's late entries are in: {@link LATE_ENTRIES_MS} after the route ended, and
 * then when the page is next idle. Event Timing reports an interaction after its next paint, and
 * web-vitals handles what it observes in an idle callback: on a busy page both come later than a
 * second, and the idle callback queued after theirs runs after them.
 */
export function afterLateEntries(end: () => void): void {
  setTimeout(() => whenIdle(end), LATE_ENTRIES_MS);
}

export type LoadVitals = {
  /**
   * The router showed `pathname` at `at` (performance time). The first route other than the one
   * shown when measuring started ends the load (the router tells its route again on every render of
   * it): its CLS and INP are told a moment later (the interaction that changed the route is reported
   * after it), and no longer change.
   */
  routeShown(pathname: string, at: number): void;
  /** The page is hidden: the load's CLS and INP as they stand now. */
  flush(): void;
};

/** Starts the five measurements of the load; LCP, FCP and TTFB report once, CLS and INP at the end. */
export function startVitals(sink: VitalSink, shownPathname = window.location.pathname): LoadVitals {
  const pathname = loadPathname();
  let open = true;
  let endsAt = Infinity;
  const latest = new Map<string, MetricWithAttribution>();
  const report = (metric: MetricWithAttribution) => {
    try {
      sink(vitalOf(metric, pathname));
    } catch {
      // OBS-08: never throws.
    }
  };
  let toldInp = false;
  const keep = (metric: MetricWithAttribution) => {
    // An interaction on the next route is that route's (route-vitals.ts), not the load's.
    if (metric.name === 'INP' && (metric.attribution.interactionTime ?? 0) >= endsAt) return;
    if (open) latest.set(metric.name, metric);
    // Reported after the end (a very busy page): the load's interaction still counts, once.
    else if (metric.name === 'INP' && !toldInp) tell(metric);
  };
  const tell = (...metrics: MetricWithAttribution[]) => {
    for (const metric of metrics) {
      toldInp ||= metric.name === 'INP';
      report(metric);
    }
  };
  const tellLatest = () => {
    tell(...latest.values());
    latest.clear();
  };
  onLCP(report);
  onFCP(report);
  onTTFB(report);
  onCLS(keep, { reportAllChanges: true });
  onINP(keep, { reportAllChanges: true });
  const endLoad = (at: number) => {
    if (endsAt !== Infinity) return;
    endsAt = at;
    afterLateEntries(() => {
      tellLatest();
      open = false;
    });
  };
  return {
    routeShown(shown, at) {
      if (shown !== shownPathname) endLoad(at);
    },
    flush: tellLatest,
  };
}
