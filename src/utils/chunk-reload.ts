/** sessionStorage key: when this tab last reloaded because a chunk of the old release was gone. */
export const CHUNK_RELOAD_KEY = 'portal.chunkReloadAt';
/** A second chunk failure within this time after such a reload shows an error instead (no loop). */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** A code chunk that could not be loaded (usually: a deployment removed the old release's files). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export type ChunkReloadDeps = {
  storage: Storage;
  reload: () => void;
  now: () => number;
  /** Whether the browser is online: a chunk that failed offline is not gone, and a reload would fail too. */
  online?: () => boolean;
};

/** One chunk asked for ahead and for use (`shared` of {@link createChunkReload}). */
export type SharedChunk<T> = { prefetch: () => Promise<T>; load: () => Promise<T> };

/**
 * Reload-once handling for missing chunks (DEPLOY-07). `reloadOnce` reloads the page on the same
 * route unless it already did so within the window; it answers whether a reload is under way.
 *
 * Only a chunk the page needs reloads it: a chunk fetched ahead (pointer or focus on a navigation
 * entry or a menu button, idle time) that fails is nobody's to see. Reloading then would reload the
 * route the user is leaving, before the click that follows, and lose what the page holds. The use
 * that follows loads again; its failure reloads once, on the route it opens.
 */
export function createChunkReload({ storage, reload, now, online = () => true }: ChunkReloadDeps) {
  let reloading = false;
  // The failures an importer of ours handled: Vite's preloadError for them is no one else's to act on.
  const claimed = new WeakSet<object>();
  const claim = (error: unknown) => {
    if (typeof error === 'object' && error !== null) claimed.add(error);
  };
  const reloadOnce = (): boolean => {
    if (reloading) return true;
    // Offline, nothing is gone: the caller's error (or Retry) serves; a reload would show the browser's error page.
    if (!online()) return false;
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? Number.NaN);
    if (now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now()));
    reloading = true;
    reload();
    return true;
  };

  /** Loads a lazy module the page needs; if that fails, reloads once (never settling) or throws a ChunkLoadError. */
  const importOrReload = async <T>(load: () => Promise<T>): Promise<T> => {
    let failure: unknown;
    try {
      return await load();
    } catch (error) {
      claim(error);
      failure = error;
    }
    if (reloadOnce()) return new Promise<never>(() => undefined);
    throw new ChunkLoadError('A part of the portal could not be loaded', { cause: failure });
  };

  /** Fetches a lazy module ahead: a failure rejects and never reloads (the use that follows handles it). */
  const prefetch = <T>(load: () => Promise<T>): Promise<T> =>
    load().catch((error: unknown) => {
      claim(error);
      throw error;
    });

  /**
   * One chunk asked for ahead (`prefetch`: intent, idle) and for use (`load`: rendering it), imported
   * once. A failed prefetch never reloads: the use loads again through {@link importOrReload}. A
   * failure is forgotten, so the next ask imports again.
   */
  const shared = <T>(load: () => Promise<T>): SharedChunk<T> => {
    let ahead: Promise<T> | undefined;
    let used: Promise<T> | undefined;
    const remember = (attempt: Promise<T>, forget: (attempt: Promise<T>) => void) => {
      attempt.catch(() => forget(attempt));
      return attempt;
    };
    return {
      prefetch: () =>
        used ??
        (ahead ??= remember(prefetch(load), (attempt) => {
          if (ahead === attempt) ahead = undefined;
        })),
      load: () =>
        (used ??= remember(ahead ? ahead.catch(() => importOrReload(load)) : importOrReload(load), (attempt) => {
          if (used === attempt) used = undefined;
        })),
    };
  };

  /**
   * Vite's `vite:preloadError` (a lazy chunk or its CSS is gone), for the importers that do not handle
   * it themselves: the import rejects as usual, and unless one of ours claimed that failure (a
   * prefetch, {@link importOrReload}) the page reloads once. Decided after the rejection has reached
   * its importer, so never cancelled.
   */
  const onPreloadError = (event: Event) => {
    const { payload } = event as Event & { payload?: unknown };
    setTimeout(() => {
      if (typeof payload === 'object' && payload !== null && claimed.has(payload)) return;
      reloadOnce();
    }, 0);
  };

  return { reloadOnce, importOrReload, prefetch, shared, onPreloadError };
}

export type ChunkReload = ReturnType<typeof createChunkReload>;

/** The first wait before asking the portal's server again, doubling up to {@link REACHABLE_MAX_WAIT_MS}. */
export const REACHABLE_FIRST_WAIT_MS = 1000;
export const REACHABLE_MAX_WAIT_MS = 30_000;

export type ReloadWhenReachableDeps = {
  /** Whether the portal's server answers the page's address (a network failure or a 5xx: no). */
  answers: () => Promise<boolean>;
  reload: () => void;
  wait: (ms: number) => Promise<void>;
};

/**
 * Reloads the page once its server answers (DEPLOY-07): a reload while it cannot be reached (its
 * restart during a deployment, a network failure) would end on the browser's error page, with
 * nothing left to bring the user back. Until then the page stays as it is.
 */
export async function reloadWhenReachable({ answers, reload, wait }: ReloadWhenReachableDeps): Promise<void> {
  for (let delay = REACHABLE_FIRST_WAIT_MS; !(await answers()); delay = Math.min(delay * 2, REACHABLE_MAX_WAIT_MS))
    await wait(delay);
  reload();
}

/** The page's instance; main.tsx registers `onPreloadError` on window before anything lazy loads. */
export const chunkReload = createChunkReload({
  storage: window.sessionStorage,
  reload: () =>
    void reloadWhenReachable({
      answers: () =>
        fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
          (response) => response.ok,
          () => false,
        ),
      reload: () => window.location.reload(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    }),
  now: () => Date.now(),
  online: () => window.navigator.onLine,
});
