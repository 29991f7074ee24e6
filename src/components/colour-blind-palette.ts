/**
 * The status palettes of colour-blind mode (THEME-02): Joy's `success` (green) becomes blue and its
 * `danger` (red) becomes orange, the pair that stays distinct for red-green colour blindness. Each
 * scale is Joy's own green or red scale with the lightness and chroma kept (OKLCH) and the hue turned,
 * so every variant keeps Joy's contrast (soft chips ≥ 8:1, solid ≥ 5.5:1, light and dark).
 */
export const COLOUR_BLIND_SCALES = {
  success: {
    50: '#F8FCFF',
    100: '#EAF5FE',
    200: '#D5EBFE',
    300: '#ADD9FF',
    400: '#2EA9FF',
    500: '#026BA9',
    600: '#035D95',
    700: '#023D63',
    800: '#012843',
    900: '#00182C',
  },
  danger: {
    50: '#FDF7F2',
    100: '#F8E7D9',
    200: '#F0CCAE',
    300: '#E5A46B',
    400: '#D7842F',
    500: '#9B5802',
    600: '#834900',
    700: '#633601',
    800: '#361B00',
    900: '#1D0C00',
  },
} as const;

type Scale = (typeof COLOUR_BLIND_SCALES)[keyof typeof COLOUR_BLIND_SCALES];

/** `#RRGGBB` → `R G B`, the channel format of Joy's `*Channel` variables. */
const channel = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(' ');

/** Joy's CSS variables of both palettes; the main channel is shade 500 in light and 400 in dark (as Joy). */
export function colourBlindVariables(scheme: 'light' | 'dark'): Record<string, string> {
  const entries = Object.entries(COLOUR_BLIND_SCALES).flatMap(([palette, scale]: [string, Scale]) => [
    ...Object.entries(scale).map(([shade, hex]) => [`--joy-palette-${palette}-${shade}`, hex]),
    [`--joy-palette-${palette}-mainChannel`, channel(scheme === 'dark' ? scale[400] : scale[500])],
    [`--joy-palette-${palette}-lightChannel`, channel(scale[200])],
    [`--joy-palette-${palette}-darkChannel`, channel(scale[700])],
  ]);
  return Object.fromEntries(entries);
}
