// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { areaIntegrity, integrityOfBundle } from './integrity-plugin';

let root = '';
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'area-integrity-'));
  // An entry with a static and a lazy dependency, like remoteEntry.js and the area's chunks.
  await writeFile(
    join(root, 'entry.js'),
    "import { a } from './a.js';\nexport const load = () => import('./lazy.js');\nexport { a };\n",
  );
  await writeFile(join(root, 'a.js'), "export const a = 'static';\n");
  await writeFile(join(root, 'lazy.js'), "export default 'lazy';\n");
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** What `@module-federation/vite` does: emits mf-manifest.json in its (unordered) generateBundle. */
const fakeFederation = (): Plugin => ({
  name: 'fake-federation',
  generateBundle() {
    this.emitFile({
      type: 'asset',
      fileName: 'mf-manifest.json',
      source: JSON.stringify({ name: 'area', shared: [] }),
    });
  },
});

/** A plugin that changes a chunk after the hashes were taken (a `post` plugin placed after it). */
const lateChange = (): Plugin => ({
  name: 'late-change',
  enforce: 'post',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.fileName.includes('lazy'));
      if (chunk?.type === 'chunk') chunk.code += '\n// changed';
    },
  },
});

const buildWith = async (plugins: Plugin[]) => {
  const outDir = await mkdtemp(join(tmpdir(), 'area-integrity-out-'));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      modulePreload: false,
      rolldownOptions: { input: { remoteEntry: join(root, 'entry.js') }, preserveEntrySignatures: 'strict' },
    },
  });
  return outDir;
};

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

describe('areaIntegrity()', () => {
  test('[PLUG-11] writes the sha384 of every emitted .js file into mf-manifest.json, the rest of it kept', async () => {
    // Placed before the federation plugin on purpose: its hook still runs after the manifest exists.
    const outDir = await buildWith([areaIntegrity(), fakeFederation()]);
    const emitted = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.js')).toSorted();
    expect(emitted).toEqual([expect.stringMatching(/^assets\/lazy-/), expect.stringMatching(/^assets\/remoteEntry-/)]);
    const manifest = JSON.parse(await readFile(join(outDir, 'mf-manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'area', shared: [] });
    expect(Object.keys(manifest.integrity)).toEqual(emitted);
    for (const file of emitted) expect(manifest.integrity[file], file).toBe(sha384(await readFile(join(outDir, file))));
    await rm(outDir, { recursive: true, force: true });
  });

  test('[PLUG-11] sha256 or sha512 on request; chunks and emitted .js assets alike, nothing else', () => {
    const bundle = {
      'remoteEntry.js': { type: 'chunk' as const, code: 'export {}' },
      'assets/virtual.js': { type: 'asset' as const, source: new TextEncoder().encode('1') },
      'mf-manifest.json': { type: 'asset' as const, source: '{}' },
      'assets/style.css': { type: 'asset' as const, source: 'a{}' },
    };
    const hashes = integrityOfBundle(bundle, 'sha256');
    expect(Object.keys(hashes)).toEqual(['assets/virtual.js', 'remoteEntry.js']);
    expect(hashes['remoteEntry.js']).toBe(`sha256-${createHash('sha256').update('export {}').digest('base64')}`);
    expect(integrityOfBundle(bundle, 'sha512')['assets/virtual.js']).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
  });

  test('[PLUG-11] a build without the manifest fails, saying what is missing', async () => {
    await expect(buildWith([areaIntegrity()])).rejects.toThrow(/mf-manifest\.json was not emitted/);
  });

  test('[PLUG-11] a file changed after its hash was written fails the build instead of shipping a manifest the portal refuses', async () => {
    await expect(buildWith([fakeFederation(), areaIntegrity(), lateChange()])).rejects.toThrow(
      /lazy-[\w-]+\.js changed after its hash was written/,
    );
  });
});
