import { describe, expect, test } from 'vitest';
import { formatMessageTime } from './format-time';

// 2025-11-22 08:26:40 UTC; the expected texts are built with the same zone to stay machine-independent.
const AT = 1763800000 * 1000;
const medium = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(AT);

describe('message time', () => {
  test('[CHAT-07] [I18N-03] medium date and time in en-US for English and de-DE for German', () => {
    expect(formatMessageTime(AT, 'en')).toBe(medium('en-US'));
    expect(formatMessageTime(AT, 'de')).toBe(medium('de-DE'));
    expect(formatMessageTime(AT, 'de')).toMatch(/^22\.11\.2025, \d{2}:\d{2}:40$/);
    expect(formatMessageTime(AT, 'en')).toMatch(/^Nov 22, 2025, \d{1,2}:\d{2}:40\s[AP]M$/);
    expect(formatMessageTime(AT, undefined)).toBe(medium('en-US'));
  });
});
