import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LATE_ENTRIES_MS, startVitals } from './vitals';
import type { VitalAttributes } from './vitals';

type Callback = (metric: unknown) => void;
const callbacks = vi.hoisted(() => new Map<string, Callback>());
vi.mock('web-vitals/attribution', async (original) => ({
  ...(await original<typeof import('web-vitals/attribution')>()),
  onCLS: (callback: Callback) => callbacks.set('CLS', callback),
  onINP: (callback: Callback) => callbacks.set('INP', callback),
  onLCP: (callback: Callback) => callbacks.set('LCP', callback),
  onFCP: (callback: Callback) => callbacks.set('FCP', callback),
  onTTFB: (callback: Callback) => callbacks.set('TTFB', callback),
}));

/** web-vitals' INP for an interaction at `interactionTime`. */
const inp = (value: number, interactionTime: number) => ({
  name: 'INP',
  value,
  delta: value,
  rating: 'good',
  id: 'v5-inp',
  entries: [],
  navigationType: 'navigate',
  attribution: { interactionTarget: 'a', interactionType: 'pointer', interactionTime, loadState: 'complete' },
});

let told: VitalAttributes[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  told = [];
});
afterEach(() => vi.useRealTimers());
const inps = () => told.filter((vital) => vital['web_vital.name'] === 'INP').map((vital) => vital['web_vital.value']);
/** The end of the load's route: a second, then the page's next idle moment (jsdom: when-idle's 2 s). */
const pastTheEnd = () => vi.advanceTimersByTime(LATE_ENTRIES_MS + 2000);

describe("the load's INP (OBS-05)", () => {
  test('[OBS-05] the largest interaction before the first route change, told once at the end; a later one is the next route’s; the route told again is no change', () => {
    const vitals = startVitals((vital) => told.push(vital.attributes), '/pulse');
    callbacks.get('INP')!(inp(24, 100));
    // The router tells its route again on every render: that is no route change.
    vitals.routeShown('/pulse', 120);
    pastTheEnd();
    expect(told).toEqual([]);
    callbacks.get('INP')!(inp(48, 150));
    vitals.routeShown('/customers', 200);
    expect(inps()).toEqual([]);
    pastTheEnd();
    expect(inps()).toEqual([48]);
    callbacks.get('INP')!(inp(300, 250));
    callbacks.get('INP')!(inp(64, 180));
    vitals.flush();
    expect(inps()).toEqual([48]);
  });

  test('[OBS-05] on a page so busy that the interaction that left the load is reported after the end, it still counts, once', () => {
    const vitals = startVitals((vital) => told.push(vital.attributes), '/pulse');
    vitals.routeShown('/customers', 200);
    pastTheEnd();
    expect(inps()).toEqual([]);
    callbacks.get('INP')!(inp(120, 150));
    callbacks.get('INP')!(inp(160, 160));
    expect(inps()).toEqual([120]);
  });
});
