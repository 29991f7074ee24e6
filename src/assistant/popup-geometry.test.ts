import { describe, expect, test } from 'vitest';
import { clampPopupBox, initialPopupBox, isSheet } from './popup-geometry';

describe('popup geometry', () => {
  test('[CHAT-01] [UX-04] opens 350 wide and 90vh high, docked at the right edge below the header', () => {
    expect(initialPopupBox({ width: 1280, height: 800 }, 68)).toEqual({ x: 930, y: 68, width: 350, height: 720 });
  });

  test('[UX-04] a short viewport shortens the popup to the space below the header', () => {
    expect(initialPopupBox({ width: 1024, height: 600 }, 68)).toEqual({ x: 674, y: 68, width: 350, height: 532 });
  });

  test('[UX-04] below 600 px the popup is a full-screen sheet', () => {
    expect(isSheet({ width: 599, height: 800 })).toBe(true);
    expect(isSheet({ width: 600, height: 800 })).toBe(false);
    expect(initialPopupBox({ width: 390, height: 844 }, 68)).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  });

  test('[CHAT-01] never smaller than 300×400, and moved back inside the viewport', () => {
    const viewport = { width: 1000, height: 800 };
    expect(clampPopupBox({ x: 10, y: 10, width: 120, height: 90 }, viewport)).toEqual({
      x: 10,
      y: 10,
      width: 300,
      height: 400,
    });
    expect(clampPopupBox({ x: 900, y: -50, width: 350, height: 700 }, viewport)).toEqual({
      x: 650,
      y: 0,
      width: 350,
      height: 700,
    });
    expect(clampPopupBox({ x: 0, y: 0, width: 2000, height: 2000 }, viewport)).toEqual({
      x: 0,
      y: 0,
      width: 1000,
      height: 800,
    });
  });

  test('[UX-01] [CHAT-01] a viewport below the minimum size shrinks the popup to fit it (WCAG 1.4.10)', () => {
    expect(clampPopupBox({ x: 50, y: 50, width: 350, height: 500 }, { width: 320, height: 256 })).toEqual({
      x: 0,
      y: 0,
      width: 320,
      height: 256,
    });
  });
});
