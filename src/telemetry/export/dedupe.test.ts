import { expect, test, vi } from 'vitest';
import { createDedupe, DEDUPE_WINDOW_MS } from './dedupe';

test('[OBS-03] [OBS-06] the same error within a minute is counted, not sent again; the count is told when the minute ends', () => {
  const timers: (() => void)[] = [];
  const dedupe = createDedupe((run) => timers.push(run));
  const repeats = vi.fn();
  expect(dedupe.first('a', repeats)).toBe(true);
  expect(dedupe.first('a', repeats)).toBe(false);
  expect(dedupe.first('a', repeats)).toBe(false);
  expect(dedupe.first('b', repeats)).toBe(true);
  expect(repeats).not.toHaveBeenCalled();
  for (const run of timers.splice(0)) run();
  expect(repeats).toHaveBeenCalledOnce();
  expect(repeats).toHaveBeenCalledWith(2);
  // A new minute: sent again.
  expect(dedupe.first('a', repeats)).toBe(true);
  expect(DEDUPE_WINDOW_MS).toBe(60_000);
});

test('[OBS-03] [OBS-08] a flush (the page is hidden) tells the counts so far, and only once', () => {
  const dedupe = createDedupe(() => undefined);
  const repeats = vi.fn();
  dedupe.first('a', repeats);
  dedupe.first('a', repeats);
  dedupe.flush();
  dedupe.flush();
  expect(repeats).toHaveBeenCalledExactlyOnceWith(1);
});
