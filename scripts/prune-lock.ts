/**
 * `postinstall`: keeps package-lock.json installable by `npm ci` on machines whose registry lacks
 * other platforms' optional binaries (see tools/build/lockfile.ts). Prints what it dropped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  danglingOptionalDependencies,
  pruneDanglingOptionalDependencies,
  type Lockfile,
} from '../tools/build/lockfile.ts';

const path = new URL('../package-lock.json', import.meta.url);
const lock: Lockfile = JSON.parse(readFileSync(path, 'utf8'));
const dangling = danglingOptionalDependencies(lock);
if (dangling.length > 0) {
  writeFileSync(path, `${JSON.stringify(pruneDanglingOptionalDependencies(lock), null, 2)}\n`);
  console.log(`package-lock.json: dropped ${dangling.length} optional dependencies the registry does not have:`);
  for (const entry of dangling) console.log(`  ${entry}`);
}
