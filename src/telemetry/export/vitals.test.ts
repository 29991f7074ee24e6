import { describe, expect, test, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { afterLateEntries, attributionOf, LATE_ENTRIES_MS, vitalOf } from './vitals';

/** A metric as web-vitals reports it, with the fields the mapping reads. */
const metric = (fields: object) =>
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- a stand-in for web-vitals' metric object
  ({
    value: 1,
    delta: 1,
    rating: 'good',
    id: 'v5-1',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    ...fields,
  }) as unknown as MetricWithAttribution;

describe("real users' speed (OBS-05)", () => {
  test('[OBS-05] LCP with its element and phases; the route change it was measured for', () => {
    const lcp = metric({
      name: 'LCP',
      value: 1234.5678,
      navigationType: 'soft-navigation',
      navigationURL: 'https://portal.test/customers?search=acme',
      attribution: {
        target: 'main>table>tbody>tr:nth-child(1)',
        url: 'https://portal.test/assets/logo.png?v=2',
        timeToFirstByte: 10,
        resourceLoadDelay: 20,
        resourceLoadDuration: 30,
        elementRenderDelay: 40,
      },
    });
    expect(vitalOf(lcp)).toEqual({
      pathname: '/customers',
      attributes: {
        'web_vital.name': 'LCP',
        'web_vital.value': 1234.568,
        'web_vital.delta': 1,
        'web_vital.rating': 'good',
        'web_vital.id': 'v5-1',
        'web_vital.navigation_type': 'soft-navigation',
        'web_vital.lcp.element': 'main>table>tbody>tr:nth-child(1)',
        // Scrubbed before it is sent (start-export); here as measured.
        'web_vital.lcp.url': 'https://portal.test/assets/logo.png?v=2',
        'web_vital.lcp.time_to_first_byte': 10,
        'web_vital.lcp.resource_load_delay': 20,
        'web_vital.lcp.resource_load_duration': 30,
        'web_vital.lcp.element_render_delay': 40,
      },
    });
  });

  test('[OBS-05] INP with its target, phases and longest script; CLS with its largest shift; FCP and TTFB with their parts', () => {
    expect(
      attributionOf(
        metric({
          name: 'INP',
          attribution: {
            interactionTarget: 'button.MuiButton-root',
            interactionType: 'pointer',
            inputDelay: 5,
            processingDuration: 120,
            presentationDelay: 16,
            loadState: 'complete',
            longestScript: {
              entry: { sourceURL: 'https://portal.test/remotes/customer-insights/assets/area-B1.js' },
              subpart: 'processing-duration',
              intersectingDuration: 110,
            },
          },
        }),
      ),
    ).toEqual({
      'web_vital.inp.target': 'button.MuiButton-root',
      'web_vital.inp.interaction_type': 'pointer',
      'web_vital.inp.input_delay': 5,
      'web_vital.inp.processing_duration': 120,
      'web_vital.inp.presentation_delay': 16,
      'web_vital.inp.load_state': 'complete',
      'web_vital.inp.longest_script.url': 'https://portal.test/remotes/customer-insights/assets/area-B1.js',
      'web_vital.inp.longest_script.subpart': 'processing-duration',
      'web_vital.inp.longest_script.duration': 110,
    });
    expect(
      attributionOf(
        metric({
          name: 'CLS',
          attribution: { largestShiftTarget: 'header', largestShiftValue: 0.01, loadState: 'complete' },
        }),
      ),
    ).toEqual({
      'web_vital.cls.target': 'header',
      'web_vital.cls.largest_shift_value': 0.01,
      'web_vital.cls.load_state': 'complete',
    });
    expect(
      attributionOf(
        metric({
          name: 'FCP',
          attribution: { timeToFirstByte: 50, firstByteToFCP: 300, loadState: 'dom-interactive' },
        }),
      ),
    ).toEqual({
      'web_vital.fcp.time_to_first_byte': 50,
      'web_vital.fcp.first_byte_to_fcp': 300,
      'web_vital.fcp.load_state': 'dom-interactive',
    });
    expect(
      attributionOf(
        metric({
          name: 'TTFB',
          attribution: {
            waitingDuration: 1,
            cacheDuration: 2,
            dnsDuration: 3,
            connectionDuration: 4,
            requestDuration: 5,
          },
        }),
      ),
    ).toEqual({
      'web_vital.ttfb.waiting_duration': 1,
      'web_vital.ttfb.cache_duration': 2,
      'web_vital.ttfb.dns_duration': 3,
      'web_vital.ttfb.connection_duration': 4,
      'web_vital.ttfb.request_duration': 5,
    });
  });

  test("[OBS-05] a metric without its URL is the current page's", () => {
    window.history.replaceState(null, '', '/pulse');
    expect(vitalOf(metric({ name: 'TTFB', attribution: {} })).pathname).toBe('/pulse');
  });
});

describe('the end of a route (OBS-05)', () => {
  test("[OBS-05] a route's interaction that a busy page reports late still counts: its end waits for the page's next idle moment after the second", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const events: string[] = [];
      afterLateEntries(() => events.push('end'));
      vi.advanceTimersByTime(LATE_ENTRIES_MS - 1);
      expect(idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      // web-vitals queued its handling of the click's entry before: it runs first.
      idle.unshift(() => events.push('INP handled'));
      expect(events).toEqual([]);
      for (const callback of idle) callback();
      expect(events).toEqual(['INP handled', 'end']);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
