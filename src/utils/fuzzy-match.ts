/** A fuzzy match: higher `score` is better; `ranges` are the matched `[start, end)` spans of the text. */
export type FuzzyMatch = { score: number; ranges: Array<[number, number]> };

// Case and accents do not matter: "kunden" finds "Kunden", "mull" finds "Müller".
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

const isWordStart = (text: string, index: number) => index === 0 || /[\s\-_·/.(]/.test(text[index - 1] ?? '');

/**
 * Forgiving matching for the command palette (UX-03): every character of `query` (spaces ignored) must
 * occur in `text` in order. Consecutive characters, word starts and an early first hit score higher.
 * Returns undefined when `text` does not match; an empty query matches everything with score 0.
 */
export function fuzzyMatch(query: string, text: string): FuzzyMatch | undefined {
  const needle = fold(query).replace(/\s+/g, '');
  const haystack = fold(text);
  // Folding may change lengths (ligatures); then highlight nothing rather than the wrong letters.
  const sameLength = haystack.length === text.length;
  const ranges: Array<[number, number]> = [];
  let score = 0;
  let from = 0;
  for (const char of needle) {
    const index = haystack.indexOf(char, from);
    if (index < 0) return undefined;
    const last = ranges.at(-1);
    if (last && last[1] === index) {
      last[1] = index + 1;
      score += 3;
    } else {
      ranges.push([index, index + 1]);
      score += isWordStart(haystack, index) ? 2 : 0;
    }
    score += 1;
    from = index + 1;
  }
  if (needle.length > 0) score -= (ranges[0]?.[0] ?? 0) / 10;
  return { score, ranges: sameLength ? ranges : [] };
}
