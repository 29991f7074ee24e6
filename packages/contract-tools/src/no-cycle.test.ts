// @vitest-environment node
/**
 * The contract tools' modules import one way (CON-11): the lint configuration fails a cycle in
 * them, type-only imports included. A cycle is planted beside them and linted with the real config.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { PORTAL_ROOT as ROOT } from './derive-usage.ts';

const HERE = join(ROOT, 'packages', 'contract-tools', 'src');
const planted: string[] = [];
afterAll(() => Promise.all(planted.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Lints files or folders with the repository's .oxlintrc.json: exit code and output. */
const lint = (...paths: string[]) =>
  new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [
        join(ROOT, 'node_modules/oxlint/bin/oxlint'),
        '-c',
        '.oxlintrc.json',
        ...paths.map((path) => relative(ROOT, path)),
      ],
      { cwd: ROOT, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    );
  });

/** A two-module cycle in a scratch folder beside the tools; `typeOnly` makes one edge `import type`. */
async function plant(typeOnly: boolean): Promise<string> {
  const dir = await mkdtemp(join(HERE, 'planted-cycle-'));
  planted.push(dir);
  await writeFile(
    join(dir, 'first.ts'),
    `import ${typeOnly ? 'type ' : ''}{ Second } from './second.ts';\nexport type First = { next?: Second };\nexport const first = 1;\n`,
  );
  await writeFile(
    join(dir, 'second.ts'),
    `import { first } from './first.ts';\nexport type Second = number;\nexport const second = (): number => first;\n`,
  );
  return dir;
}

test.concurrent.each([
  ['a value import', false],
  ['a type-only import', true],
])('[CON-11] a cycle through %s in the contract tools fails the lint', async (_name, typeOnly) => {
  const result = await lint(await plant(typeOnly));
  expect(result.output).toContain('import(no-cycle)');
  expect(result.code).toBe(1);
});

test('[CON-11] the contract tools themselves lint without a cycle', async () => {
  // The tools' own files (not the folders the other tests plant beside them).
  const tools = (await readdir(HERE)).filter((name) => name.endsWith('.ts')).map((name) => join(HERE, name));
  expect(tools.length).toBeGreaterThan(20);
  const result = await lint(...tools);
  expect(result.output).not.toContain('import(no-cycle)');
});
