import type { AreaModule } from '../index.ts';
import { AreaLoadError, type AreaLoadErrorDetails } from './area-load-error.ts';
import { base64, matchesSri, pinnedFiles, type IntegritySection } from './file-integrity.ts';
import {
  filesBase,
  incompatibilities,
  manifestVersion,
  parseManifest,
  remoteEntryFile,
  remoteEntryUrl,
  type ProvidedVersion,
  type RemoteManifest,
} from './manifest.ts';
import { importMapIntegrity, type ModuleIntegrity } from './module-integrity.ts';

/** What the loader needs of an area's config entry (the portal's `RemoteArea` is one). */
export type LoadableArea = {
  readonly id: string;
  /** The URL of its `mf-manifest.json`. */
  readonly entry: string;
  /** The exposed module, `./Area`. */
  readonly module: string;
  /** PLUG-05/11: `sha256-<base64>` of the manifest's bytes; the manifest's file hashes are then checked too. */
  readonly integrity?: string | undefined;
};

/** How long a remote area may take, from the manifest request to its module, before it is "unavailable". */
export const AREA_LOAD_TIMEOUT_MS = 10_000;

/** The mechanism that runs a remote's entry and returns its exposed module (Module Federation by default). */
export interface RemoteRuntime {
  satisfy(version: string, range: string): boolean;
  /**
   * The URL the next load of remote `name` imports its entry from: `entryUrl`, or a fresh one for a
   * retry (a failed `import()` stays failed for its URL). Without it, `entryUrl` itself.
   */
  importUrl?(name: string, entryUrl: string): string;
  /** Loads `expose` (e.g. `Area`) from the ES module entry at `importUrl` of remote `name`. */
  load(name: string, importUrl: string, expose: string): Promise<unknown>;
}

export type LoadAreaDeps = {
  runtime: RemoteRuntime;
  /**
   * PLUG-05: whether an entry (the configured one, then the manifest's `remoteEntry.js`, a path when it
   * is on `origin`) may be loaded for the area; the loader refuses anything else before a request.
   */
  allowed: (entry: string, id: string) => boolean;
  /** The versions the host provides of each shared key (PLUG-02). */
  providedVersion: ProvidedVersion;
  fetch?: typeof fetch;
  timeoutMs?: number;
  origin?: string;
  /**
   * PLUG-07 / DEPLOY-07: called when the area's code fails to load although its manifest was read (a
   * new build replaced the files the manifest named): reloads the page once and answers true, or
   * answers false when it already did so moments ago (then the area shows as unavailable, no loop).
   */
  reloadOnce?: () => boolean;
  /** PLUG-11: how the browser checks a pinned area's files (the page's import maps by default). */
  integrity?: ModuleIntegrity;
};

export type LoadedArea = { module: AreaModule; version: string | undefined };

/** `sha256-<base64>` of the bytes, as the config's `integrity` names it (WebCrypto). */
export const integrityOf = async (bytes: ArrayBuffer) =>
  `sha256-${base64(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))}`;

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

const unavailable = (message: string, details: AreaLoadErrorDetails) =>
  new AreaLoadError('unavailable', message, details);

/**
 * GETs `url` (the manifest, or a file whose load failed, to say why): its bytes, or the failure as
 * an {@link AreaLoadError} that names the HTTP status (PLUG-12).
 */
async function fetchBytes(
  remote: LoadableArea,
  url: string,
  fetchImpl: typeof fetch,
  init: RequestInit,
  version?: string,
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin', ...init });
  } catch (cause) {
    throw unavailable(`${remote.id}: ${url} is unreachable (${String(cause)})`, {
      version,
      reason: { kind: 'unreachable' },
    });
  }
  if (!response.ok)
    throw unavailable(`${remote.id}: ${url} answered HTTP ${response.status}`, {
      version,
      reason: { kind: 'status', status: response.status },
    });
  try {
    return await response.arrayBuffer();
  } catch (cause) {
    throw unavailable(`${remote.id}: ${url} could not be read (${String(cause)})`, {
      version,
      reason: { kind: 'unreachable' },
    });
  }
}

function checkedManifest(remote: LoadableArea, bytes: ArrayBuffer, deps: LoadAreaDeps): RemoteManifest {
  const manifest = parseManifest(bytes);
  if ('kind' in manifest) throw unavailable(`${remote.id}: ${manifest.detail}`, { reason: { kind: 'broken' } });
  const problems = incompatibilities(
    manifest,
    remote.module,
    (version, range) => deps.runtime.satisfy(version, range),
    deps.providedVersion,
  );
  if (problems.length)
    throw new AreaLoadError('incompatible', `${remote.id} is incompatible: ${problems.join('; ')}`, {
      details: problems,
      version: manifestVersion(manifest),
    });
  return manifest;
}

const withinBound = <T>(work: Promise<T>, signal: AbortSignal, id: string, timeoutMs: number) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => {
      const seconds = Math.round(timeoutMs / 1000);
      const fail = () =>
        reject(unavailable(`${id}: did not load within ${seconds} s`, { reason: { kind: 'timeout', seconds } }));
      if (signal.aborted) fail();
      signal.addEventListener('abort', fail, { once: true });
    }),
  ]);

type Context = {
  remote: LoadableArea;
  deps: LoadAreaDeps;
  fetchImpl: typeof fetch;
  signal: AbortSignal;
  version: string | undefined;
  bound: <T>(work: Promise<T>) => Promise<T>;
};

/**
 * Why files failed to load, read again with `fetch` past the browser's cache (nothing of them runs),
 * which also puts the server's copy into the cache for the next page (RES-06: a file once served
 * wrong and cached `immutable` must not keep the area broken): the first HTTP error or network
 * failure, else the first file whose bytes do not match its pinned hash. Undefined when every file
 * reads fine and matches.
 */
async function whyFilesFailed(
  context: Context,
  urls: readonly string[],
  section?: IntegritySection,
): Promise<AreaLoadError | undefined> {
  const { remote, fetchImpl, signal, version } = context;
  for (const url of urls) {
    let bytes: ArrayBuffer;
    try {
      bytes = await fetchBytes(remote, url, fetchImpl, { signal, cache: 'reload' }, version);
    } catch (cause) {
      if (cause instanceof AreaLoadError) return cause;
      throw cause;
    }
    const hash = section?.[url];
    if (hash !== undefined && !(await matchesSri(bytes, hash)))
      return new AreaLoadError(
        'integrity',
        `${remote.id}: ${url} does not match the hash its pinned manifest commits to`,
        {
          version,
          reason: { kind: 'changed' },
        },
      );
  }
  return undefined;
}

/**
 * PLUG-11: for a pinned area, before any of its URLs is touched: the manifest's hashes into an
 * import map (refused when there are none, or when this browser would not check them), then every
 * file fetched and checked by the browser without running any. A file that does not match refuses
 * the area with nothing of it run; one that is gone follows PLUG-07. Resolves once all files passed.
 */
async function verifyPinnedFiles(
  context: Context,
  manifest: RemoteManifest,
  manifestUrl: string,
  importUrl: string,
  integrity: ModuleIntegrity,
): Promise<'verified' | 'reloading'> {
  const { remote, version, bound } = context;
  const pinned = pinnedFiles(
    manifest.integrity,
    filesBase(manifest, manifestUrl),
    remoteEntryFile(manifest),
    importUrl,
  );
  if (!pinned.ok)
    throw new AreaLoadError('integrity', `${remote.id} is pinned, but ${pinned.problem}`, {
      version,
      reason: { kind: 'unlisted' },
    });
  if (!(await bound(integrity.pin(pinned.section))))
    throw new AreaLoadError(
      'integrity',
      `${remote.id} is pinned, but this browser does not check the integrity of modules (import-map integrity): refused`,
      { version, reason: { kind: 'unenforced' } },
    );
  const failed = await bound(integrity.prefetch(pinned.urls));
  if (failed.length === 0) return 'verified';
  const why = await bound(whyFilesFailed(context, failed, pinned.section));
  if (why?.failure === 'integrity') throw why;
  // RES-06: the server's files match (the browser's failed copies were old, now replaced in its
  // cache), but this page keeps a failed module for its URL: a new page loads the area.
  if (context.deps.reloadOnce?.()) return 'reloading';
  throw (
    why ??
    unavailable(`${remote.id}: ${failed.join(', ')} were stale in the browser's cache; reload the page to use them`, {
      version,
      reason: { kind: 'stale' },
    })
  );
}

/**
 * Loads a remote area (PLUG-02), checking before any of its JavaScript is requested: the entry is on
 * the allow-list (PLUG-05), the manifest arrives within the bound, matches the configured integrity
 * hash, and names shared versions the shell provides; a pinned area's files are all fetched and
 * verified by the browser first (PLUG-11). Then the runtime loads the module, raced against the same
 * bound (an `import()` cannot be aborted). Rejects with an {@link AreaLoadError} whose message starts
 * with the area's id and says what happened (PLUG-12).
 */
export async function loadArea(remote: LoadableArea, deps: LoadAreaDeps): Promise<LoadedArea> {
  const { runtime, fetch: fetchImpl = fetch, timeoutMs = AREA_LOAD_TIMEOUT_MS } = deps;
  const origin = deps.origin ?? window.location.origin;
  if (!deps.allowed(remote.entry, remote.id))
    throw new AreaLoadError(
      'refused',
      `${remote.id}: ${remote.entry} is outside /remotes/${remote.id}/ and the allowed origins`,
    );
  const manifestUrl = new URL(remote.entry, origin).href;
  const signal = AbortSignal.timeout(timeoutMs);
  const bound = <T>(work: Promise<T>) => withinBound(work, signal, remote.id, timeoutMs);
  // no-cache: a new build at the same upstream is used at the next load (PLUG-07).
  const init: RequestInit = { signal, cache: 'no-cache', headers: { accept: 'application/json' } };
  const bytes = await bound(fetchBytes(remote, manifestUrl, fetchImpl, init));
  if (remote.integrity !== undefined && (await integrityOf(bytes)) !== remote.integrity)
    throw new AreaLoadError('integrity', `${remote.id}: mf-manifest.json does not match its integrity hash`, {
      reason: { kind: 'changed' },
    });
  const manifest = checkedManifest(remote, bytes, deps);
  const version = manifestVersion(manifest);
  const entryUrl = remoteEntryUrl(manifest, manifestUrl);
  const entryPath = new URL(entryUrl).origin === origin ? new URL(entryUrl).pathname : entryUrl;
  if (!deps.allowed(entryPath, remote.id))
    throw new AreaLoadError('refused', `${remote.id}: its manifest points outside its place (${entryUrl})`, {
      version,
    });
  const importUrl = runtime.importUrl?.(manifest.name, entryUrl) ?? entryUrl;
  const context: Context = { remote, deps, fetchImpl, signal, version, bound };
  const reloading = new Promise<never>(() => undefined);
  if (remote.integrity !== undefined) {
    const integrity = deps.integrity ?? importMapIntegrity();
    // The page reloads and reads the manifest again: nothing to show meanwhile.
    if ((await verifyPinnedFiles(context, manifest, manifestUrl, importUrl, integrity)) === 'reloading')
      return reloading;
  }
  let loaded: unknown;
  try {
    loaded = await bound(runtime.load(manifest.name, importUrl, remote.module.slice(2)));
  } catch (cause) {
    if (cause instanceof AreaLoadError)
      throw new AreaLoadError(cause.failure, cause.message, { details: cause.details, reason: cause.reason, version });
    if (deps.reloadOnce?.()) return reloading;
    const why = await bound(whyFilesFailed(context, [importUrl])).catch((error: unknown) => error);
    if (why instanceof AreaLoadError) throw why;
    throw unavailable(`${remote.id}: its module failed to load (${String(cause)})`, {
      version,
      reason: { kind: 'broken' },
    });
  }
  if (!isAreaModule(loaded))
    throw unavailable(`${remote.id}: ${remote.module} exports no area (default component and translations)`, {
      version,
      reason: { kind: 'broken' },
    });
  return { module: loaded, version };
}
