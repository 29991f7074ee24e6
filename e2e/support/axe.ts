import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Frame, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

declare global {
  interface Window {
    /** axe-core, once injected by {@link expectNoAxeViolations}. */
    axe?: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
  }
}

/** WCAG 2.2 AA, the level the portal promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core's source, the very file `@axe-core/playwright` would inject. That builder evaluates the
 * whole 550 KB source in every frame on every scan and finishes each scan in a new page: about 1 s a
 * scan on a quiet 2-core machine before a single rule runs, against 15 ms for a rule with the source
 * already in the page (measured, TEST-03). So the source goes into each frame once per document.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Only violations: axe then builds no selectors for the passing nodes (its documented speed-up). */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: TAGS }, resultTypes: ['violations'] };

async function injectOnce(frame: Frame) {
  // A frame detached meanwhile has nothing left to scan.
  const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
  if (!present) await frame.evaluate(AXE_SOURCE);
}

/** Fails with a readable list when axe finds any violation on what the page shows now. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Every frame: axe asks the frames of the page for their part and waits for each one's answer.
  for (const frame of page.frames()) await injectOnce(frame);
  const violations = await page.evaluate(
    async ([context, options]) => {
      if (!window.axe) throw new Error('axe-core was not injected into the page');
      return (await window.axe.run(context ?? document, options)).violations;
    },
    [include, RUN_OPTIONS] as const,
  );
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/**
 * The budget of one screen's axe scan with the loading before it, on a 2-core machine whose cores are
 * also busy with other work (TEST-02): a test that scans n screens sets `n * AXE_SCREEN_MS`.
 */
export const AXE_SCREEN_MS = 30_000;

/**
 * The visual states an axe tour covers: light and dark, each with and without colour-blind mode. The
 * language changes no colour, size or structure axe checks (only words and `lang`), so each language
 * is toured in two of the states instead of every state twice (TEST-03); both themes are seen in both.
 */
export const VISUAL_STATES = [
  { theme: 'light', colourBlind: false, language: 'en' },
  { theme: 'light', colourBlind: true, language: 'de' },
  { theme: 'dark', colourBlind: false, language: 'de' },
  { theme: 'dark', colourBlind: true, language: 'en' },
] as const;

/** `light, colour-blind, de`: a visual state as test titles name it. */
export const visualStateName = ({ theme, colourBlind, language }: (typeof VISUAL_STATES)[number]) =>
  `${theme}${colourBlind ? ', colour-blind' : ''}, ${language}`;
