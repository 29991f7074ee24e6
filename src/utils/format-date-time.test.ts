import { describe, expect, test } from 'vitest';
import { formatDateTime, localeOf } from './format-date-time';

// 5 March 2025, 14:07:09 UTC: day ≠ month and an afternoon hour tell the formats apart.
const AFTERNOON = Date.UTC(2025, 2, 5, 14, 7, 9);
// ICU puts a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (text: string) => text.replaceAll(/[\u202f\u00a0]/g, ' ');

describe('formatDateTime', () => {
  test('[I18N-03] English uses en-US medium date and time', () => {
    expect(plain(formatDateTime(AFTERNOON, 'en', 'UTC'))).toBe('Mar 5, 2025, 2:07:09 PM');
    expect(plain(formatDateTime(new Date(Date.UTC(2024, 11, 31, 0, 0, 0)), 'en', 'UTC'))).toBe(
      'Dec 31, 2024, 12:00:00 AM',
    );
  });

  test('[I18N-03] German uses de-DE medium date and time', () => {
    expect(formatDateTime(AFTERNOON, 'de', 'UTC')).toBe('05.03.2025, 14:07:09');
    expect(formatDateTime('2024-12-31T00:00:00Z', 'de', 'UTC')).toBe('31.12.2024, 00:00:00');
  });

  test('[I18N-03] regional codes map to the two locales; others fall back to en-US', () => {
    expect(localeOf('de-AT')).toBe('de-DE');
    expect(localeOf('en-GB')).toBe('en-US');
    expect(localeOf('fr')).toBe('en-US');
    expect(localeOf(undefined)).toBe('en-US');
    expect(formatDateTime(AFTERNOON, 'de-CH', 'UTC')).toBe('05.03.2025, 14:07:09');
  });

  test('[I18N-03] the time zone is the browser’s unless given', () => {
    expect(formatDateTime(AFTERNOON, 'de', 'Europe/Berlin')).toBe('05.03.2025, 15:07:09');
    expect(formatDateTime(AFTERNOON, 'de')).toBe(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' }).format(AFTERNOON),
    );
  });
});
