/**
 * The table `npm run perf:lighthouse` prints: one row per app and form factor, every figure with its
 * ratio to each floor's (×1.0 is as fast or as small as that floor), the score as its difference in
 * points (what PERF-04's "within 5 points of the Joy page" reads), and the LCP element; then PERF-04's
 * TBT clause for every build, with the limit it used.
 */
import { ratio, signed, TBT_CLAUSE, tbtLimit, type Figures } from './lighthouse-figures.ts';

export type FormFactor = 'mobile' | 'desktop';
export type Row = { app: string; formFactor: FormFactor; figures: Figures; runs: number; lcpElement: string };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const points = (value: number, floor: number) => signed(value - floor);

type Column = {
  title: string;
  show: (figures: Figures) => string;
  /** How a figure compares with a floor's; none for figures where a comparison means nothing (CLS). */
  compare?: (value: Figures, floor: Figures) => string;
};
const byRatio =
  (key: keyof Figures) =>
  (value: Figures, floor: Figures): string =>
    ratio(value[key], floor[key]);

const COLUMNS: Column[] = [
  { title: 'score', show: (f) => String(f.score), compare: (value, floor) => points(value.score, floor.score) },
  { title: 'FCP', show: (f) => seconds(f.fcpMs), compare: byRatio('fcpMs') },
  { title: 'LCP', show: (f) => seconds(f.lcpMs), compare: byRatio('lcpMs') },
  { title: 'TBT', show: (f) => `${f.tbtMs.toFixed(0)} ms`, compare: byRatio('tbtMs') },
  { title: 'CLS', show: (f) => f.cls.toFixed(3) },
  { title: 'bytes', show: (f) => kB(f.totalBytes), compare: byRatio('totalBytes') },
  { title: 'JS', show: (f) => `${kB(f.jsBytes)} in ${f.jsRequests}`, compare: byRatio('jsBytes') },
  { title: 'redirects', show: (f) => seconds(f.redirectMs) },
];

/**
 * Formats the rows; `floorApps` names the floors' rows (in the order their comparisons appear in a
 * cell); a row is compared with each floor measured in the same form factor, a floor row with none.
 */
export function formatTable(rows: Row[], floorApps: readonly string[]): string {
  const floorsOf = (row: Row) =>
    floorApps.flatMap((app) => {
      if (row.app === app || floorApps.includes(row.app)) return [];
      const floor = rows.find((candidate) => candidate.app === app && candidate.formFactor === row.formFactor);
      return floor ? [floor.figures] : [];
    });
  const header = ['app', 'form factor', 'runs', ...COLUMNS.map((column) => column.title), 'LCP element'];
  const body = rows.map((row) => {
    const floors = floorsOf(row);
    return [
      row.app,
      row.formFactor,
      String(row.runs),
      ...COLUMNS.map(({ show, compare }) => {
        const cell = show(row.figures);
        if (!compare || floors.length === 0) return cell;
        return `${cell} (${floors.map((floor) => compare(row.figures, floor)).join(', ')})`;
      }),
      row.lcpElement,
    ];
  });
  const widths = header.map((title, index) => Math.max(title.length, ...body.map((cells) => cells[index]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** The line under the table that says what the brackets hold. */
export const tableLegend = (floorApps: readonly string[]) =>
  floorApps.length === 0
    ? ''
    : `In brackets: each figure against ${floorApps.join(', then ')} of the same form factor (score: difference in points; others: ratio).`;

/**
 * PERF-04's TBT clause for every build's mobile row (not the floors'): its median TBT against the limit
 * of the run ({@link tbtLimit}: 300 ms, or 1.25× the work-matched floor's mobile TBT where higher),
 * the limit printed with where it came from. It says within or over; it asserts nothing.
 */
export function formatTbtClause(rows: Row[], workFloorApp: string, floorApps: readonly string[]): string {
  const mobile = rows.filter((row) => row.formFactor === 'mobile');
  const floor = mobile.find((row) => row.app === workFloorApp)?.figures.tbtMs;
  const { limitMs, fromFloor } = tbtLimit(floor);
  const basis =
    floor === undefined
      ? `${ms(limitMs)} (no ${workFloorApp} in this run)`
      : fromFloor
        ? `${ms(limitMs)}: ${TBT_CLAUSE.floorFactor} × the ${workFloorApp}'s ${ms(floor)}, higher than ${ms(TBT_CLAUSE.limitMs)}`
        : `${ms(limitMs)}: higher than ${TBT_CLAUSE.floorFactor} × the ${workFloorApp}'s ${ms(floor)} (${ms(floor * TBT_CLAUSE.floorFactor)})`;
  const builds = mobile.filter((row) => !floorApps.includes(row.app));
  return [
    `TBT limit (mobile): ${basis}.`,
    ...builds.map(({ app, figures }) => {
      const spare = limitMs - figures.tbtMs;
      return `  ${app}: TBT ${ms(figures.tbtMs)}, ${spare < 0 ? `over the limit by ${ms(-spare)}` : `within it (${ms(spare)} to spare)`}`;
    }),
  ].join('\n');
}
