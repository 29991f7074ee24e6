// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// What the hook needs from this checkout; node_modules is linked, not copied.
const COPIED = ['package.json', 'lint-staged.config.ts', '.oxlintrc.json', 'tsconfig.json', '.prettierrc.json'];
const COPIED_DIRS = ['scripts/lint'];
const SCRIPT = 'scripts/install-git-hooks.ts';

// The outer environment minus what would skip or redirect the hook (CI, a parent git's variables).
const cleanEnv = (extra: Record<string, string> = {}) => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(CI|GIT_|SKIP_)/.test(key)));
  return { ...env, ...extra };
};

type Run = { code: number; output: string };
const run = (cwd: string, command: string, args: string[], env = cleanEnv()) =>
  new Promise<Run>((resolve) => {
    execFile(command, args, { cwd, env, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
const git = (cwd: string, ...args: string[]) => run(cwd, 'git', args);
const install = (cwd: string, env?: NodeJS.ProcessEnv) => run(cwd, process.execPath, [join(ROOT, SCRIPT)], env);
const commitCount = async (cwd: string) => Number((await git(cwd, 'rev-list', '--count', 'HEAD')).output.trim());

let repo = '';
const write = async (file: string, text: string) => {
  await mkdir(join(repo, file, '..'), { recursive: true });
  await writeFile(join(repo, file), text);
};
/** Stages one file and tries to commit it through the hook. */
const commit = async (file: string, text: string) => {
  await write(file, text);
  await git(repo, 'add', file);
  return git(repo, 'commit', '-m', `add ${file}`);
};

// Each commit runs prettier, oxlint and tsc for real: seconds each, more on a busy machine.
describe('[ARCH-04] the pre-commit hook', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    repo = await mkdtemp(join(tmpdir(), 'portal-hook-'));
    await Promise.all(COPIED.map((file) => cp(join(ROOT, file), join(repo, file))));
    await Promise.all(COPIED_DIRS.map((dir) => cp(join(ROOT, dir), join(repo, dir), { recursive: true })));
    await symlink(join(ROOT, 'node_modules'), join(repo, 'node_modules'), 'dir');
    await git(repo, 'init', '-q');
    await git(repo, 'config', 'user.email', 'hook-test@example.invalid');
    await git(repo, 'config', 'user.name', 'Hook test');
  });
  afterAll(() => rm(repo, { recursive: true, force: true }));

  it('[ARCH-04] npm ci (prepare) installs a pre-commit hook that runs lint-staged', async () => {
    expect((await install(repo)).code).toBe(0);
    expect(await readFile(join(repo, '.git/hooks/pre-commit'), 'utf8')).toContain('npx lint-staged');
  });

  it('[ARCH-04] a badly formatted staged file is committed formatted by prettier', async () => {
    const result = await commit('src/answer.ts', 'export const  answer =   42\n');
    expect(result.code, result.output).toBe(0);
    expect((await git(repo, 'show', 'HEAD:src/answer.ts')).output).toBe('export const answer = 42;\n');
  });

  it('[ARCH-04] a staged file that fails lint is rejected', async () => {
    const result = await commit('src/debug.ts', 'export const stop = () => {\n  debugger;\n};\n');
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('no-debugger');
    expect(await commitCount(repo)).toBe(1);
    await git(repo, 'rm', '-q', '--cached', 'src/debug.ts');
    await rm(join(repo, 'src/debug.ts'));
  });

  it('[ARCH-04] a staged file that fails the type check is rejected', async () => {
    const result = await commit('src/count.ts', "export const count: number = 'three';\n");
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('TS2322');
    expect(await commitCount(repo)).toBe(1);
  });

  it('[ARCH-04] nothing is installed in CI or outside a git checkout', async () => {
    const [ciRepo, plain] = await Promise.all([mkdtemp(join(repo, 'ci-')), mkdtemp(join(tmpdir(), 'portal-no-git-'))]);
    await git(ciRepo, 'init', '-q');
    const inCi = await install(ciRepo, cleanEnv({ CI: 'true' }));
    expect(inCi.output).toContain('not installed in CI');
    await expect(readFile(join(ciRepo, '.git/hooks/pre-commit'))).rejects.toThrow('ENOENT');
    const noGit = await install(plain);
    await rm(plain, { recursive: true, force: true });
    expect(noGit).toEqual({ code: 0, output: 'git hooks: not a git checkout, nothing installed\n' });
  });
});
