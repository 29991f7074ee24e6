/** Hue (0–360°) and saturation (0–1, HSL) of a computed CSS colour such as `rgb(2, 107, 169)`. */
export function hueOf(cssColour: string): { hue: number; saturation: number } {
  const [r = 0, g = 0, b = 0] = (cssColour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  const sector = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: (sector * 60 + 360) % 360, saturation };
}

/** Red and green as people with red-green colour blindness confuse them (HSL hue ranges, degrees). */
export const isRed = (hue: number) => hue < 15 || hue > 345;
export const isGreen = (hue: number) => hue >= 75 && hue <= 165;
