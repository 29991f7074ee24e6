/**
 * Simulated latency. Every deliberate delay of the mock backend goes through {@link mockDelay}, so
 * tests can shrink all of them at once (the conformance test would otherwise wait 8 s for
 * `assistant-slow`).
 */
import { delay } from 'msw';

let scale = 1;

/** Multiplies every simulated delay by `factor` (0 = as fast as possible); returns the previous factor. */
export function setDelayScale(factor: number): number {
  const previous = scale;
  scale = Math.max(0, factor);
  return previous;
}

/** Waits `ms` milliseconds times the current scale, with MSW's `delay()`. */
export function mockDelay(ms: number): Promise<void> {
  return delay(Math.round(ms * scale));
}
