/**
 * PERF-09: React commits and component renders of a page load, counted the way React DevTools'
 * profiler counts them, by a DevTools-style global hook installed before any script runs
 * (`npm run perf:startup` adds {@link reactProbeScript} as an init script).
 *
 * React calls `onCommitFiberRoot` once per commit, after the DOM changed. Per commit the probe walks
 * what the commit touched, as DevTools does: a tree without a previous version (a first render, a
 * new subtree) counts every component in it as mounted; otherwise a fiber whose children are the same
 * objects as before was bailed out with its whole subtree (not walked), and a component fiber
 * rendered when its `flags` carry PerformedWork (1), which React sets when it ran the component (not
 * when it bailed out: a `memo` with equal props, a context-free parent). Components are function,
 * class, forwardRef and simple-memo fibers; a `memo()` around a forwardRef or class is counted once,
 * at its inner fiber, which is what runs. After each commit it checks whether the route's data is on
 * screen (a CSS condition, {@link DataOnScreen}), and logs {@link DATA_ON_SCREEN_MESSAGE} the first time.
 */

/** When a route's data is on screen: at least `count` elements match `selector`, and none matches `absent`. */
export type DataOnScreen = { description: string; selector: string; count: number; absent?: string };

export type ProbeCommit = { atMs: number; renders: number; dataOnScreen: boolean };
export type ProbeReport = { commits: ProbeCommit[]; fibers: number; roots: number };

/** The slice of a React fiber the probe reads. */
type Fiber = {
  tag: number;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
  memoizedState: unknown;
};
type FiberRoot = { current: Fiber };

/**
 * Creates the hook. It runs in the page from its source text (see {@link reactProbeScript}), so it
 * must not use anything from outside its own body.
 */
export function createReactProbe(dataOnScreen: DataOnScreen | null) {
  // React's work tags (ReactWorkTags.js): FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent.
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const HOST_ROOT = 3;
  const PERFORMED_WORK = 1;
  const commits: ProbeCommit[] = [];
  const roots = new Set<FiberRoot>();

  /** Every component in a new subtree rendered (mounted). */
  const countMounted = (fiber: Fiber): number => {
    let count = COMPONENT_TAGS.has(fiber.tag) ? 1 : 0;
    for (let child = fiber.child; child !== null; child = child.sibling) count += countMounted(child);
    return count;
  };
  /** The components of an updated subtree that rendered in this commit. */
  const countUpdated = (next: Fiber, previous: Fiber): number => {
    let count = COMPONENT_TAGS.has(next.tag) && (next.flags & PERFORMED_WORK) !== 0 ? 1 : 0;
    if (next.child === previous.child) return count;
    for (let child = next.child; child !== null; child = child.sibling)
      count += child.alternate === null ? countMounted(child) : countUpdated(child, child.alternate);
    return count;
  };
  const countFibers = (fiber: Fiber): number => {
    let count = 1;
    for (let child = fiber.child; child !== null; child = child.sibling) count += countFibers(child);
    return count;
  };
  const isDataOnScreen = () =>
    dataOnScreen !== null &&
    document.querySelectorAll(dataOnScreen.selector).length >= dataOnScreen.count &&
    (dataOnScreen.absent === undefined || document.querySelector(dataOnScreen.absent) === null);

  return {
    supportsFiber: true,
    renderers: new Map<number, unknown>(),
    inject(renderer: unknown) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_rendererId: number, root: FiberRoot) {
      roots.add(root);
      const current = root.current;
      const previous = current.alternate;
      const firstRender =
        current.tag === HOST_ROOT &&
        (previous === null ||
          (typeof previous.memoizedState === 'object' &&
            previous.memoizedState !== null &&
            'element' in previous.memoizedState &&
            previous.memoizedState.element == null));
      const renders = firstRender || previous === null ? countMounted(current) : countUpdated(current, previous);
      const onScreen = isDataOnScreen();
      // Once, so the benchmark can wait for it without polling the page (polling would be main-thread work).
      if (onScreen && !commits.some((commit) => commit.dataOnScreen)) console.debug('react-probe: data on screen');
      commits.push({ atMs: performance.now(), renders, dataOnScreen: onScreen });
    },
    /** What the page did so far, and how many fibers its trees hold now. */
    report(): ProbeReport {
      let fibers = 0;
      for (const root of roots) fibers += countFibers(root.current);
      return { commits: [...commits], fibers, roots: roots.size };
    },
  };
}

export type ReactProbe = ReturnType<typeof createReactProbe>;

/** Where React looks for DevTools, and where the probe is read from. */
export const HOOK = '__REACT_DEVTOOLS_GLOBAL_HOOK__';

/** Whether a value is a probe's report (read back from a page). */
export const isProbeReport = (value: unknown): value is ProbeReport =>
  typeof value === 'object' &&
  value !== null &&
  'commits' in value &&
  Array.isArray(value.commits) &&
  'fibers' in value &&
  typeof value.fibers === 'number';

/** Whether a value is an installed probe (read back from a page or another context). */
export const isReactProbe = (value: unknown): value is ReactProbe =>
  typeof value === 'object' && value !== null && 'onCommitFiberRoot' in value && 'report' in value;

/** What the probe logs (console.debug) at the first commit that puts the data on screen. */
export const DATA_ON_SCREEN_MESSAGE = 'react-probe: data on screen';

/**
 * The user-timing mark the init script sets in the top frame: its trace event carries the page's
 * navigation id and its time since navigation start, so the trace's navigation start is known even
 * when Chromium leaves out the `navigationStart` event (a navigation into an already running renderer).
 */
export const PROBE_MARK = 'react-probe:installed';

/**
 * The init script: installs the probe as `window.__REACT_DEVTOOLS_GLOBAL_HOOK__` before any script
 * runs, and sets {@link PROBE_MARK} in the top frame.
 */
export const reactProbeScript = (dataOnScreen: DataOnScreen | null) =>
  `window[${JSON.stringify(HOOK)}] = (${createReactProbe.toString()})(${JSON.stringify(dataOnScreen)});
if (window === window.top) performance.mark(${JSON.stringify(PROBE_MARK)});`;

/** What `npm run perf:startup` prints from a probe's report. */
export type ReactFigures = {
  /** When the data was first on screen (ms since navigation start), or undefined when never. */
  dataOnScreenMs: number | undefined;
  /** From the first commit up to and including the one that put the data on screen. */
  toData: { commits: number; renders: number } | undefined;
  /** Every commit up to `untilMs` (the load's idle point). */
  total: { commits: number; renders: number };
  fibers: number;
};

const sumCommits = (commits: ProbeCommit[]) => ({
  commits: commits.length,
  renders: commits.reduce((total, commit) => total + commit.renders, 0),
});

/** Sums a report's commits: up to the data on screen, and in total up to `untilMs`. */
export function reactFigures(report: ProbeReport, untilMs: number): ReactFigures {
  const dataIndex = report.commits.findIndex((commit) => commit.dataOnScreen);
  return {
    dataOnScreenMs: dataIndex === -1 ? undefined : report.commits[dataIndex]!.atMs,
    toData: dataIndex === -1 ? undefined : sumCommits(report.commits.slice(0, dataIndex + 1)),
    total: sumCommits(report.commits.filter((commit) => commit.atMs <= untilMs)),
    fibers: report.fibers,
  };
}
