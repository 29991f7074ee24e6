/** OBS-03, OBS-06: the same error (or violation) within a window is counted, not sent again. */
export const DEDUPE_WINDOW_MS = 60_000;

export type Dedupe = {
  /** True for the first of its key in its window (send it); later ones only count. */
  first(key: string, onRepeats: (count: number) => void): boolean;
  /** Tells every open window's count now (the page is hidden or telemetry stops). */
  flush(): void;
};

export function createDedupe(
  setTimer: (run: () => void, ms: number) => unknown = setTimeout,
  windowMs = DEDUPE_WINDOW_MS,
): Dedupe {
  const open = new Map<string, { repeats: number; onRepeats: (count: number) => void }>();
  const close = (key: string) => {
    const window = open.get(key);
    open.delete(key);
    if (window && window.repeats > 0) window.onRepeats(window.repeats);
  };
  return {
    first(key, onRepeats) {
      const window = open.get(key);
      if (window) {
        window.repeats += 1;
        return false;
      }
      open.set(key, { repeats: 0, onRepeats });
      setTimer(() => close(key), windowMs);
      return true;
    },
    flush() {
      for (const window of open.values()) {
        if (window.repeats > 0) window.onRepeats(window.repeats);
        window.repeats = 0;
      }
    },
  };
}
