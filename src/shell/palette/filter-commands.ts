import { fuzzyMatch } from '@/utils/fuzzy-match';
import type { PaletteCommand } from './palette-commands';

/** A command that matches the query, with the spans of its label to highlight. */
export type PaletteResult = { command: PaletteCommand; ranges: Array<[number, number]> };

/** More would not help a keyboard user; typing narrows thousands of customers to these. */
export const MAX_RESULTS = 50;

/**
 * The commands matching `query`, best first (UX-03): the label is matched fuzzily; the group ("Theme",
 * "Go to") matches too, ranked below label matches. An empty query lists all but search-only commands.
 */
export function filterCommands(commands: readonly PaletteCommand[], query: string): PaletteResult[] {
  if (query.trim() === '') {
    return commands.filter((command) => !command.searchOnly).map((command) => ({ command, ranges: [] }));
  }
  const scored = commands.flatMap((command, order) => {
    const label = fuzzyMatch(query, command.label);
    if (label) return [{ command, ranges: label.ranges, score: label.score, order }];
    const group = fuzzyMatch(query, `${command.group} ${command.label}`);
    return group ? [{ command, ranges: [], score: group.score - 100, order }] : [];
  });
  // Equal scores keep the list's order (areas first, as in the navigation).
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, MAX_RESULTS).map(({ command, ranges }) => ({ command, ranges }));
}
