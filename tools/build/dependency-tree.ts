/**
 * The installed directories of a package's runtime dependency tree: its `dependencies`, theirs, and so
 * on, resolved as Node resolves them (the nearest `node_modules` upwards). Optional or missing ones
 * are skipped. Used by the dev server's third-party licences (UX-07), where no bundle exists to scan.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Manifest = { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> };

const readManifest = (dir: string): Manifest => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));

/** Where `name` is installed for a package in `from`, or undefined when it is not installed. */
function resolvePackage(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The directories of every package `root` depends on at run time, `root` itself excluded. */
export function runtimeDependencyDirs(root: string): string[] {
  const found = new Set<string>();
  const visit = (dir: string) => {
    const manifest = readManifest(dir);
    const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {})];
    for (const name of names) {
      const installed = resolvePackage(name, dir);
      if (installed === undefined || found.has(installed)) continue;
      found.add(installed);
      visit(installed);
    }
  };
  visit(root);
  return [...found].toSorted();
}
