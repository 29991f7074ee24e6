// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Each lint run covers the whole tree: seconds on a quiet machine, far more on a loaded one (TEST-02).
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });
import { ALLOWED, FORBIDDEN, type Plant } from './planted-imports.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OXLINT = fileURLToPath(new URL('../../node_modules/oxlint/bin/oxlint', import.meta.url));
const TAG = `arch-plant-${process.pid}`;

type Diagnostic = { code: string; filename: string; message: string };

// The rules this test is about; the rest of the lint run is `npm run lint`'s business.
const BOUNDARY_RULES = new Set(['boundaries(zones)', 'import(no-cycle)', 'unicorn(filename-case)']);

/** Runs oxlint (the project's config) over the tree and returns its diagnostics. */
const lint = () =>
  new Promise<Diagnostic[]>((resolve, reject) => {
    execFile(process.execPath, [OXLINT, '--format', 'json'], { cwd: ROOT, maxBuffer: 1 << 26 }, (error, stdout) => {
      try {
        // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- oxlint's JSON report; the assertions fail on any other shape
        const { diagnostics } = JSON.parse(stdout) as { diagnostics: Diagnostic[] };
        resolve(diagnostics.filter((d) => BOUNDARY_RULES.has(d.code)));
      } catch {
        reject(error ?? new Error(stdout));
      }
    });
  });

// Two files of src/utils that import each other, and a file name that is not kebab-case.
const CYCLE: Plant[] = [
  { title: 'cycle a', at: 'src/utils', source: `export { b } from './${TAG}-cycle-b';\nexport const a = 1;\n` },
  { title: 'cycle b', at: 'src/utils', source: `export { a } from '@/utils/${TAG}-cycle-a';\nexport const b = 2;\n` },
];
const fileOf = (plant: Plant, index: number, list: string) => `${plant.at}/${TAG}-${list}-${index}.ts`;
const planted = [
  ...FORBIDDEN.map((plant, i) => ({ requirement: 'ARCH-02', ...plant, file: fileOf(plant, i, 'forbidden') })),
  ...ALLOWED.map((plant, i) => ({ requirement: 'ARCH-02', ...plant, file: fileOf(plant, i, 'allowed') })),
  ...CYCLE.map((plant, i) => ({
    requirement: 'ARCH-02',
    ...plant,
    code: 'import(no-cycle)',
    file: `${plant.at}/${TAG}-cycle-${'ab'[i]}.ts`,
  })),
  {
    requirement: 'ARCH-02',
    title: 'camelCase file name',
    at: 'src/utils',
    source: 'export const x = 1;\n',
    code: 'unicorn(filename-case)',
    file: `src/utils/archPlant${process.pid}.ts`,
  },
];
const folders = [...new Set(planted.map((plant) => plant.at))];
const createdFolders: string[] = [];
let diagnostics: Diagnostic[] = [];
const codesOf = (file: string) => diagnostics.filter((d) => d.filename === file).map((d) => d.code);

describe('[ARCH-02] the import boundaries of .oxlintrc.json', () => {
  it('[ARCH-02] the clean tree passes the boundary, cycle and file-name rules', async () => {
    const found = (await lint()).filter((d) => !d.filename.includes('/planted-'));
    expect(found.map((d) => `${d.filename}: ${d.message}`)).toEqual([]);
  });

  describe('[ARCH-02] planted imports', () => {
    beforeAll(async () => {
      for (const folder of folders)
        if (!(await mkdir(`${ROOT}${folder}`, { recursive: true }))) continue;
        else createdFolders.push(folder);
      await Promise.all(planted.map((plant) => writeFile(`${ROOT}${plant.file}`, plant.source)));
      diagnostics = await lint();
    });
    afterAll(async () => {
      await Promise.all(planted.map((plant) => rm(`${ROOT}${plant.file}`, { force: true })));
      await Promise.all(createdFolders.map((folder) => rm(`${ROOT}${folder}`, { recursive: true, force: true })));
    });

    it.each(planted.filter((plant) => plant.code))('[$requirement] lint rejects $title', ({ file, code }) => {
      expect(codesOf(file)).toContain(code);
    });

    it.each(planted.filter((plant) => !plant.code))('[$requirement] lint accepts $title', ({ file }) => {
      expect(codesOf(file)).toEqual([]);
    });

    it('[ARCH-02] nothing outside the planted files is reported', () => {
      const files = new Set(planted.map((plant) => plant.file));
      // Other test files plant their own scratch folders (`planted-…`) while this one runs beside them.
      const elsewhere = diagnostics.filter((d) => !files.has(d.filename) && !d.filename.includes('/planted-'));
      expect(elsewhere.map((d) => d.filename)).toEqual([]);
    });
  });
});
