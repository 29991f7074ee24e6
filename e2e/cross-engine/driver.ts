/**
 * XB-02: the one interface the cross-engine tour drives a browser through, so its steps are written
 * once. Two implementations: Playwright's page (Chromium, and Firefox ESR over BiDi:
 * `playwright-driver.ts`) and WebDriver classic (WebKitGTK: `webdriver-driver.ts`). Elements are
 * found as users find them, by role and accessible name; a string name matches exactly (whitespace
 * normalised), a RegExp by pattern; `level` is a heading's; `within` narrows to the first match of
 * another query; `nth` picks one match (-1 the last).
 */

import type { Page } from '@playwright/test';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/** The ARIA roles Playwright knows (the WebDriver driver's Testing Library knows the same). */
export type Role = Parameters<Page['getByRole']>[0];

export type Query =
  | { role: Role; name?: string | RegExp; level?: number; within?: Query; nth?: number }
  | { css: string; within?: Query; nth?: number };

/** The viewport every tour starts in. */
export const DESKTOP = { width: 1280, height: 800 };

export type Box = { x: number; y: number; width: number; height: number };

export interface EngineDriver {
  readonly engine: Engine;
  /** Loads a URL and resolves once its document has loaded. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /**
   * Sizes the page's viewport (CSS pixels) and resolves with the size it got: a browser whose window
   * cannot be that small gets the smallest it allows.
   */
  setViewport(width: number, height: number): Promise<{ width: number; height: number }>;
  /** How many elements match (hidden ones never do). */
  count(query: Query): Promise<number>;
  /** Whether the first match is rendered with a size (false when nothing matches). */
  isVisible(query: Query): Promise<boolean>;
  /** The first match's text content, whitespace normalised ('' when nothing matches). */
  text(query: Query): Promise<string>;
  attribute(query: Query, name: string): Promise<string | null>;
  /** The first match's `value` (an input's current text; '' when nothing matches). */
  value(query: Query): Promise<string>;
  box(query: Query): Promise<Box | undefined>;
  isFocused(query: Query): Promise<boolean>;
  /** Moves the focus to the first match (where a test starts a keyboard-only part). */
  focus(query: Query): Promise<void>;
  /** Clicks the first match as a user would (waits until it can be clicked). */
  click(query: Query): Promise<void>;
  /** Types into the first match key by key, as a user does (it gets the focus first). */
  type(query: Query, text: string): Promise<void>;
  /** A key or chord to whatever has the focus: `Tab`, `Shift+Tab`, `Enter`, `Escape`, `Control+k`. */
  press(chord: string): Promise<void>;
  /** Runs a self-contained function in the page with one JSON argument. */
  evaluate<Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result>;
  /** The viewport as a PNG file. */
  screenshot(path: string): Promise<void>;
  /** Console errors, uncaught errors, CSP violations and failed requests of every page so far. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}
