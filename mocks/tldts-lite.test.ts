import { getDomain as tldtsGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './tldts-lite';

describe('tldts stand-in of the mock build', () => {
  it('[PERF-07] answers as tldts does for the hosts the mock backend runs on', () => {
    const options = { allowIcannDomains: true, allowPrivateDomains: true };
    for (const host of [
      '127.0.0.1',
      'localhost',
      'portal.example.com',
      'a.b.example.com',
      'example.com.',
      '[::1]',
      '::1',
    ]) {
      expect(getDomain(host), host).toBe(tldtsGetDomain(host, options));
    }
  });
});
