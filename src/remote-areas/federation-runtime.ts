import { createInstance, satisfy, type ModuleFederation } from '@module-federation/runtime';
import type { RemoteRuntime } from './load-area';
import { sharedScope } from './shared-scope';

let instance: ModuleFederation | undefined;
const attempts = new Map<string, number>();

/**
 * The Module Federation runtime as the loader's mechanism (PLUG-02): one host instance with no build
 * plugin, the shell's own modules registered as shared singletons, each remote registered by its ES
 * module entry. A retry imports the entry under a fresh URL: a failed `import()` stays failed for
 * its URL for the page's life (the loader learns that URL first: a pinned area's import map lists it).
 */
export const federationRuntime: RemoteRuntime = {
  satisfy: (version, range) => satisfy(version, range),
  importUrl(name, entryUrl) {
    const attempt = (attempts.get(name) ?? 0) + 1;
    attempts.set(name, attempt);
    return attempt === 1 ? entryUrl : `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}attempt=${attempt}`;
  },
  async load(name, importUrl, expose) {
    if (!instance) {
      instance = createInstance({ name: 'portal_shell', remotes: [] });
      instance.registerShared(sharedScope());
    }
    instance.registerRemotes([{ name, entry: importUrl, type: 'module' }], { force: true });
    return instance.loadRemote(`${name}/${expose}`);
  },
};
