import { createInstance, satisfy, type ModuleFederation } from '@module-federation/runtime';
import type { RemoteRuntime } from './load-area';
import { sharedScope } from './shared-scope';

/** A host instance with the shell's shared modules, and the remotes registered with it. */
type Host = { instance: ModuleFederation; remotes: Set<string> };

let hosts = 0;
let current: Host | undefined;
const attempts = new Map<string, number>();

const newHost = (): Host => {
  hosts += 1;
  const instance = createInstance({ name: hosts === 1 ? 'portal_shell' : `portal_shell_${hosts}`, remotes: [] });
  instance.registerShared(sharedScope());
  return { instance, remotes: new Set() };
};

/**
 * The Module Federation runtime as the loader's mechanism (PLUG-02): a host instance with no build
 * plugin, the shell's own modules registered as shared singletons, each remote registered by its ES
 * module entry. A retry imports the entry under a fresh URL (a failed `import()` stays failed for its
 * URL for the page's life; the loader learns that URL first: a pinned area's import map lists it),
 * through a host of its own: registering a remote again warns ("already registered", RES-06).
 */
export const federationRuntime: RemoteRuntime = {
  satisfy: (version, range) => satisfy(version, range),
  importUrl(name, entryUrl) {
    const attempt = (attempts.get(name) ?? 0) + 1;
    attempts.set(name, attempt);
    return attempt === 1 ? entryUrl : `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}attempt=${attempt}`;
  },
  async load(name, importUrl, expose) {
    if (!current || current.remotes.has(name)) current = newHost();
    current.remotes.add(name);
    current.instance.registerRemotes([{ name, entry: importUrl, type: 'module' }]);
    return current.instance.loadRemote(`${name}/${expose}`);
  },
};
