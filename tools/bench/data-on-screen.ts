/**
 * PERF-09: when `npm run perf:startup` counts a route's data as on screen (the React probe checks it
 * after every commit, tools/bench/react-probe.ts). The selectors are the end-to-end tests' own: Pulse's
 * service rows (e2e/pages/pulse-page.ts) with nothing in the content busy any more (`aria-busy`, as
 * e2e/pages/portal.ts waits for a settled area).
 */
import { SERVICES } from '../../e2e/pages/pulse-page.ts';
import type { DataOnScreen } from './react-probe.ts';
import type { FloorKind } from './react-floor.ts';

const SETTLED = 'main [aria-busy="true"]';

/** Each route's data, by path. */
export const ROUTE_DATA: Readonly<Record<string, DataOnScreen>> = {
  '/pulse': {
    description: `Pulse's ${SERVICES.length} service rows, all answered`,
    selector: 'main table tbody th[scope="row"]',
    count: SERVICES.length,
    absent: SETTLED,
  },
  '/customers': {
    description: "the customers' table rows",
    selector: 'main table tbody tr',
    count: 1,
    absent: SETTLED,
  },
};

/**
 * The floors' content: hello-world's heading, the Joy page's ten list items, and the work-matched
 * floor's table of every service, on Pulse's own condition (whatever the route).
 */
export const FLOOR_DATA: Readonly<Record<FloorKind, DataOnScreen>> = {
  hello: { description: 'the heading', selector: 'h1', count: 1 },
  joy: { description: 'the ten list items', selector: 'main li', count: 10 },
  work: ROUTE_DATA['/pulse']!,
};

/**
 * The route's data: from the table, or from `--data SELECTOR` (at least one match, nothing busy) for a
 * route the table lacks; a route with neither is refused with a message naming both ways.
 */
export function dataOnScreenFor(route: string, selector: string | undefined): DataOnScreen {
  if (selector !== undefined) return { description: `"${selector}"`, selector, count: 1, absent: SETTLED };
  const known = ROUTE_DATA[route];
  if (!known)
    throw new Error(
      `perf:startup does not know when ${route}'s data is on screen: pass --data CSS_SELECTOR, or add the route to ROUTE_DATA in tools/bench/data-on-screen.ts (known: ${Object.keys(ROUTE_DATA).join(', ')}).`,
    );
  return known;
}
