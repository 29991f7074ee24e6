/**
 * The table `npm run perf:lighthouse` prints: one row per app and form factor, every figure with its
 * ratio to the floor's (×1.0 is as fast or as small as hello-world React).
 */
import type { Figures } from './lighthouse-figures.ts';

export type FormFactor = 'mobile' | 'desktop';
export type Row = { app: string; formFactor: FormFactor; figures: Figures; runs: number };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const ratio = (value: number, floor: number) => {
  // A floor of 0 (its TBT) has no meaningful ratio.
  if (floor === 0) return value === 0 ? '×1.0' : '×–';
  return `×${(value / floor).toFixed(1)}`;
};

const COLUMNS: { title: string; show: (figures: Figures) => string; key: keyof Figures }[] = [
  { title: 'score', show: (f) => String(f.score), key: 'score' },
  { title: 'FCP', show: (f) => seconds(f.fcpMs), key: 'fcpMs' },
  { title: 'LCP', show: (f) => seconds(f.lcpMs), key: 'lcpMs' },
  { title: 'TBT', show: (f) => `${f.tbtMs.toFixed(0)} ms`, key: 'tbtMs' },
  { title: 'bytes', show: (f) => kB(f.totalBytes), key: 'totalBytes' },
  { title: 'JS', show: (f) => `${kB(f.jsBytes)} in ${f.jsRequests}`, key: 'jsBytes' },
  { title: 'redirects', show: (f) => seconds(f.redirectMs), key: 'redirectMs' },
];

/**
 * Formats the rows; `floorApp` names the rows whose figures are the floor of the same form factor
 * (a row without a floor shows no ratios).
 */
export function formatTable(rows: Row[], floorApp: string): string {
  const floors = new Map(rows.filter((row) => row.app === floorApp).map((row) => [row.formFactor, row.figures]));
  const header = ['app', 'form factor', 'runs', ...COLUMNS.map((column) => column.title)];
  const body = rows.map((row) => {
    const floor = floors.get(row.formFactor);
    return [
      row.app,
      row.formFactor,
      String(row.runs),
      ...COLUMNS.map(({ show, key }) => {
        const cell = show(row.figures);
        return floor && row.app !== floorApp ? `${cell} (${ratio(row.figures[key], floor[key])})` : cell;
      }),
    ];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...body.map((cells) => cells[index]!.length)));
  const line = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index]!)).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
