/**
 * PERF-04: `npm run perf:lighthouse` prints each run's LCP element. The portal's is painted by the
 * pre-paint frame and removed when React takes the screen over; Chromium keeps a removed element as
 * the LCP, but once it has been garbage-collected Lighthouse can no longer name it and reports no
 * element (lighthouse#11629, open: "when there's a GC we can't find the LCP element anymore"). This
 * init script, added to the benchmark's browser only (never to a build), holds every LCP candidate's
 * element from the moment it is reported, so Lighthouse finds it after the load.
 */

/** The page global that holds the candidates (a non-enumerable property, for tests and DevTools). */
export const LCP_ELEMENTS = '__perfLcpElements';

/** The script's source, for Playwright's `addInitScript({ content })`. */
export const lcpKeeperScript = (): string => `(() => {
  const kept = [];
  Object.defineProperty(window, ${JSON.stringify(LCP_ELEMENTS)}, { value: kept });
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.element) kept.push(entry.element);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;
