import { describe, expect, test, vi } from 'vitest';
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

  test("[I18N-03] [PERF-09] in the browser's time zone the text is exactly Intl's, in both languages, without creating an Intl.DateTimeFormat", () => {
    const zone = process.env.TZ;
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // Midnight and noon, single- and double-digit fields, both changes of summer time, years apart.
      const stamps = [Date.UTC(2025, 2, 5, 14, 7, 9), Date.UTC(2024, 11, 31, 0, 0, 0), Date.UTC(2025, 0, 1, 12, 0, 0)];
      for (let at = Date.UTC(2019, 0, 1); at < Date.UTC(2031, 0, 1); at += 7_919_993_000) stamps.push(at);
      const firstInEachZone = new Set<string>();
      for (const tz of ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata']) {
        // Node applies a new TZ to Date and Intl at once.
        process.env.TZ = tz;
        const written = stamps.flatMap((at) => [formatDateTime(at, 'en'), formatDateTime(new Date(at), 'de-AT')]);
        expect(created).not.toHaveBeenCalled();
        firstInEachZone.add(written[0]!);
        const intl = stamps.flatMap((at) => [
          new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' }).format(at),
          new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'medium' }).format(at),
        ]);
        expect(written.map(plain), tz).toEqual(intl.map(plain));
        created.mockClear();
      }
      // The zones really changed: 14:07:09 UTC is another local time in each.
      expect(firstInEachZone.size).toBe(4);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  test('[I18N-03] an invalid date is refused as Intl refuses it, never written as NaN', () => {
    expect(() => formatDateTime('not a date', 'en')).toThrow(RangeError);
    expect(() => formatDateTime(Number.NaN, 'de', 'UTC')).toThrow(RangeError);
  });
});
