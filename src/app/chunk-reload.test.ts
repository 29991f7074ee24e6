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

  test('[DEPLOY-07] vite:preloadError reloads once and cancels the error; rate-limited, it lets the error through', async () => {
    window.sessionStorage.clear();
    const clock = { now: 1_000_000 };
    const tab = page(window.sessionStorage, clock);
    const first = new Event('vite:preloadError', { cancelable: true });
    tab.onPreloadError(first);
    expect(first.defaultPrevented).toBe(true);
    // Vite then resolves the import with undefined: still the same single reload, still pending.
    expect(await settlesSoon(tab.importOrReload(async () => undefined))).toBe(false);
    tab.onPreloadError(new Event('vite:preloadError', { cancelable: true }));
    expect(tab.reload).toHaveBeenCalledOnce();
    const reloaded = page(window.sessionStorage, clock);
    const again = new Event('vite:preloadError', { cancelable: true });
    reloaded.onPreloadError(again);
    expect(again.defaultPrevented).toBe(false);
    expect(reloaded.reload).not.toHaveBeenCalled();
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
    const event = new Event('vite:preloadError', { cancelable: true });
    tab.onPreloadError(event);
    expect(event.defaultPrevented).toBe(false);
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
