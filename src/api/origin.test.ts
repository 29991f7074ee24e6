import { describe, expect, test } from 'vitest';
import { isAssetPath, isOnOrigin, isSameOrigin } from './origin';

describe('isSameOrigin', () => {
  test.each([
    ['https://api.example/x', true],
    ['https://API.example:443/x?y#z', true],
    ['https://api.example.evil.example/x', false],
    ['https://api.example@evil.example/x', false],
    ['https://evil.example/api.example', false],
    ['https://evil.example/?https://api.example', false],
    ['http://api.example/x', false],
    ['https://api.example:444/x', false],
    ['//api.example/x', false],
    ['/x', false],
    ['api.example', false],
    ['', false],
  ])('[HTTP-01] %s is on https://api.example: %s', (url, expected) => {
    expect(isSameOrigin(url, 'https://api.example')).toBe(expected);
  });

  test('[HTTP-01] opaque origins never match each other', () => {
    expect(isSameOrigin('data:text/plain,x', 'data:text/plain,y')).toBe(false);
    expect(isSameOrigin('file:///etc/passwd', 'file:///tmp')).toBe(false);
  });

  test('[HTTP-01] a URL is on the API origins only when it is exactly on one of them', () => {
    const origins = ['https://gateway.test', 'https://assistant.test'];
    expect(isOnOrigin('https://assistant.test/assistant/thread', origins)).toBe(true);
    expect(isOnOrigin('https://gateway.test.evil.example/', origins)).toBe(false);
  });
});

describe('isAssetPath', () => {
  test.each([
    ['/assets/i18n/en.json', 'https://h/api/assets/i18n/en.json', 'https://h/api', true],
    ['assets/i18n/en.json', 'https://h/api/assets/i18n/en.json', 'https://h/api/', true],
    ['/thread', 'https://h/api/thread', 'https://h/api', false],
    // A base path named like an asset must not exempt every API call from the token.
    ['/thread', 'https://h/assets-api/thread', 'https://h/assets-api', false],
    ['/x/assets/y', 'https://h/x/assets/y', 'https://h', false],
  ])('[HTTP-01] url %s resolved to %s under %s is an asset: %s', (rawUrl, resolved, base, expected) => {
    expect(isAssetPath(rawUrl, resolved, base)).toBe(expected);
  });
});
