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

/**
 * Reload-once handling for missing chunks (DEPLOY-07). `reloadOnce` reloads the page on the same
 * route unless it already did so within the window; it answers whether a reload is under way.
 */
export function createChunkReload({ storage, reload, now, online = () => true }: ChunkReloadDeps) {
  let reloading = false;
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

  /** Loads a lazy module; if that fails, reloads once (never settling) or throws a ChunkLoadError. */
  const importOrReload = async <T>(load: () => Promise<T>): Promise<T> => {
    let failure: unknown;
    try {
      const module = await load();
      // Vite resolves undefined when our preload error listener already started the reload.
      if (module !== undefined) return module;
    } catch (error) {
      failure = error;
    }
    if (reloadOnce()) return new Promise<never>(() => undefined);
    throw new ChunkLoadError('A part of the portal could not be loaded', { cause: failure });
  };

  /** Vite's `vite:preloadError` (a lazy chunk or its CSS is gone): reload once instead of failing. */
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault();
  };

  return { reloadOnce, importOrReload, onPreloadError };
}

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
