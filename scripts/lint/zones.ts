/**
 * The import boundaries (ARCH-02, ARCH-05) as plain functions over real paths, relative to the
 * repository root: which zone or room a file is in, and what is wrong with one import. The oxlint
 * plugin next to it only feeds them; the zones and rooms themselves are declared once, in
 * `.oxlintrc.json`.
 */
import path from 'node:path';

/** Options of the `boundaries/zones` rule, as written in `.oxlintrc.json`. */
export type ZoneOptions = {
  /** Lowest first. A zone imports its own files and lower layers' zones, never a zone of its own layer. */
  layers: string[][];
  /** Where test code (`*.test.*`, any `testing/` folder) sits, whatever folder it is in. */
  testsAt: string;
  /** Reached from test code, and by dynamic `import()` from the files listed. */
  mocks: { path: string; dynamicFrom: string[] };
  /** A package, and the only files or folders that import its values (type-only imports are free). */
  packages: Record<string, string[]>;
  /**
   * The rooms (ARCH-05): a folder, and the places it imports besides itself. An import from a room
   * into another room, or into a place some room names, that its list lacks is refused, type-only
   * imports too. The deepest room holding a file is its room.
   */
  rooms: Record<string, string[]>;
};

/** One import as the rule sees it. */
export type ImportFact = { from: string; specifier: string; typeOnly: boolean; dynamic: boolean };

const within = (file: string, place: string) => file === place || file.startsWith(`${place}/`);

/** The zone a repository path is in (`src/areas/*` names one zone per area), if any. */
export const zoneOf = (file: string, zones: string[]): string | undefined => {
  for (const zone of zones) {
    if (!zone.endsWith('/*')) {
      if (within(file, zone)) return zone;
      continue;
    }
    const parent = zone.slice(0, -2);
    const [child] = file.startsWith(`${parent}/`) ? file.slice(parent.length + 1).split('/') : [];
    if (child) return `${parent}/${child}`;
  }
  return undefined;
};

/** Test code: test files and the `testing/` folders that support them. */
export const isTestCode = (file: string) => /\.test\.tsx?$/.test(file) || file.split('/').includes('testing');

/** The repository path an import specifier points at, or the package it names. */
export const targetOf = (from: string, specifier: string): { file?: string; pkg?: string } => {
  if (specifier.startsWith('@/')) return { file: `src/${specifier.slice(2)}` };
  if (specifier.startsWith('.')) return { file: path.posix.join(path.posix.dirname(from), specifier) };
  const [scope = '', name = ''] = specifier.split('/');
  return { pkg: scope.startsWith('@') ? `${scope}/${name}` : scope };
};

/** The deepest of the places that holds the file, if any. */
const deepestOf = (file: string, places: string[]) =>
  places.filter((place) => within(file, place)).toSorted((a, b) => b.length - a.length)[0];

const roomsProblem = ({ from }: ImportFact, file: string, rooms: ZoneOptions['rooms']): string | undefined => {
  const room = deepestOf(from, Object.keys(rooms));
  if (!room || within(file, room)) return undefined;
  const allowed = rooms[room] ?? [];
  if (allowed.some((place) => within(file, place))) return undefined;
  const target = deepestOf(file, [...Object.keys(rooms), ...Object.values(rooms).flat()]);
  if (!target) return undefined;
  const may = allowed.length > 0 ? `only ${allowed.join(', ')} besides itself` : 'nothing of the repository but itself';
  return `${room} must not import ${target}: it imports ${may} (ARCH-05, the rooms of .oxlintrc.json).`;
};

const layerOf = (zone: string, layers: string[][]) =>
  layers.findIndex(
    (layer) => layer.includes(zone) || layer.some((z) => z.endsWith('/*') && zoneOf(zone, [z]) === zone),
  );

const layerProblem = ({ from }: ImportFact, file: string, options: ZoneOptions): string | undefined => {
  const zones = options.layers.flat();
  const [fromZone, toZone] = [zoneOf(from, zones), zoneOf(file, zones)];
  if (!fromZone || !toZone || fromZone === toZone) return undefined;
  const [fromLayer, toLayer] = [layerOf(fromZone, options.layers), layerOf(toZone, options.layers)];
  // src/testing renders with every provider below it: production code never ships it.
  if (toZone === options.testsAt && !isTestCode(from))
    return `${toZone} is for test code only (*.test.* and testing/).`;
  // Tests render with the providers of every layer below src/testing, wherever they live.
  const testsLayer = layerOf(options.testsAt, options.layers);
  if (isTestCode(from) && (toZone === options.testsAt || toLayer < testsLayer)) return undefined;
  if (toLayer < fromLayer) return undefined;
  if (toLayer > fromLayer) return `${fromZone} must not import ${toZone}: a lower layer never imports a higher one.`;
  return `${fromZone} must not import ${toZone}: zones of one layer stay apart (move shared code down a layer).`;
};

const mocksProblem = ({ from, dynamic }: ImportFact, options: ZoneOptions): string | undefined => {
  if (!within(from, 'src') || isTestCode(from)) return undefined;
  if (dynamic && options.mocks.dynamicFrom.includes(from)) return undefined;
  return `${options.mocks.path}/ is reached only from test code, or by a dynamic import() behind __MOCK__ in ${options.mocks.dynamicFrom.join(' or ')}, so that production builds carry no mock code.`;
};

/** What is wrong with one import, or undefined when it keeps every boundary. */
export const problemOf = (fact: ImportFact, options: ZoneOptions): string | undefined => {
  const { file, pkg } = targetOf(fact.from, fact.specifier);
  if (pkg) {
    const owners = options.packages[pkg];
    if (!owners || fact.typeOnly || owners.some((owner) => within(fact.from, owner))) return undefined;
    return `${pkg} is imported only by ${owners.join(', ')} (type-only imports are allowed everywhere).`;
  }
  if (!file) return undefined;
  const room = roomsProblem(fact, file, options.rooms);
  if (room) return room;
  if (within(file, options.mocks.path)) return mocksProblem(fact, options);
  return layerProblem(fact, file, options);
};
