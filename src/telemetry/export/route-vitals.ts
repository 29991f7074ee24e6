/**
 * OBS-05: the vitals of a route change, measured by the portal itself. Browsers report vitals for a
 * document's load; a route change of a single-page application is no load, and Chromium's
 * soft-navigation heuristics recognised the portal's route changes only now and then (React renders
 * them in transitions, an area's code arrives by network), other engines not at all. The portal knows
 * each route change exactly (the router tells it, telemetry.ts `watchRoutes`), so it measures them the
 * way web-vitals measures soft navigations, in every engine:
 * - the start is the input that led to the change (a click, a key, back or forward), if it came
 *   within a second before it, else the change itself;
 * - TTFB is 0 (no document is requested; web-vitals reports soft navigations the same);
 * - FCP is the first frame painted after the new route's page is in the document;
 * - LCP is the frame in which the route's content last changed before it settled (nothing changed
 *   for a second, the user acted, or ten seconds passed): the time its data is on screen;
 * - CLS and INP are the layout shifts and the slowest interaction while the route was shown (where the
 *   engine reports them: Layout Instability, Event Timing), told a second after the next route
 *   starts (the interaction that left the route is reported after it) or when the page is hidden.
 */
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals/attribution';
import { afterLateEntries, type VitalAttributes, type VitalSink } from './vitals';

/** How long the route's content must stay unchanged to count as settled. */
export const SETTLE_MS = 1000;
/** The latest a route's LCP is taken. */
export const LCP_LIMIT_MS = 10_000;
/** An input this long before the change started it. */
const INPUT_WINDOW_MS = 1000;

type Name = 'TTFB' | 'FCP' | 'LCP' | 'CLS' | 'INP';
const THRESHOLDS: Record<Name, readonly number[]> = {
  TTFB: TTFBThresholds,
  FCP: FCPThresholds,
  LCP: LCPThresholds,
  CLS: CLSThresholds,
  INP: INPThresholds,
};

const rating = (name: Name, value: number) =>
  value <= THRESHOLDS[name][0]! ? 'good' : value <= THRESHOLDS[name][1]! ? 'needs-improvement' : 'poor';
const round = (value: number) => Math.round(value * 1000) / 1000;

/** A short CSS-like path of an element (as web-vitals' attribution names targets): tag, id, first class. */
export function selectorOf(node: Node | null | undefined): string | undefined {
  const parts: string[] = [];
  let element = node instanceof Element ? node : node?.parentElement;
  while (element && element !== document.body && parts.length < 5) {
    const id = element.id ? `#${element.id}` : '';
    const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
    parts.unshift(`${element.localName}${id}${className ? `.${className}` : ''}`);
    if (id) break;
    element = element.parentElement;
  }
  return parts.length > 0 ? parts.join('>') : undefined;
}

type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources?: { node?: Node | null }[];
};
type EventTiming = PerformanceEntry & {
  interactionId?: number;
  processingStart: number;
  processingEnd: number;
  target?: Node | null;
};
const isLayoutShift = (entry: PerformanceEntry): entry is LayoutShift => 'hadRecentInput' in entry && 'value' in entry;
const isEventTiming = (entry: PerformanceEntry): entry is EventTiming => 'processingStart' in entry;

/** An interaction as measured: Event Timing's entry where the engine has one (16 ms and longer), else input to next paint. */
type Interaction = {
  startTime: number;
  duration: number;
  name: string;
  target?: Node | null;
  processingStart?: number;
  processingEnd?: number;
};

type Route = {
  id: number;
  pathname: string;
  start: number;
  /** When the next route started (performance time); Infinity while it is shown. */
  endsAt: number;
  ended: boolean;
  lastChange: number;
  lastChanged?: Node;
  settled: boolean;
  cls: { value: number; session: number; sessionStart: number; last: number; target?: string; largest: number };
  inp?: Interaction;
};

export type RouteVitals = {
  /** The router shows `pathname` (a route change unless it is the one shown). */
  routeShown(pathname: string): void;
  /** Tells what the route shown so far measured (the page is hidden). */
  flush(): void;
  stop(): void;
};

/**
 * Starts measuring route changes; `firstPathname` is the load's route, which web-vitals measures.
 * `now` and `frame` (what runs after the next paint) for tests.
 */
export function startRouteVitals(
  sink: VitalSink,
  firstPathname: string,
  options: { now?: () => number; afterPaint?: (run: () => void) => void } = {},
): RouteVitals {
  const now = options.now ?? (() => performance.now());
  const afterPaint = options.afterPaint ?? ((run: () => void) => requestAnimationFrame(() => setTimeout(run, 0)));
  let shown = firstPathname;
  let route: Route | undefined;
  /** Routes that ended a moment ago: the interaction that ended one is reported after it (Event Timing). */
  let ending: Route[] = [];
  let count = 0;
  let lastInput = -Infinity;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;

  const emit = (current: Route, name: Name, value: number, attribution: VitalAttributes = {}) =>
    sink({
      pathname: current.pathname,
      attributes: {
        'web_vital.name': name,
        'web_vital.value': round(value),
        'web_vital.delta': round(value),
        'web_vital.rating': rating(name, value),
        'web_vital.id': `route-${current.id}-${name}`,
        'web_vital.navigation_type': 'route-change',
        ...attribution,
      },
    });

  const settle = (current: Route) => {
    if (current.settled) return;
    current.settled = true;
    clearTimeout(settleTimer);
    const element = selectorOf(current.lastChanged);
    emit(current, 'LCP', current.lastChange - current.start, element ? { 'web_vital.lcp.element': element } : {});
  };

  const end = (current: Route) => {
    if (current.ended) return;
    current.ended = true;
    settle(current);
    emit(current, 'CLS', Math.max(current.cls.value, current.cls.session), {
      ...(current.cls.target ? { 'web_vital.cls.target': current.cls.target } : {}),
      'web_vital.cls.largest_shift_value': round(current.cls.largest),
    });
    const inp = current.inp;
    if (inp)
      emit(current, 'INP', inp.duration, {
        ...(selectorOf(inp.target) ? { 'web_vital.inp.target': selectorOf(inp.target)! } : {}),
        'web_vital.inp.interaction_type': inp.name.startsWith('key') ? 'keyboard' : 'pointer',
        ...(inp.processingStart === undefined || inp.processingEnd === undefined
          ? {}
          : {
              'web_vital.inp.input_delay': round(inp.processingStart - inp.startTime),
              'web_vital.inp.processing_duration': round(inp.processingEnd - inp.processingStart),
              'web_vital.inp.presentation_delay': round(inp.startTime + inp.duration - inp.processingEnd),
            }),
      });
  };

  /**
   * The route shown when `time` passed; a route that ended a moment ago keeps its last interactions,
   * the one that ended it included (an input at a route's start is the previous route's).
   */
  const routeAt = (time: number) =>
    [route, ...ending].find(
      (candidate) => candidate && !candidate.ended && time > candidate.start && time <= candidate.endsAt,
    );
  const interacted = (interaction: Interaction) => {
    const owner = routeAt(interaction.startTime);
    if (owner && (!owner.inp || interaction.duration > owner.inp.duration)) owner.inp = interaction;
  };

  const onInput = (event: Event) => {
    lastInput = event.timeStamp;
    if (route && !route.settled) settle(route);
    if (event.type === 'popstate' || event.type === 'click') return;
    const { timeStamp: startTime, type: name, target } = event;
    const node = target instanceof Node ? target : null;
    afterPaint(() => interacted({ startTime, duration: now() - startTime, name, target: node }));
  };
  const inputs = ['pointerdown', 'keydown', 'click', 'popstate'] as const;
  for (const type of inputs) window.addEventListener(type, onInput, { capture: true, passive: true });

  const mutations = new MutationObserver((records) => {
    const current = route;
    if (!current || current.settled) return;
    const changed = records.at(-1)?.target;
    afterPaint(() => {
      if (current.settled) return;
      current.lastChange = now();
      current.lastChanged = changed;
    });
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => settle(current), SETTLE_MS);
  });
  mutations.observe(document.getElementById('content') ?? document.body, {
    childList: true,
    subtree: true,
    characterData: true,
  });

  const observers: PerformanceObserver[] = [];
  const observe = (type: string, take: (entry: PerformanceEntry) => void) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
    const observer = new PerformanceObserver((list) => list.getEntries().forEach(take));
    // Event Timing's smallest threshold (16 ms); shorter interactions are measured from input to paint.
    const init: PerformanceObserverInit & { durationThreshold?: number } = { type, buffered: false };
    if (type === 'event') init.durationThreshold = 16;
    observer.observe(init);
    observers.push(observer);
  };
  observe('layout-shift', (shift) => {
    const cls = route?.cls;
    if (!cls || !isLayoutShift(shift) || shift.hadRecentInput) return;
    // Session windows as CLS defines them: shifts less than 1 s apart, a window at most 5 s long.
    if (shift.startTime - cls.last > 1000 || shift.startTime - cls.sessionStart > 5000) {
      cls.value = Math.max(cls.value, cls.session);
      cls.session = 0;
      cls.sessionStart = shift.startTime;
    }
    cls.session += shift.value;
    cls.last = shift.startTime;
    if (shift.value > cls.largest) {
      cls.largest = shift.value;
      cls.target = selectorOf(shift.sources?.find((source) => source.node)?.node);
    }
  });
  observe('event', (timing) => {
    if (isEventTiming(timing) && timing.interactionId) interacted(timing);
  });

  return {
    routeShown(pathname) {
      if (pathname === shown) return;
      shown = pathname;
      const at = now();
      const start = at - lastInput <= INPUT_WINDOW_MS ? lastInput : at;
      const previous = route;
      if (previous) {
        previous.endsAt = start;
        settle(previous);
        ending.push(previous);
        afterLateEntries(() => {
          end(previous);
          ending = ending.filter((candidate) => candidate !== previous);
        });
      }
      const current: Route = {
        id: (count += 1),
        pathname,
        start,
        endsAt: Infinity,
        ended: false,
        lastChange: at,
        settled: false,
        cls: { value: 0, session: 0, sessionStart: -Infinity, last: -Infinity, largest: 0 },
      };
      route = current;
      emit(current, 'TTFB', 0);
      afterPaint(() => {
        const painted = now();
        current.lastChange = Math.max(current.lastChange, painted);
        emit(current, 'FCP', painted - current.start);
      });
      clearTimeout(settleTimer);
      settleTimer = setTimeout(() => settle(current), SETTLE_MS);
      setTimeout(() => settle(current), LCP_LIMIT_MS);
    },
    flush() {
      for (const done of [...ending, ...(route ? [route] : [])]) end(done);
      ending = [];
      route = undefined;
    },
    stop() {
      mutations.disconnect();
      for (const observer of observers) observer.disconnect();
      for (const type of inputs) window.removeEventListener(type, onInput, { capture: true });
      clearTimeout(settleTimer);
    },
  };
}
