/**
 * ARCH-07: a `console.error` from React (a warning, an error an error boundary caught) fails the
 * test that caused it, as React's own test setup does, unless the test says it expects it:
 *
 *   allowConsoleError(/Area failed/);    // may be logged (silenced), need not be
 *   expectConsoleError(/threw while/);   // must be logged by the end of the test (silenced)
 *
 * A test that replaces `console.error` itself (`vi.spyOn(console, 'error').mockImplementation(…)`)
 * has taken it over and is not checked. Other code's errors print as before. Installed once per
 * worker by `src/testing/setup.ts`.
 */
import { format } from 'node:util';
import { afterEach } from 'vitest';

type Expected = { pattern: RegExp; required: boolean; seen: boolean };
type State = { expected: Expected[]; unexpected: string[] };

// React's own code on the call's stack: the message is React's, whoever's error it carries.
const REACT_CODE = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

declare global {
  // On globalThis: every file of a worker evaluates this setup, one console serves them all.
  var portalConsoleErrors: (State & { installed?: boolean }) | undefined;
}
const state = () => (globalThis.portalConsoleErrors ??= { expected: [], unexpected: [] });

const patternOf = (pattern: RegExp | string) =>
  typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : pattern;

/** Lets this test log errors that match (every error without a pattern), without failing or printing. */
export function allowConsoleError(pattern: RegExp | string = /[\s\S]*/): void {
  state().expected.push({ pattern: patternOf(pattern), required: false, seen: false });
}

/** Like {@link allowConsoleError}, and the test fails unless such an error is logged. */
export function expectConsoleError(pattern: RegExp | string): void {
  state().expected.push({ pattern: patternOf(pattern), required: true, seen: false });
}

/** What the check found in the test that just ran, and a fresh start for the next one. */
export function takeConsoleErrors(): { unexpected: string[]; missing: RegExp[] } {
  const { expected, unexpected } = state();
  const missing = expected.filter((entry) => entry.required && !entry.seen).map((entry) => entry.pattern);
  Object.assign(state(), { expected: [], unexpected: [] });
  return { unexpected, missing };
}

/** The failure for what {@link takeConsoleErrors} found, or undefined when the test was clean. */
export function consoleErrorsProblem({ unexpected, missing }: ReturnType<typeof takeConsoleErrors>) {
  if (unexpected.length > 0)
    return `React logged ${unexpected.length} console.error the test did not expect (ARCH-07); a test that expects one calls allowConsoleError or expectConsoleError (src/testing/console-errors.ts):\n${unexpected.join('\n---\n')}`;
  if (missing.length > 0) return `No console.error matched ${missing.join(', ')} (expectConsoleError).`;
  return undefined;
}

/** Routes `console.error` through the check (once per worker) and fails each test on what it found. */
export function installConsoleErrorCheck(): void {
  if (!state().installed) {
    state().installed = true;
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const message = format(...args);
      const expected = state().expected.find((entry) => entry.pattern.test(message));
      if (expected) {
        expected.seen = true;
        return;
      }
      // React's: the test fails with it (below), so it is said there, once.
      if (REACT_CODE.test(new Error().stack ?? '')) state().unexpected.push(message);
      else original(...args);
    };
  }
  afterEach(() => {
    const problem = consoleErrorsProblem(takeConsoleErrors());
    if (problem) throw new Error(problem);
  });
}
