import { describe, expect, it } from 'vitest';
import { isAuthCallback } from './auth-callback';

const at = (url: string) => {
  const { hash, search } = new URL(url, 'https://portal.example');
  return isAuthCallback({ hash, search });
};

describe('isAuthCallback', () => {
  it('[PERF-05] the identity provider returning a code or an error in the fragment is a callback', () => {
    expect(at('/pulse#state=s1&session_state=x&code=c1')).toBe(true);
    expect(at('/pulse#error=login_required&state=s1')).toBe(true);
  });

  it('[PERF-05] a code in the query (response mode query) is a callback too', () => {
    expect(at('/pulse?state=s1&code=c1')).toBe(true);
  });

  it('[PERF-05] a first visit, a deep link or a half callback is not', () => {
    expect(at('/')).toBe(false);
    expect(at('/pulse?tab=2#section')).toBe(false);
    expect(at('/pulse#code=c1')).toBe(false);
    expect(at('/pulse#state=s1')).toBe(false);
  });
});
