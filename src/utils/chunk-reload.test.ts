import { describe, expect, test, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  ChunkLoadError,
  createChunkReload,
  REACHABLE_FIRST_WAIT_MS,
  REACHABLE_MAX_WAIT_MS,
  reloadWhenReachable,
} from './chunk-reload';

const GONE = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** One page load of the tab: its own reload spy, sharing the tab's sessionStorage and clock. */
function page(storage: Storage, clock: { now: number }) {
  const reload = vi.fn();
  return { reload, ...createChunkReload({ storage, reload, now: () => clock.now }) };
}

/** The first page load of the tab hits the missing chunk and reloads. */
async function firstFailure(clock: { now: number }) {
  window.sessionStorage.clear();
  const tab = page(window.sessionStorage, clock);
  void tab.importOrReload(GONE);
  await vi.waitFor(() => expect(tab.reload).toHaveBeenCalledOnce(), { timeout: 10_000 });
}

const macrotask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A lazy import as Vite's preload helper runs it when the chunk is gone: it dispatches
 * `vite:preloadError` with the failure (here straight to the tab's listener) and, not cancelled,
 * rejects with that same error.
 */
const viteImport = (tab: { onPreloadError: (event: Event) => void }) => async (): Promise<never> => {
  await Promise.resolve();
  const error = new TypeError('Failed to fetch dynamically imported module: /assets/products-page-old.js');
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  tab.onPreloadError(event);
  expect(event.defaultPrevented).toBe(false);
  throw error;
};

const settlesSoon = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise((resolve) => setTimeout(() => resolve(false), 20)),
  ]);

describe('chunk reload', () => {
  test('[DEPLOY-07] a missing area chunk reloads the page once and the import never settles', async () => {
    const storage = window.sessionStorage;
    storage.clear();
    const tab = page(storage, { now: 1_000_000 });
    const pending = tab.importOrReload(GONE);
    expect(await settlesSoon(pending)).toBe(false);
    expect(tab.reload).toHaveBeenCalledOnce();
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  test('[DEPLOY-07] a second failure right after the reload throws a ChunkLoadError instead of looping', async () => {
    const clock = { now: 1_000_000 };
    await firstFailure(clock);
    clock.now += CHUNK_RELOAD_WINDOW_MS - 1;
    const reloaded = page(window.sessionStorage, clock);
    const error = await reloaded.importOrReload(GONE).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toHaveProperty('cause', expect.any(TypeError));
    expect(reloaded.reload).not.toHaveBeenCalled();
  });

  test('[DEPLOY-07] after the window a later deployment may reload again; a loaded chunk never reloads', async () => {
    const clock = { now: 1_000_000 };
    await firstFailure(clock);
    clock.now += CHUNK_RELOAD_WINDOW_MS;
    const later = page(window.sessionStorage, clock);
    void later.importOrReload(GONE);
    await vi.waitFor(() => expect(later.reload).toHaveBeenCalledOnce(), { timeout: 10_000 });
    const fine = page(window.sessionStorage, clock);
    await expect(fine.importOrReload(async () => ({ default: 'area' }))).resolves.toEqual({ default: 'area' });
    expect(fine.reload).not.toHaveBeenCalled();
  });

  test('[DEPLOY-07] vite:preloadError of an import no one handles reloads once, after its importer saw the error; rate-limited, none', async () => {
    window.sessionStorage.clear();
    const clock = { now: 1_000_000 };
    const tab = page(window.sessionStorage, clock);
    // An importer of its own (a React.lazy of the shell): the import rejects as usual.
    await expect(viteImport(tab)()).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.waitFor(() => expect(tab.reload).toHaveBeenCalledOnce());
    await viteImport(tab)().catch(() => undefined);
    await macrotask();
    expect(tab.reload).toHaveBeenCalledOnce();
    const reloaded = page(window.sessionStorage, clock);
    await viteImport(reloaded)().catch(() => undefined);
    await macrotask();
    expect(reloaded.reload).not.toHaveBeenCalled();
  });

  test('[DEPLOY-07] a chunk fetched ahead (intent, idle) that is gone never reloads: the route the user is on stays', async () => {
    window.sessionStorage.clear();
    const tab = page(window.sessionStorage, { now: 1_000_000 });
    // Through Vite's helper (its preloadError too) and as a plain rejection.
    await expect(tab.prefetch(viteImport(tab))).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(tab.prefetch(GONE)).rejects.toBeInstanceOf(TypeError);
    const chunk = tab.shared(viteImport(tab));
    await expect(chunk.prefetch()).rejects.toBeInstanceOf(TypeError);
    await macrotask();
    expect(tab.reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  test('[DEPLOY-07] the use after a failed prefetch loads again and reloads once, also while the prefetch is under way', async () => {
    window.sessionStorage.clear();
    const tab = page(window.sessionStorage, { now: 1_000_000 });
    const load = vi.fn(viteImport(tab));
    const chunk = tab.shared(load);
    const ahead = chunk.prefetch();
    // The click comes before the prefetch's answer: its load waits for it, then imports again.
    const use = chunk.load();
    await expect(ahead).rejects.toBeInstanceOf(TypeError);
    expect(await settlesSoon(use)).toBe(false);
    await macrotask();
    expect(load).toHaveBeenCalledTimes(2);
    expect(tab.reload).toHaveBeenCalledOnce();
  });

  test('[DEPLOY-07] [PERF-04] a shared chunk imports once for prefetch and use; a failure is asked again next time', async () => {
    window.sessionStorage.clear();
    const tab = page(window.sessionStorage, { now: 1_000_000 });
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return 'area';
    });
    const chunk = tab.shared(load);
    await expect(chunk.prefetch()).rejects.toBeInstanceOf(TypeError);
    fail = false;
    await expect(chunk.prefetch()).resolves.toBe('area');
    await expect(chunk.load()).resolves.toBe('area');
    await expect(chunk.prefetch()).resolves.toBe('area');
    expect(load).toHaveBeenCalledTimes(2);
    expect(tab.reload).not.toHaveBeenCalled();
  });

  test('[DEPLOY-07] [UX-05] offline nothing is gone: a failed chunk (an import or an idle prefetch) never reloads the page', async () => {
    window.sessionStorage.clear();
    const reload = vi.fn();
    let online = false;
    const tab = createChunkReload({
      storage: window.sessionStorage,
      reload,
      now: () => 1_000_000,
      online: () => online,
    });
    await expect(tab.importOrReload(GONE)).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(viteImport(tab)()).rejects.toBeInstanceOf(TypeError);
    await macrotask();
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    // Back online, a chunk that fails is gone after a deployment: one reload, as before.
    online = true;
    void tab.importOrReload(GONE);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  test('[DEPLOY-07] the reload waits until the portal answers: none while it cannot be reached, then exactly one', async () => {
    const answers = [false, false, false, false, false, false, true];
    const events: string[] = [];
    await reloadWhenReachable({
      answers: async () => {
        const answer = answers.shift()!;
        events.push(answer ? 'answers' : 'unreachable');
        return answer;
      },
      reload: () => events.push('reload'),
      wait: async (ms) => void events.push(`wait ${ms}`),
    });
    const waits = [1, 2, 4, 8, 16, 30].map((s) => `wait ${s * 1000}`);
    expect(REACHABLE_FIRST_WAIT_MS).toBe(1000);
    expect(REACHABLE_MAX_WAIT_MS).toBe(30_000);
    expect(events).toEqual([...waits.flatMap((wait) => ['unreachable', wait]), 'answers', 'reload']);
  });

  test('[DEPLOY-07] a server that answers reloads at once', async () => {
    const reload = vi.fn();
    const wait = vi.fn(async () => undefined);
    await reloadWhenReachable({ answers: async () => true, reload, wait });
    expect(reload).toHaveBeenCalledOnce();
    expect(wait).not.toHaveBeenCalled();
  });
});
