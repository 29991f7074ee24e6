import { createInstance, satisfy, type ModuleFederation } from '@module-federation/runtime';
import type { RemoteRuntime } from './load-area.ts';
import type { ProvidedVersion } from './manifest.ts';

/** The shared scope `registerShared` takes. */
export type SharedScope = NonNullable<Parameters<ModuleFederation['registerShared']>[0]>;

/**
 * The shared scope of a host's own module objects (PLUG-02): each key with its module namespace and
 * the exact version the host provides, a singleton that accepts that major.
 */
export function sharedScopeOf(
  modules: Readonly<Record<string, object>>,
  providedVersion: ProvidedVersion,
): SharedScope {
  return Object.fromEntries(
    Object.entries(modules).map(([key, module]) => {
      const version = providedVersion(key);
      if (version === undefined) throw new Error(`${key} is shared without a version`);
      return [key, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
    }),
  );
}

/** A host instance with the shared modules, and the remotes registered with it. */
type Host = { instance: ModuleFederation; remotes: Set<string> };

/**
 * The Module Federation runtime as the loader's mechanism (PLUG-02): a host instance named `name` with
 * no build plugin, the host's own modules registered as shared singletons, each remote registered by
 * its ES module entry. A retry imports the entry under a fresh URL (a failed `import()` stays failed
 * for its URL for the page's life; the loader learns that URL first: a pinned area's import map lists
 * it), through a host of its own: registering a remote again warns ("already registered", RES-06).
 */
export function createFederationRuntime(name: string, sharedScope: () => SharedScope): RemoteRuntime {
  let hosts = 0;
  let current: Host | undefined;
  const attempts = new Map<string, number>();
  const newHost = (): Host => {
    hosts += 1;
    const instance = createInstance({ name: hosts === 1 ? name : `${name}_${hosts}`, remotes: [] });
    instance.registerShared(sharedScope());
    return { instance, remotes: new Set() };
  };
  return {
    satisfy: (version, range) => satisfy(version, range),
    importUrl(remote, entryUrl) {
      const attempt = (attempts.get(remote) ?? 0) + 1;
      attempts.set(remote, attempt);
      return attempt === 1 ? entryUrl : `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}attempt=${attempt}`;
    },
    async load(remote, importUrl, expose) {
      if (!current || current.remotes.has(remote)) current = newHost();
      current.remotes.add(remote);
      current.instance.registerRemotes([{ name: remote, entry: importUrl, type: 'module' }]);
      return current.instance.loadRemote(`${remote}/${expose}`);
    },
  };
}
