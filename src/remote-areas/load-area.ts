import type { AreaModule } from '@portal/area-sdk';
import { isAllowedEntry, type RemoteArea } from '@/config/remote-areas';
import { AreaLoadError } from './area-load-error';
import { incompatibilities, manifestVersion, parseManifest, remoteEntryUrl, type RemoteManifest } from './manifest';

/** How long a remote area may take, from the manifest request to its module, before it is "unavailable". */
export const AREA_LOAD_TIMEOUT_MS = 10_000;

/** The mechanism that runs a remote's entry and returns its exposed module (Module Federation by default). */
export interface RemoteRuntime {
  satisfy(version: string, range: string): boolean;
  /** Loads `expose` (e.g. `Area`) from the ES module entry at `entryUrl` of remote `name`. */
  load(name: string, entryUrl: string, expose: string): Promise<unknown>;
}

export type LoadAreaDeps = {
  runtime: RemoteRuntime;
  fetch?: typeof fetch;
  timeoutMs?: number;
  origin?: string;
  remoteOrigins?: readonly string[];
  /**
   * PLUG-07 / DEPLOY-07: called when the area's code fails to load although its manifest was read (a
   * new build replaced the files the manifest named): reloads the page once and answers true, or
   * answers false when it already did so moments ago (then the area shows as unavailable, no loop).
   */
  reloadOnce?: () => boolean;
};

export type LoadedArea = { module: AreaModule; version: string | undefined };

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** `sha256-<base64>` of the bytes, as the config's `integrity` names it (WebCrypto). */
export const integrityOf = async (bytes: ArrayBuffer) =>
  `sha256-${base64(await crypto.subtle.digest('SHA-256', bytes))}`;

const isAreaModule = (value: unknown): value is AreaModule => {
  if (typeof value !== 'object' || value === null) return false;
  const { default: component, translations } = value as Partial<AreaModule>;
  return (
    typeof component === 'function' &&
    typeof translations === 'object' &&
    translations !== null &&
    typeof translations.en === 'object' &&
    typeof translations.de === 'object'
  );
};

async function fetchManifest(remote: RemoteArea, url: string, fetchImpl: typeof fetch, signal: AbortSignal) {
  let response: Response;
  try {
    // no-cache: a new build at the same upstream is used at the next load (PLUG-07).
    response = await fetchImpl(url, {
      signal,
      cache: 'no-cache',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (cause) {
    throw new AreaLoadError('unavailable', `${remote.id}: ${url} is unreachable (${String(cause)})`);
  }
  if (!response.ok) throw new AreaLoadError('unavailable', `${remote.id}: ${url} answered HTTP ${response.status}`);
  try {
    return await response.arrayBuffer();
  } catch (cause) {
    throw new AreaLoadError('unavailable', `${remote.id}: ${url} could not be read (${String(cause)})`);
  }
}

function checkedManifest(remote: RemoteArea, bytes: ArrayBuffer, runtime: RemoteRuntime): RemoteManifest {
  const manifest = parseManifest(bytes);
  if ('kind' in manifest) throw new AreaLoadError('unavailable', `${remote.id}: ${manifest.detail}`);
  const problems = incompatibilities(manifest, remote.module, (version, range) => runtime.satisfy(version, range));
  if (problems.length)
    throw new AreaLoadError(
      'incompatible',
      `${remote.id} is incompatible: ${problems.join('; ')}`,
      problems,
      manifestVersion(manifest),
    );
  return manifest;
}

const withinBound = <T>(work: Promise<T>, signal: AbortSignal, what: string) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => {
      const fail = () => reject(new AreaLoadError('unavailable', `${what} did not load in time`));
      if (signal.aborted) fail();
      signal.addEventListener('abort', fail, { once: true });
    }),
  ]);

/**
 * Loads a remote area (PLUG-02), checking before any of its JavaScript is requested: the entry is on
 * the allow-list (PLUG-05), the manifest arrives within the bound, matches the configured integrity
 * hash, and names shared versions the shell provides. Then the runtime loads the module, raced against
 * the same bound (an `import()` cannot be aborted). Rejects with an {@link AreaLoadError}.
 */
export async function loadArea(remote: RemoteArea, deps: LoadAreaDeps): Promise<LoadedArea> {
  const { runtime, fetch: fetchImpl = fetch, timeoutMs = AREA_LOAD_TIMEOUT_MS } = deps;
  const origin = deps.origin ?? window.location.origin;
  const remoteOrigins = deps.remoteOrigins ?? [];
  if (!isAllowedEntry(remote.entry, remote.id, remoteOrigins, origin))
    throw new AreaLoadError(
      'refused',
      `${remote.id}: ${remote.entry} is outside /remotes/${remote.id}/ and the allowed origins`,
    );
  const manifestUrl = new URL(remote.entry, origin).href;
  const signal = AbortSignal.timeout(timeoutMs);
  const bytes = await withinBound(fetchManifest(remote, manifestUrl, fetchImpl, signal), signal, remote.id);
  if (remote.integrity !== undefined && (await integrityOf(bytes)) !== remote.integrity)
    throw new AreaLoadError('integrity', `${remote.id}: mf-manifest.json does not match its integrity hash`);
  const manifest = checkedManifest(remote, bytes, runtime);
  const version = manifestVersion(manifest);
  const entryUrl = remoteEntryUrl(manifest, manifestUrl);
  const entryPath = new URL(entryUrl).origin === origin ? new URL(entryUrl).pathname : entryUrl;
  if (!isAllowedEntry(entryPath, remote.id, remoteOrigins, origin))
    throw new AreaLoadError(
      'refused',
      `${remote.id}: its manifest points outside its place (${entryUrl})`,
      [],
      version,
    );
  let loaded: unknown;
  try {
    loaded = await withinBound(runtime.load(manifest.name, entryUrl, remote.module.slice(2)), signal, remote.id);
  } catch (cause) {
    if (cause instanceof AreaLoadError) throw new AreaLoadError(cause.failure, cause.message, cause.details, version);
    // The page reloads and reads the manifest again: nothing to show meanwhile.
    if (deps.reloadOnce?.()) return new Promise<never>(() => undefined);
    throw new AreaLoadError('unavailable', `${remote.id}: its module failed to load (${String(cause)})`, [], version);
  }
  if (!isAreaModule(loaded))
    throw new AreaLoadError(
      'unavailable',
      `${remote.id}: ${remote.module} exports no area (default component and translations)`,
      [],
      version,
    );
  return { module: loaded, version };
}
