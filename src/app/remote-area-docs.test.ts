import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { AREA_ICONS } from '@/config/area-icons';
import { AREA_ROUTES } from './route-table';

const guide = readFileSync('docs/remote-areas.md', 'utf8');

/** The rows of the table under a `###` heading of docs/remote-areas.md, as cells. */
const tableUnder = (heading: string): string[][] => {
  const section = guide.split(`\n### ${heading}\n`)[1]?.split('\n#')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
};

describe('docs/remote-areas.md', () => {
  test('[PLUG-12] lists exactly the icons a remote area may use, each with the built-in area that shows it', () => {
    const rows = tableUnder('Icons');
    expect(rows.map(([icon]) => icon?.replaceAll('`', ''))).toEqual([...AREA_ICONS]);
    for (const [icon, shownBy] of rows) {
      const route = AREA_ROUTES.find((candidate) => `\`${candidate.nav.icon}\`` === icon);
      expect(shownBy?.toLowerCase().replaceAll(' ', '-'), icon).toBe(route?.path ?? '–');
    }
  });
});
