// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ZoneOptions } from './zones.ts';

// oxlint-disable-next-line typescript/no-unsafe-type-assertion -- .oxlintrc.json is JSON with whole-line comments; the assertions fail on any other shape
const config = JSON.parse(
  readFileSync('.oxlintrc.json', 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n'),
) as { rules: Record<string, [string, ZoneOptions] | undefined> };
const zones = config.rules['boundaries/zones']?.[1];
const rooms = Object.keys(zones?.rooms ?? {});
// The product's own places have their own docs (docs/ARCHITECTURE.md, mocks/docs, e2e's specs).
const tools = rooms.filter((room) => room.startsWith('tools/') || room === 'scripts');

describe('[ARCH-05] the tools are rooms', () => {
  it('[ARCH-05] .oxlintrc.json names the rooms of the tools: build, bench, testing, the entry points', () => {
    expect(tools).toEqual(expect.arrayContaining(['tools/build', 'tools/bench', 'tools/testing', 'scripts']));
    expect(zones?.rooms['tools/testing']).toEqual([]);
  });

  it.each(tools)(
    '[ARCH-05] %s has a README of a few lines: what it is for, who imports it, what it may import',
    (room) => {
      const readme = `${room}/README.md`;
      expect(existsSync(readme), readme).toBe(true);
      const text = readFileSync(readme, 'utf8');
      expect(text.trim().split('\n').length).toBeLessThanOrEqual(20);
      expect(text).toMatch(/\*\*Imported by\*\*/);
      expect(text).toMatch(/\*\*Imports\*\*/);
    },
  );
});
