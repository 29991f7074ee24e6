/**
 * The npm registry these machines reach lacks the other platforms' native binaries of some packages
 * (oxlint's bindings, for one). `npm install` skips an optional dependency it cannot fetch but keeps
 * it in the dependent's `optionalDependencies`, and `npm ci` then refuses the lock as out of sync.
 * These helpers find and drop such dangling optional entries so the lock stays installable by `npm ci`.
 */
type LockPackage = { optionalDependencies?: Record<string, string> };
export type Lockfile = { packages: Record<string, LockPackage> };

/** Node's resolution: the nearest `node_modules/<name>` at or above the dependent's folder. */
function resolves(packages: Lockfile['packages'], dependent: string, name: string): boolean {
  let folder = dependent;
  for (;;) {
    if (packages[`${folder === '' ? '' : `${folder}/`}node_modules/${name}`]) return true;
    if (folder === '') return false;
    const parent = folder.lastIndexOf('/node_modules/');
    folder = parent < 0 ? '' : folder.slice(0, parent);
  }
}

/** Every optional dependency the lock names but does not contain, as `dependent → name`. */
export function danglingOptionalDependencies(lock: Lockfile): string[] {
  return Object.entries(lock.packages).flatMap(([dependent, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolves(lock.packages, dependent, name))
      .map((name) => `${dependent || '(root)'} → ${name}`),
  );
}

/** A copy of the lock without the dangling optional dependencies. */
export function pruneDanglingOptionalDependencies(lock: Lockfile): Lockfile {
  const packages = Object.fromEntries(
    Object.entries(lock.packages).map(([dependent, entry]) => {
      if (!entry.optionalDependencies) return [dependent, entry];
      const kept = Object.entries(entry.optionalDependencies).filter(([name]) =>
        resolves(lock.packages, dependent, name),
      );
      return [dependent, { ...entry, optionalDependencies: Object.fromEntries(kept) }];
    }),
  );
  return { ...lock, packages };
}
