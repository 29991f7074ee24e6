import type { FrameMessageType } from '@portal/area-sdk/bridge';

/** A token bucket: `burst` at once, refilled at `perSecond`. */
export type Budget = { readonly burst: number; readonly perSecond: number };

/**
 * PLUG-16: what a frame may send, by kind: generous for what an honest area does (a page's calls, a
 * title per route), and a wall against a flood. Every message counts against `any` too.
 */
export const BRIDGE_BUDGETS: Readonly<Partial<Record<FrameMessageType | 'any', Budget>>> = {
  any: { burst: 200, perSecond: 50 },
  request: { burst: 60, perSecond: 10 },
  navigate: { burst: 20, perSecond: 5 },
  go: { burst: 20, perSecond: 5 },
  title: { burst: 20, perSecond: 5 },
  notify: { burst: 5, perSecond: 0.5 },
  telemetry: { burst: 30, perSecond: 1 },
  shortcut: { burst: 10, perSecond: 2 },
  error: { burst: 3, perSecond: 0.1 },
};

/** At most this many of a frame's calls are under way at once; more are refused until one ends. */
export const MAX_CALLS_IN_FLIGHT = 16;

export type RateLimiter = { take(kind: FrameMessageType, now?: number): boolean };

/** One bucket per kind of message (and one for all), filled at the start. */
export function createRateLimiter(budgets = BRIDGE_BUDGETS, start = Date.now()): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const budgetOf = new Map<string, Budget | undefined>(Object.entries(budgets));
  const take = (name: string, now: number): boolean => {
    const budget = budgetOf.get(name);
    if (!budget) return true;
    const bucket = buckets.get(name) ?? { tokens: budget.burst, at: start };
    const tokens = Math.min(budget.burst, bucket.tokens + ((now - bucket.at) / 1000) * budget.perSecond);
    const allowed = tokens >= 1;
    buckets.set(name, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  };
  return { take: (kind, now = Date.now()) => take('any', now) && take(kind, now) };
}
