import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { exampleFiles } from '../example-files.ts';
import { EXAMPLE_DIR, releaseFromPortal, templateFromExample } from '../from-portal.ts';
import { main, type CliData } from './cli.ts';
import { EXAMPLE_NAMES } from './names.ts';
import { PROJECT_DEPENDENCIES, PROJECT_DEV_DEPENDENCIES } from './release.ts';
import { scaffold } from './scaffold.ts';

const data: CliData = { template: templateFromExample(), release: releaseFromPortal() };
const scratch: string[] = [];
afterAll(() => scratch.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'create-area-'));
  scratch.push(dir);
  return dir;
};

/** Every file below `dir` (installed packages and builds left out), as the scaffolder lists them. */
const filesOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .filter((path) => !/^(node_modules|dist)\//.test(path))
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );

const run = (argv: string[], cwd: string, config: Record<string, string> = {}) => {
  const out: string[] = [];
  const err: string[] = [];
  const npmConfig = (key: string) => config[key];
  const code = main(argv, data, { cwd, npmConfig, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('npm create @portal/area', () => {
  test('[PLUG-09] examples/remote-area is what the scaffolder writes for it (else: npm run example:sync)', () => {
    expect(filesOf(EXAMPLE_DIR)).toEqual(exampleFiles());
  });

  test('[PLUG-09] a new project: its names everywhere, none of the example’s, every dependency pinned to this release', () => {
    const files = scaffold(data.template, data.release, {
      names: { id: 'fleet-health', titleEn: 'Fleet health', titleDe: 'Flottenzustand' },
      registry: 'https://npm.example.com/',
    });
    expect(Object.keys(files).toSorted()).toEqual(Object.keys(exampleFiles()).toSorted());
    const all = Object.values(files).join('\n');
    for (const trace of [
      EXAMPLE_NAMES.id,
      EXAMPLE_NAMES.titleEn,
      EXAMPLE_NAMES.titleDe,
      'customer_insights',
      'CUSTOMER_INSIGHTS',
    ])
      expect(all, trace).not.toContain(trace);
    expect(JSON.parse(files['area.json']!)).toMatchObject({
      id: 'fleet-health',
      area: { path: '/fleet-health', title: { en: 'Fleet health', de: 'Flottenzustand' } },
    });
    expect(files['vite.config.ts']).toContain("portalArea({ name: 'fleet_health'");
    expect(files['README.md']).toContain(
      'PORTAL_REMOTE_AREA_FLEET_HEALTH_UPSTREAM: http://fleet-health.team-fleet-health.svc.cluster.local',
    );
    expect(files['.npmrc']).toContain('\n@portal:registry=https://npm.example.com/\n');

    const manifest = JSON.parse(files['package.json']!);
    expect(manifest).toMatchObject({ name: 'fleet-health', version: '0.1.0', private: true, type: 'module' });
    expect(manifest.engines.node).toBe('^22.22.2 || ^24.15.0 || >=26.0.0');
    // PLUG-18: npm enforces it (on Node 20 the install stops, naming the engine) and says how to get one.
    expect(files['.npmrc']).toMatch(/^engine-strict=true$/m);
    expect(files['.npmrc']).toContain('nvm install');
    expect(manifest.scripts).toEqual({ dev: 'portal-dev', build: 'vite build', test: 'tsc --noEmit && vitest run' });
    expect(Object.keys(manifest.dependencies).toSorted()).toEqual([...PROJECT_DEPENDENCIES].toSorted());
    expect(Object.keys(manifest.devDependencies).toSorted()).toEqual([...PROJECT_DEV_DEPENDENCIES].toSorted());
    for (const [name, version] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
      expect(version, name).toBe(data.release.versions[name]);
    }
    expect(manifest.dependencies['@portal/area-sdk']).toBe(
      JSON.parse(readFileSync(join(EXAMPLE_DIR, '../../packages/area-sdk/package.json'), 'utf8')).version,
    );
  });

  test('[PLUG-09] the README starts with the three commands a team runs: create, dev, build', () => {
    const readme = scaffold(data.template, data.release, {
      names: { id: 'fleet-health', titleEn: 'Fleet health', titleDe: 'Flotte' },
    })['README.md']!;
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(readme.indexOf('```bash')).toBeLessThan(readme.indexOf('\n## '));
    expect(
      firstBlock
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('#')[0]!.trim()),
    ).toEqual([
      'npm create @portal/area fleet-health && cd fleet-health && npm install',
      'npm run dev',
      'npm run build',
    ]);
  });

  test('[PLUG-09] into an empty folder: every file written, the registry npm maps @portal to in .npmrc, the next steps printed', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'empty'));
    const result = run(['empty', '--id', 'fleet-health', '--title-de', 'Flottenzustand'], cwd, {
      '@portal:registry': 'http://127.0.0.1:4873/',
    });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const written = filesOf(join(cwd, 'empty'));
    expect(Object.keys(written).toSorted()).toEqual(Object.keys(exampleFiles()).toSorted());
    expect(written['.npmrc']).toContain('@portal:registry=http://127.0.0.1:4873/');
    expect(JSON.parse(written['area.json']!).area.title).toEqual({ en: 'Fleet health', de: 'Flottenzustand' });
    expect(result.out).toMatch(/Created the area "fleet-health" in empty \(\d+ files, portal \d+\.\d+\.\d+\)/);
    expect(result.out).toContain('npm run dev');
    // A new folder is made; the id defaults to its name.
    expect(run(['fleet-health'], cwd).code).toBe(0);
    expect(JSON.parse(readFileSync(join(cwd, 'fleet-health', 'area.json'), 'utf8')).id).toBe('fleet-health');
  });

  test('[PLUG-09] every mistake: exit 2 and one line, nothing written', () => {
    const cwd = tempDir();
    mkdirSync(join(cwd, 'taken'));
    writeFileSync(join(cwd, 'taken', 'notes.txt'), 'mine');
    const mistakes: [string[], RegExp][] = [
      [[], /^create-area: Give one folder: npm create @portal\/area <folder>\.$/],
      [['a', 'b'], /^create-area: Give one folder/],
      [['taken'], /^create-area: .*taken is not empty: give a new or empty folder\.$/],
      [['Fleet_Health'], /^create-area: "Fleet_Health" is not an area id/],
      [
        ['x', '--id', 'fleet--health'],
        /^create-area: "fleet--health" is not an area id: no "-" at its end and no "--"\.$/,
      ],
      [['fleet-health', '--title-en', "Fleet's"], /^create-area: "Fleet's" is not a title/],
      [['fleet-health', '--registry', 'npm.example.com'], /^create-area: --registry must be an http\(s\) URL/],
      [['fleet-health', '--bogus'], /^create-area: Unknown option '--bogus'/],
    ];
    for (const [argv, message] of mistakes) {
      const result = run(argv, cwd);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err, argv.join(' ')).toMatch(message);
      expect(result.err.split('\n'), argv.join(' ')).toHaveLength(1);
    }
    expect(readdirSync(cwd).toSorted()).toEqual(['taken']);
    expect(readdirSync(join(cwd, 'taken'))).toEqual(['notes.txt']);
    expect(run(['--help'], cwd).out).toMatch(/^Usage: npm create @portal\/area <folder>/);
  });
});
