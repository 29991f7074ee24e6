/**
 * What the scaffolder's build takes from the portal's repository (PLUG-09): the template, which is
 * examples/remote-area itself (one source of truth: the example is what the scaffolder writes), and
 * the release, the exact version of every package a project gets, as installed for this portal.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { PROJECT_DEPENDENCIES, PROJECT_DEV_DEPENDENCIES, type Release } from './src/release.ts';
import { GENERATED, type Files } from './src/scaffold.ts';

export const PORTAL_ROOT = join(import.meta.dirname, '..', '..');
export const EXAMPLE_DIR = join(PORTAL_ROOT, 'examples', 'remote-area');

/** Not part of a project: installed packages, build output. */
const LEFT_OUT = new Set(['node_modules', 'dist']);

/** The example's files, less what the scaffolder writes itself. */
export function templateFromExample(dir: string = EXAMPLE_DIR): Files {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).toSorted((a, b) => a.name.localeCompare(b.name))) {
      if (LEFT_OUT.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path).split(sep).join('/')] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  for (const generated of GENERATED) delete files[generated];
  return files;
}

const versionOf = (name: string): string => {
  const manifest: unknown = JSON.parse(readFileSync(join(PORTAL_ROOT, 'node_modules', name, 'package.json'), 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error(`${name} is not installed in the portal: run npm ci.`);
  return version;
};

/** The portal's version and the installed version of every package of a project. */
export function releaseFromPortal(): Release {
  const portal: unknown = JSON.parse(readFileSync(join(PORTAL_ROOT, 'package.json'), 'utf8'));
  const portalVersion =
    typeof portal === 'object' && portal !== null && 'version' in portal ? portal.version : undefined;
  if (typeof portalVersion !== 'string') throw new Error('the portal has no version');
  const names = [...PROJECT_DEPENDENCIES, ...PROJECT_DEV_DEPENDENCIES];
  return { portalVersion, versions: Object.fromEntries(names.map((name) => [name, versionOf(name)])) };
}
