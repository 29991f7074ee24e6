// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').length;

describe('[ARCH-06] docs that state the present', () => {
  it.each([
    ['docs/performance.md', 200],
    ['docs/testing.md', 250],
    ['README.md', 200],
  ])('[ARCH-06] %s has at most %i lines', (file, most) => {
    expect(lines(file)).toBeLessThanOrEqual(most);
  });

  it('[ARCH-06] each benchmark of docs/performance.md keeps its latest figures with their date', () => {
    const text = readFileSync('docs/performance.md', 'utf8');
    const dated = text.match(/^Latest \([^)]*\b20\d\d\b/gm) ?? [];
    // Lighthouse, start-up and responsiveness keep a table; the critical path reads Lighthouse's run.
    expect(dated.length).toBeGreaterThanOrEqual(3);
  });
});
