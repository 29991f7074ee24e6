import { describe, expect, test } from 'vitest';
import { formatTokenExpiry } from './format-token-expiry';

const EXPIRED = 'expired!';
const format = (seconds: number) => formatTokenExpiry(seconds * 1000, EXPIRED);

describe('formatTokenExpiry', () => {
  test('[POP-02] formats 3723 s as 1h 02m 03s', () => {
    expect(format(3723)).toBe('1h 02m 03s');
  });

  test('[POP-02] pads minutes and seconds, never hours, and keeps counting hours past a day', () => {
    expect(format(59)).toBe('0h 00m 59s');
    expect(format(3600)).toBe('1h 00m 00s');
    expect(format(36_000 + 600 + 6)).toBe('10h 10m 06s');
    expect(format(90_061)).toBe('25h 01m 01s');
  });

  test('[POP-02] counts partial seconds down: less than one second left is expired', () => {
    expect(formatTokenExpiry(1999, EXPIRED)).toBe('0h 00m 01s');
    expect(formatTokenExpiry(999, EXPIRED)).toBe(EXPIRED);
  });

  test('[POP-02] shows the expired text at zero, in the past, and for an unknown expiry', () => {
    expect(format(0)).toBe(EXPIRED);
    expect(format(-5)).toBe(EXPIRED);
    expect(formatTokenExpiry(Number.NaN, EXPIRED)).toBe(EXPIRED);
  });
});
