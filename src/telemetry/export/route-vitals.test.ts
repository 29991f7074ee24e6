import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LCP_LIMIT_MS, SETTLE_MS, selectorOf, startRouteVitals, type RouteVitals } from './route-vitals';
import { LATE_ENTRIES_MS } from './vitals';
import type { VitalAttributes } from './vitals';

let time = 0;
let paints: (() => void)[] = [];
let told: { pathname: string | undefined; attributes: VitalAttributes }[] = [];
let vitals: RouteVitals;
/** The next frame is painted `ms` later: what waited for it runs. */
const paint = (ms = 16) => {
  time += ms;
  for (const run of paints.splice(0)) run();
};
const named = (name: string, pathname?: string) =>
  told.filter((vital) => vital.attributes['web_vital.name'] === name && (!pathname || vital.pathname === pathname));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // jsdom stamps events with the epoch time (browsers with performance time): the test's clock follows it.
  time = Date.now();
  paints = [];
  told = [];
  document.body.innerHTML = '<main id="content"><div class="page"></div></main>';
  vitals = startRouteVitals((vital) => told.push(vital), '/pulse', {
    now: () => time,
    afterPaint: (run) => paints.push(run),
  });
});
afterEach(() => {
  vitals.stop();
  vi.useRealTimers();
});

describe("a route change's vitals (OBS-05)", () => {
  test('[OBS-05] the load route is not measured here (web-vitals does); a route change gets TTFB 0, FCP at its first paint, from the input that led to it', async () => {
    vitals.routeShown('/pulse');
    expect(told).toEqual([]);
    const link = document.createElement('a');
    document.body.append(link);
    const clicked = new MouseEvent('click', { bubbles: true });
    link.dispatchEvent(clicked);
    time = clicked.timeStamp + 10;
    vitals.routeShown('/customers');
    expect(named('TTFB')).toMatchObject([
      {
        pathname: '/customers',
        attributes: { 'web_vital.value': 0, 'web_vital.navigation_type': 'route-change', 'web_vital.rating': 'good' },
      },
    ]);
    paint(40);
    const [fcp] = named('FCP', '/customers');
    // From the click, not from the route's render 10 ms later, to the paint.
    expect(fcp!.attributes['web_vital.value']).toBe(50);
    expect(fcp!.attributes['web_vital.id']).toBe('route-1-FCP');
  });

  test("[OBS-05] LCP is the frame of the last change of the route's content before it settled, with the element that changed", async () => {
    vitals.routeShown('/customers');
    const start = time;
    paint(20);
    document.querySelector('.page')!.append(Object.assign(document.createElement('table'), { className: 'rows' }));
    await vi.advanceTimersByTimeAsync(0);
    paint(300);
    expect(named('LCP')).toEqual([]);
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    const [lcp] = named('LCP', '/customers');
    expect(lcp!.attributes['web_vital.value']).toBe(time - start);
    expect(lcp!.attributes['web_vital.lcp.element']).toBe('main#content>div.page');
  });

  test('[OBS-05] an input settles the LCP at once; a route that never settles is cut at the limit', async () => {
    vitals.routeShown('/customers');
    paint();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(named('LCP')).toHaveLength(1);
    vitals.routeShown('/products');
    paint();
    const busy = setInterval(() => document.querySelector('.page')!.append('x'), 500);
    await vi.advanceTimersByTimeAsync(LCP_LIMIT_MS);
    clearInterval(busy);
    expect(named('LCP', '/products')).toHaveLength(1);
  });

  test("[OBS-05] a route's CLS and INP are told at the first idle moment a second after the next route starts (its last interaction is reported late), or when the page is hidden", async () => {
    vitals.routeShown('/customers');
    paint();
    const button = document.createElement('button');
    document.body.append(button);
    const pressed = new PointerEvent('pointerdown', { bubbles: true });
    button.dispatchEvent(pressed);
    time = pressed.timeStamp;
    paint(180);
    vitals.routeShown('/environments');
    expect(named('INP')).toEqual([]);
    await vi.advanceTimersByTimeAsync(LATE_ENTRIES_MS);
    // Not yet: then the page's next idle moment (jsdom has no idle callback: when-idle's 2 s instead).
    expect(named('CLS', '/customers')).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(named('CLS', '/customers')).toMatchObject([
      { attributes: { 'web_vital.value': 0, 'web_vital.rating': 'good' } },
    ]);
    const [inp] = named('INP', '/customers');
    expect(inp!.attributes).toMatchObject({
      'web_vital.inp.target': 'button',
      'web_vital.inp.interaction_type': 'pointer',
    });
    // From the input to the next paint (no Event Timing here).
    expect(inp!.attributes['web_vital.value']).toBe(180);
    expect(inp!.attributes['web_vital.rating']).toBe('good');
    vitals.flush();
    expect(named('CLS', '/environments')).toHaveLength(1);
    // Without an interaction no INP.
    expect(named('INP', '/environments')).toEqual([]);
  });

  test('[OBS-05] elements are named as web-vitals names targets: tag, id, first class, up to an id', () => {
    document.body.innerHTML = '<main id="content"><section class="card wide"><h2>Title</h2></section></main>';
    expect(selectorOf(document.querySelector('h2'))).toBe('main#content>section.card>h2');
    expect(selectorOf(document.querySelector('h2')!.firstChild)).toBe('main#content>section.card>h2');
    expect(selectorOf(undefined)).toBeUndefined();
  });
});
