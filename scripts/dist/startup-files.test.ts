// @vitest-environment node
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AREA_ROUTES } from '@/app/route-table';
import { PULSE_STARTUP_MODULES, startupFiles, type ManifestChunk } from '../../tools/build/startup-chunks.ts';

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const gzipKiB = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length, 0) / 1024;

describe('the startup of every route (production build)', () => {
  it('[PERF-10] any route starts in at most 6 JavaScript files: boot, the sign-in, the application, its area', () => {
    const counts = Object.fromEntries(
      AREA_ROUTES.map((route) => {
        const page = new RegExp(`^src/areas/${escape(route.path)}/${escape(route.path)}-page\\.tsx$`);
        return [route.path, startupFiles(manifest, [page]).length];
      }),
    );
    console.log(`[PERF-10] startup files per route: ${JSON.stringify(counts)}`);
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeLessThanOrEqual(6);
    // /pulse, the default route, as perf:size counts it.
    expect(startupFiles(manifest, PULSE_STARTUP_MODULES).length).toBeLessThanOrEqual(6);
  });

  it('[PERF-05] [PERF-10] a signed-out visit loads boot and the sign-in only, at most 30 KiB gzip, nothing of the application', () => {
    const chunks = Object.values(manifest);
    // index.html's entry is boot's group chunk (preserveEntrySignatures: false): the manifest names it `boot`.
    const boot = chunks.filter((chunk) => chunk.name === 'boot');
    const signIn = chunks.filter((chunk) => chunk.name === 'sign-in');
    expect(boot).toHaveLength(1);
    expect(signIn).toHaveLength(1);
    const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
    const loaded = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || loaded.has(chunk.file)) return;
      loaded.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    [...boot, ...signIn].forEach((chunk) => visit(byFile.get(chunk.file)!));
    const files = [...loaded].filter((file) => file.endsWith('.js'));
    expect(files.some((file) => /application-/.test(file))).toBe(false);
    const kib = gzipKiB(files);
    console.log(`[PERF-05] signed-out visit: ${kib.toFixed(1)} KiB gzip in ${files.length} files`);
    expect(kib).toBeLessThanOrEqual(30);
  });
});
