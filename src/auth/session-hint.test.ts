import { afterEach, describe, expect, test, vi } from 'vitest';
import { SESSION_HINT_KEY, forgetSession, hasSessionHint, rememberSession } from './session-hint';

afterEach(() => localStorage.clear());

describe('session hint', () => {
  test('[PERF-04] [PERF-05] absent on a first visit, there after a session, gone after it ends', () => {
    expect(hasSessionHint()).toBe(false);
    rememberSession();
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(hasSessionHint()).toBe(true);
    forgetSession();
    expect(hasSessionHint()).toBe(false);
    // Only the portal's own value counts.
    localStorage.setItem(SESSION_HINT_KEY, 'yes');
    expect(hasSessionHint()).toBe(false);
  });

  test('[PERF-04] storage that throws (a locked-down browser) means no hint and no error', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => rememberSession()).not.toThrow();
    expect(hasSessionHint()).toBe(false);
  });
});
