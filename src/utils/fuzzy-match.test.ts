import { describe, expect, test } from 'vitest';
import { fuzzyMatch } from './fuzzy-match';

describe('fuzzyMatch', () => {
  test('[UX-03] letters in order match, with their spans for highlighting', () => {
    expect(fuzzyMatch('cst', 'Customers')?.ranges).toEqual([
      [0, 1],
      [2, 4],
    ]);
    expect(fuzzyMatch('usr mgmt', 'User management')).toBeDefined();
  });

  test('[UX-03] letters out of order or missing do not match', () => {
    expect(fuzzyMatch('tsc', 'Customers')).toBeUndefined();
    expect(fuzzyMatch('customersx', 'Customers')).toBeUndefined();
  });

  test('[UX-03] case and accents are ignored', () => {
    expect(fuzzyMatch('KUNDEN', 'Kunden')?.ranges).toEqual([[0, 6]]);
    expect(fuzzyMatch('mull', 'Müller AG')?.ranges).toEqual([[0, 4]]);
  });

  test('[UX-03] consecutive letters and word starts rank higher than scattered ones', () => {
    const word = fuzzyMatch('env', 'Environments')?.score ?? 0;
    const scattered = fuzzyMatch('env', 'Scenario overlays')?.score ?? 0;
    expect(word).toBeGreaterThan(scattered);
    const wordStart = fuzzyMatch('m', 'User management')?.score ?? 0;
    const inside = fuzzyMatch('m', 'Documentation')?.score ?? 0;
    expect(wordStart).toBeGreaterThan(inside);
  });

  test('[UX-03] an empty query matches everything equally', () => {
    expect(fuzzyMatch('', 'Pulse')).toEqual({ score: 0, ranges: [] });
  });
});
