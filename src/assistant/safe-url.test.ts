import { describe, expect, test } from 'vitest';
import { safeUrl } from './safe-url';

describe('safe urls', () => {
  test('[CHAT-13] keeps http, https, mailto and relative URLs', () => {
    for (const url of [
      'https://docs.example.com/a?b=c#d',
      'http://x.example',
      'mailto:help@example.com',
      '/docs',
      '#fn-1',
      'guide/a:b',
    ])
      expect(safeUrl(url), url).toBe(url);
  });

  test('[CHAT-13] empties javascript:, data:, vbscript: and other schemes in any spelling', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://x.example/1',
      'java%09script:alert(1)',
      'https :evil',
    ])
      expect(safeUrl(url), JSON.stringify(url)).toBe('');
  });
});
