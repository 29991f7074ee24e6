import { describe, expect, test } from 'vitest';
import { clampPopupBox, initialPopupBox } from './popup-geometry';

describe('popup geometry', () => {
  test('[CHAT-01] opens 350 wide and 90vh high, centred', () => {
    expect(initialPopupBox({ width: 1280, height: 720 })).toEqual({ x: 465, y: 36, width: 350, height: 648 });
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

  test('[CHAT-01] a viewport below the minimum keeps the minimum size and the top left corner visible', () => {
    expect(clampPopupBox({ x: 50, y: 50, width: 350, height: 500 }, { width: 280, height: 300 })).toEqual({
      x: 0,
      y: 0,
      width: 300,
      height: 400,
    });
  });
});
