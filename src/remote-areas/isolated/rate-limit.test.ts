import { describe, expect, test } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('the bridge’s rate limit', () => {
  test('[PLUG-16] a burst, then the refill rate: a flood gets its burst and no more; a pause refills it', () => {
    const limiter = createRateLimiter({ any: { burst: 100, perSecond: 100 }, notify: { burst: 2, perSecond: 1 } }, 0);
    expect([0, 0, 0].map(() => limiter.take('notify', 0))).toEqual([true, true, false]);
    expect(limiter.take('notify', 500)).toBe(false);
    expect(limiter.take('notify', 1000)).toBe(true);
    // A kind without a budget of its own counts against all messages only.
    expect(Array.from({ length: 120 }, () => limiter.take('title', 1000)).filter(Boolean)).toHaveLength(99);
  });
});
