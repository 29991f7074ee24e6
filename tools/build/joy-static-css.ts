/**
 * Joy's runtime stylesheets as one static stylesheet (PERF-08, PERF-09): the CSS variables of both
 * colour schemes that Joy's CssVarsProvider would inject at its first render, CssBaseline's global
 * rules, and the colour-blind palette (THEME-02). Generated at build time from the very objects the
 * running app uses (Joy's default theme, CssBaseline's style function, `colourBlindVariables`), so
 * the page paints in its theme before any module runs and the app's first render injects none of it
 * (`CssVarsProvider disableStyleSheetGeneration`, no `CssBaseline`).
 */
import { createRequire } from 'node:module';
import type * as JoyStyles from '@mui/joy/styles';
import { colourBlindVariables } from '../../src/components/colour-blind-palette.ts';
import { COLOUR_BLIND_ATTRIBUTE } from '../../src/utils/appearance-storage.ts';

// Joy's package folders have no `exports` map: Node's ESM resolver refuses `@mui/joy/styles`, CommonJS resolves it.
const require = createRequire(import.meta.url);
const joyStyles: typeof JoyStyles = require('@mui/joy/styles');
const joyBaseline: { default: (props: object) => unknown } = require('@mui/joy/CssBaseline');

/** The attribute Joy puts the colour scheme on (`<html data-joy-color-scheme="dark">`). */
export const SCHEME_ATTRIBUTE = 'data-joy-color-scheme';

export type Declarations = { [property: string]: string | number | Declarations | undefined };

/** A CSS-in-JS style object as plain declarations (Joy's are strings, numbers and nested objects). */
export function declarations(style: object): Declarations {
  const result: Declarations = {};
  for (const [property, value] of Object.entries(style))
    if (typeof value === 'string' || typeof value === 'number') result[property] = value;
    else if (typeof value === 'object' && value !== null && !Array.isArray(value))
      result[property] = declarations(value);
  return result;
}

const hasProps = (value: unknown): value is { props: Record<string, unknown> } =>
  typeof value === 'object' &&
  value !== null &&
  'props' in value &&
  typeof value.props === 'object' &&
  value.props !== null;

const kebab = (property: string) =>
  property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Serialises a style object the way emotion does for these rules: nested selectors and at-rules one level deep. */
export function toCss(selector: string, rules: Declarations): string {
  const own: string[] = [];
  const nested: string[] = [];
  for (const [property, value] of Object.entries(rules)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      if (property.startsWith('@')) nested.push(`${property}{${toCss(selector, value)}}`);
      else nested.push(toCss(property.replace('&', selector), value));
    } else own.push(`${kebab(property)}:${value}`);
  }
  return [own.length ? `${selector}{${own.join(';')}}` : '', ...nested].join('');
}

const deepMerge = (target: Declarations, source: Declarations): Declarations => {
  const merged: Declarations = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] = typeof value === 'object' && typeof existing === 'object' ? deepMerge(existing, value) : value;
  }
  return merged;
};

/** Joy's default theme, as `CssVarsProvider` uses it when given none. */
export const joyTheme = () => joyStyles.extendTheme();

/** The CSS variables Joy's CssVarsProvider generates: the root tokens, then light (default) and dark. */
function themeVariables(theme: ReturnType<typeof joyTheme>): string {
  const root = declarations(theme.generateCssVars().css);
  const light = declarations(theme.generateCssVars('light').css);
  const dark = declarations(theme.generateCssVars('dark').css);
  return [
    toCss(':root', root),
    toCss(`:root, [${SCHEME_ATTRIBUTE}="light"]`, light),
    toCss(`[${SCHEME_ATTRIBUTE}="dark"]`, dark),
  ].join('\n');
}

/** CssBaseline's global rules, from its own style function called with the theme the provider builds. */
function baseline(theme: ReturnType<typeof joyTheme>): string {
  const element = joyBaseline.default({});
  const children = hasProps(element) ? element.props.children : undefined;
  const global = Array.isArray(children) ? children[0] : undefined;
  const styles = hasProps(global) ? global.props.styles : undefined;
  if (typeof styles !== 'function')
    throw new Error('Joy CssBaseline: its GlobalStyles element was not found (Joy upgraded?)');
  // As CssVarsProvider composes it: `vars` from the generated variables (no fallbacks), merged over the schemes.
  const vars = [theme.generateCssVars('light'), theme.generateCssVars('dark'), theme.generateCssVars()].reduce(
    (merged, generated) => deepMerge(merged, declarations(generated.vars)),
    {} as Declarations,
  );
  const providerTheme = {
    ...theme,
    vars,
    getColorSchemeSelector: (scheme: string) => `[${SCHEME_ATTRIBUTE}="${scheme}"] &`,
  };
  const rules: unknown = styles(providerTheme);
  if (typeof rules !== 'object' || rules === null) throw new Error('Joy CssBaseline: its styles are not an object');
  return Object.entries(declarations(rules))
    .flatMap(([selector, rule]) => (typeof rule === 'object' ? [toCss(selector, rule)] : []))
    .join('\n');
}

/** The colour-blind palette over Joy's, in both schemes (more specific than Joy's blocks). */
const colourBlind = () =>
  [
    toCss(`html[${COLOUR_BLIND_ATTRIBUTE}]`, colourBlindVariables('light')),
    toCss(`html[${COLOUR_BLIND_ATTRIBUTE}][${SCHEME_ATTRIBUTE}="dark"]`, colourBlindVariables('dark')),
  ].join('\n');

/** The whole static stylesheet of Joy's runtime styles. */
export function joyStaticCss(theme = joyTheme()): string {
  return [themeVariables(theme), baseline(theme), colourBlind()].join('\n');
}
