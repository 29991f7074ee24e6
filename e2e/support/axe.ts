import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level the portal promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails with a readable list when axe finds any violation on what the page shows now. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
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
