import { Global } from '@emotion/react';
import { useColorScheme } from '@mui/joy';
import { useEffect, useLayoutEffect } from 'react';
import type { FrameAppearance as Appearance } from '../src/bridge/protocol.ts';

/** Only Joy's palette variables with colour values may come in (THEME-02's two palettes). */
const VARIABLE = /^--joy-palette-(?:success|danger)-[A-Za-z0-9]+$/;
const VALUE = /^(?:#[0-9A-Fa-f]{6}|\d{1,3} \d{1,3} \d{1,3})$/;
const palette = (variables: Record<string, string>) =>
  Object.fromEntries(Object.entries(variables).filter(([name, value]) => VARIABLE.test(name) && VALUE.test(value)));

/**
 * PLUG-15: the portal's appearance in the frame, following every change without a reload: Joy's
 * colour scheme, and colour-blind mode (`data-colour-blind` on `<html>`, the portal's palette as CSS
 * variables, through the nonce'd emotion cache).
 */
export function FrameAppearance({ appearance }: { appearance: Appearance }) {
  const { setMode } = useColorScheme();
  useEffect(() => setMode(appearance.scheme), [appearance.scheme, setMode]);
  useLayoutEffect(() => {
    document.documentElement.toggleAttribute('data-colour-blind', appearance.colourBlind);
  }, [appearance.colourBlind]);
  const { light, dark } = appearance.colourBlindPalette;
  return (
    <Global
      styles={{
        ':root[data-colour-blind][data-joy-color-scheme="light"]': palette(light),
        ':root[data-colour-blind][data-joy-color-scheme="dark"]': palette(dark),
      }}
    />
  );
}
