// @vitest-environment jsdom
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import type * as ReactModule from 'react';
import type * as ReactDomModule from 'react-dom';
import type * as ReactDomClientModule from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  createReactProbe,
  DATA_ON_SCREEN_MESSAGE,
  HOOK,
  isReactProbe,
  reactFigures,
  reactProbeScript,
  type ProbeReport,
  type ReactProbe,
} from './react-probe.ts';

const require = createRequire(import.meta.url);
const REACT_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

const dropReact = () => {
  for (const key of Object.keys(require.cache)) if (REACT_MODULES.test(key)) delete require.cache[key];
};

type ReactModules = {
  react: typeof ReactModule;
  'react-dom': typeof ReactDomModule;
  'react-dom/client': typeof ReactDomClientModule;
};

/** One of React's CommonJS modules, typed as the package types it (require() itself is untyped). */
function load<Id extends keyof ReactModules>(id: Id): ReactModules[Id] {
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- require() returns any; the type is the package's own
  return require(id) as ReactModules[Id];
}

/**
 * A fresh production React with the probe installed before react-dom loads (as the init script does
 * in the browser): the test setup has already loaded a development React without a hook, so the
 * CommonJS copies are loaded again, in production mode, and dropped afterwards.
 */
function loadHookedReact(probe: ReactProbe) {
  const environment = process.env.NODE_ENV;
  dropReact();
  process.env.NODE_ENV = 'production';
  Reflect.set(globalThis, HOOK, probe);
  try {
    return {
      React: load('react'),
      ReactDom: load('react-dom'),
      ReactDomClient: load('react-dom/client'),
    };
  } finally {
    process.env.NODE_ENV = environment;
  }
}

/**
 * The tiny known page: App > main > (Counter > div > (Leaf, MemoLeaf, Shout, Paragraph, [Extra > Leaf]),
 * Still > (Leaf, MemoShout)). Leaf is a function component, MemoLeaf `memo(Leaf)` (a simple-memo
 * fiber), Shout a forwardRef, Paragraph a class, MemoShout `memo(forwardRef)` (a memo fiber around a
 * forwardRef fiber: one component).
 */
function tinyPage({ React }: ReturnType<typeof loadHookedReact>) {
  const h = React.createElement;
  const controls: { setCount?: (count: number) => void; setExtra?: (extra: boolean) => void } = {};
  const Leaf = ({ label }: { label: string }) => h('li', null, label);
  const MemoLeaf = React.memo(Leaf);
  const Shout = React.forwardRef<HTMLSpanElement, { text: string }>(({ text }, ref) => h('span', { ref }, text));
  const MemoShout = React.memo(Shout);
  class Paragraph extends React.Component<{ count: number }> {
    override render() {
      return h('p', null, `count ${this.props.count}`);
    }
  }
  const Extra = () => h('ul', { className: 'extra' }, h(Leaf, { label: 'extra' }));
  function Counter() {
    const [count, setCount] = React.useState(0);
    const [extra, setExtra] = React.useState(false);
    controls.setCount = setCount;
    controls.setExtra = setExtra;
    return h(
      'div',
      null,
      h(Leaf, { label: `count ${count}` }),
      h(MemoLeaf, { label: 'fixed' }),
      h(Shout, { text: 'shout' }),
      h(Paragraph, { count }),
      extra ? h(Extra) : null,
    );
  }
  const Still = () => h('ol', null, h(Leaf, { label: 'still' }), h(MemoShout, { text: 'memo' }));
  const App = () => h('main', null, h(Counter), h(Still));
  return { App, controls };
}

describe('React probe', () => {
  let react: ReturnType<typeof loadHookedReact>;
  let probe: ReactProbe;

  beforeEach(() => {
    probe = createReactProbe({ description: 'the extra list', selector: '.extra li', count: 1 });
    react = loadHookedReact(probe);
  });
  afterEach(() => {
    dropReact();
    Reflect.deleteProperty(globalThis, HOOK);
    document.body.innerHTML = '';
  });

  test('[PERF-09] counts each commit and the components that rendered in it, as DevTools does, on a known page', () => {
    const { App, controls } = tinyPage(react);
    const container = document.createElement('div');
    document.body.append(container);
    const root = react.ReactDomClient.createRoot(container);
    const { flushSync } = react.ReactDom;

    flushSync(() => root.render(react.React.createElement(App)));
    // Mounted: App, Counter, Leaf, MemoLeaf, Shout, Paragraph, Still, Leaf, MemoShout (its inner forwardRef).
    expect(probe.report().commits.map((commit) => commit.renders)).toEqual([9]);

    flushSync(() => controls.setCount!(1));
    // Counter and what it renders anew: Leaf (new props), Shout (forwardRef, no memo), Paragraph (a
    // class without shouldComponentUpdate); not MemoLeaf (equal props), not App, not Still's subtree.
    flushSync(() => controls.setExtra!(true));
    // The same four again, and the mounted Extra with its Leaf.
    flushSync(() => controls.setCount!(1));
    // The same value again: React calls Counter once more, finds its state unchanged and bails out
    // (no PerformedWork), so this commit counts no render, as DevTools shows none.
    const report = probe.report();
    expect(report.commits.map((commit) => commit.renders)).toEqual([9, 4, 6, 0]);
    expect(report.commits.map((commit) => commit.dataOnScreen)).toEqual([false, false, true, true]);
    // HostRoot, App, main, Counter, div, Leaf, li, MemoLeaf, li, Shout, span, Paragraph, p, Extra, ul,
    // Leaf, li, Still, ol, Leaf, li, MemoShout (memo), Shout (forwardRef), span.
    expect(report.fibers).toBe(24);
    expect(report.roots).toBe(1);
    root.unmount();
  });

  test('[PERF-09] the init script installs the same probe from its source text, with nothing from outside it', () => {
    const script = reactProbeScript({ description: 'rows', selector: 'tr', count: 2, absent: '[aria-busy="true"]' });
    // A context of its own: only what a page offers, nothing of this module.
    const page = { window: {}, document, performance, console };
    runInNewContext(script, page);
    const hook: unknown = Reflect.get(page.window, HOOK);
    if (!isReactProbe(hook)) throw new Error('The script installed no probe.');
    expect(hook.supportsFiber).toBe(true);
    expect(hook.inject({})).toBe(1);
    const leaf = { tag: 0, flags: 1, child: null, sibling: null, alternate: null, memoizedState: null };
    const hostRoot = { tag: 3, flags: 0, child: leaf, sibling: null, alternate: null, memoizedState: null };
    const root = { current: hostRoot };
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    document.body.innerHTML = '<table><tr></tr><tr></tr></table>';
    hook.onCommitFiberRoot(1, root);
    document.body.innerHTML = '<table aria-busy="true"><tr></tr><tr></tr></table>';
    hook.onCommitFiberRoot(1, root);
    expect(JSON.parse(JSON.stringify(hook.report()))).toMatchObject({
      commits: [
        { renders: 1, dataOnScreen: true },
        { renders: 1, dataOnScreen: false },
      ],
      fibers: 2,
    });
    hook.onCommitFiberRoot(1, root);
    document.body.innerHTML = '<table><tr></tr><tr></tr></table>';
    hook.onCommitFiberRoot(1, root);
    // Said once, at the first commit with the data on screen.
    expect(debug.mock.calls).toEqual([[DATA_ON_SCREEN_MESSAGE]]);
  });
});

describe('React figures', () => {
  const report: ProbeReport = {
    commits: [
      { atMs: 900, renders: 300, dataOnScreen: false },
      { atMs: 1_400, renders: 120, dataOnScreen: false },
      { atMs: 2_100, renders: 150, dataOnScreen: true },
      { atMs: 2_500, renders: 40, dataOnScreen: true },
      { atMs: 9_000, renders: 10, dataOnScreen: true },
    ],
    fibers: 538,
    roots: 1,
  };

  test('[PERF-09] commits and renders up to the data on screen, and in total up to idle', () => {
    expect(reactFigures(report, 3_000)).toEqual({
      dataOnScreenMs: 2_100,
      toData: { commits: 3, renders: 570 },
      total: { commits: 4, renders: 610 },
      fibers: 538,
    });
  });

  test('[PERF-09] data never on screen: no figures up to it, rather than made-up ones', () => {
    const never = { ...report, commits: report.commits.map((commit) => ({ ...commit, dataOnScreen: false })) };
    expect(reactFigures(never, 3_000)).toMatchObject({ dataOnScreenMs: undefined, toData: undefined });
  });
});
