/**
 * PLUG-08: what an area team installs is built output only. `npm pack` of the SDK, the scaffolder and
 * the dev portal (their prepack builds each; the dev portal takes the mock build in dist-mock/), each
 * tarball's file list checked, and the SDK's data loaded by plain Node as a build config does.
 * Prints each tarball's size.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
type Packed = { name: string; version: string; size: number; unpackedSize: number; files: { path: string }[] };

async function pack(name: string): Promise<Packed & { paths: string[] }> {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json'], {
    cwd: join(ROOT, 'packages', name),
    maxBuffer: 64 * 1024 * 1024,
  });
  const [packed]: Packed[] = JSON.parse(stdout.slice(stdout.indexOf('[')));
  if (!packed) throw new Error(`npm pack gave nothing for ${name}`);
  console.info(
    `[PLUG-08] ${packed.name}@${packed.version}: ${(packed.size / 1024).toFixed(1)} KiB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KiB unpacked, ${packed.files.length} files`,
  );
  return { ...packed, paths: packed.files.map((file) => file.path) };
}

/** Nothing a user does not run: sources, tests, configs, build scripts. */
const NOT_SHIPPED = /(^|\/)(src\/|.*\.test\.|.*\.tsx?$|tsconfig|vitest\.config|build\.ts)/;
const isDeclaration = (path: string) => path.endsWith('.d.ts');

describe('[PLUG-08] the tarballs a team installs', { timeout: 180_000 }, () => {
  test('[PLUG-08] @portal/area-sdk: JavaScript and type declarations only, every export in the tarball, its data loaded by plain Node', async () => {
    const { paths } = await pack('area-sdk');
    const code = paths.filter((path) => path !== 'README.md' && path !== 'package.json');
    expect(code.length).toBeGreaterThan(0);
    // The modules and their declarations, and the frame page of isolated areas (PLUG-14): its HTML and hashed bundle.
    for (const path of code)
      expect(path, path).toMatch(/^dist\/((?:[\w-]+\/)?[\w-]+\.(js|d\.ts)|frame\/index\.html|frame\/assets\/[\w-]+\.js)$/);
    expect(code).toContain('dist/frame/index.html');
    expect(code.filter((path) => !isDeclaration(path) && NOT_SHIPPED.test(path))).toEqual([]);
    expect(code.filter((path) => path.includes('.test.'))).toEqual([]);
    const manifest = (await import('../../packages/area-sdk/package.json', { with: { type: 'json' } })).default;
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      const files = typeof target === 'string' ? [target] : Object.values(target);
      for (const file of files) expect(paths, `${subpath} → ${file}`).toContain(file.replace(/^\.\//, ''));
    }
    // A build config imports it on the project's Node (24 here) and on the machine's older one.
    for (const node of [process.execPath, '/usr/bin/node'].filter((path) => existsSync(path))) {
      const { stdout } = await promisify(execFile)(
        node,
        ['--input-type=module', '-e', "const m = await import('@portal/area-sdk/shared-packages'); console.log(Object.keys(m.SHARED_RANGES).length)"],
        { cwd: join(ROOT, 'examples', 'remote-area') },
      );
      expect(stdout.trim(), node).toBe('13');
    }
  });

  test('[PLUG-08] @portal/create-area: its bin, the template and the release’s versions', async () => {
    const { paths } = await pack('create-area');
    expect(paths.toSorted()).toEqual(
      ['README.md', 'dist/create-area.js', 'dist/release.json', 'dist/template.json', 'package.json'].toSorted(),
    );
  });

  test('[PLUG-08] @portal/dev-portal: its bin and the portal’s mock build, without the repository’s example area', async () => {
    const { paths } = await pack('dev-portal');
    expect(paths).toContain('dist/portal-dev.js');
    expect(paths).toContain('dist/portal/index.html');
    expect(paths).toContain('dist/portal/config.json');
    expect(paths).toContain('dist/portal/mockServiceWorker.js');
    expect(paths.filter((path) => path.includes('/remotes/'))).toEqual([]);
    expect(paths.filter((path) => !path.startsWith('dist/') && path !== 'README.md' && path !== 'package.json')).toEqual([]);
    expect(paths.filter((path) => NOT_SHIPPED.test(path) && !path.startsWith('dist/portal/'))).toEqual([]);
  });
});
