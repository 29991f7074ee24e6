/**
 * The pre-paint frame (PERF-08): what the HTML and one static stylesheet paint before any module
 * runs. The header (with the product name where the shell shows it), the navigation rail with the
 * logo, and the opened area's heading and one-line purpose in every language; `public/pre-paint.js`
 * puts the stored language, theme and the path's area on `<html>`, and the stylesheet shows the
 * matching texts. Generated at build time from the app's own sources (the route table, the
 * translation files, the shell's sizes and icons, Joy's theme tokens), so it cannot drift; the
 * application's first render replaces it with the same boxes (e2e/mocked/app-frame.spec.ts).
 * Under the heading, outside the frame's aria-hidden parts, the sign-in notice (AUTH-11,
 * src/app/frame-sign-in-notice.ts): an empty live region boot writes into, a hidden "Try now" button.
 */
import { FRAME_NOTICE, FRAME_NOTICE_KEYS } from '../../src/app/frame-sign-in-notice.ts';
import { FRAME_TEXTS } from '../../src/app/frame-texts.ts';
import type { AreaRoute, RedirectRoute } from '../../src/app/route-table.ts';
import { ICON_PATHS } from '../../src/shell/icon-paths.ts';
import { DESKTOP_FROM, HEADER_HEIGHT, NAV_WIDTH, PHONE_BELOW, ROOT_OVERFLOW } from '../../src/shell/shell-size.ts';
import { declarations, joyStaticCss, joyTheme, toCss } from './joy-static-css.ts';
import type { Tree } from '../../src/i18n/translation-files.ts';

/** The attribute `public/pre-paint.js` sets on `<html>`: the first segment of the opened path. */
export const AREA_ATTRIBUTE = 'data-prepaint-area';

export type FrameSources = {
  routes: readonly Pick<AreaRoute, 'path' | 'frame'>[];
  redirects: readonly RedirectRoute[];
  defaultPath: string;
  /** The served translations per language (src/i18n/translation-files.ts). */
  texts: Record<string, Tree>;
};

/**
 * The app's own sources of the frame. The route table is imported by Node itself, at run time: a
 * bundled import (Vite's config loader) would try to resolve its areas' lazy `@/…` imports.
 */
export async function appFrameSources(texts: Record<string, Tree>): Promise<FrameSources> {
  const table: typeof import('../../src/app/route-table.ts') = await import(
    new URL('../../src/app/route-table.ts', import.meta.url).href
  );
  return { routes: table.AREA_ROUTES, redirects: table.REDIRECTS, defaultPath: table.DEFAULT_PATH, texts };
}

const lookup = (tree: Tree, key: string, language: string): string => {
  let value: Tree | string | undefined = tree;
  for (const part of key.split('.')) value = typeof value === 'object' ? value[part] : undefined;
  if (typeof value !== 'string') throw new Error(`pre-paint frame: no ${language} text for "${key}"`);
  return value;
};

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const icon = (name: keyof typeof ICON_PATHS) =>
  `<svg class="app-frame-icon" viewBox="0 0 24 24" focusable="false"><path d="${ICON_PATHS[name]}"/></svg>`;

/** The areas the frame can head: each route with frame texts, and the paths that open it. */
function headedAreas({ routes, redirects, defaultPath }: FrameSources) {
  return routes.flatMap((route) => {
    if (!route.frame) return [];
    const paths = [
      route.path,
      ...redirects.filter((redirect) => redirect.to === route.path).map((redirect) => redirect.path),
      ...(route.path === defaultPath ? [''] : []),
    ];
    return [{ area: route.path, frame: route.frame, paths }];
  });
}

/**
 * Every text in every language, each marked with its language (and area): the stylesheet shows one.
 * The frame's pictures and texts are hidden from assistive technology (the application's first render
 * brings the real ones); the sign-in notice's live region and button are not.
 */
export function frameHtml(sources: FrameSources): string {
  const languages = Object.keys(sources.texts);
  const perLanguage = (render: (language: string, tree: Tree) => string) =>
    languages.map((language) => render(language, sources.texts[language]!)).join('');
  const text = (tag: string, className: string | undefined, key: string) =>
    perLanguage(
      (language, tree) =>
        `<${tag}${className ? ` class="${className}"` : ''} lang="${language}">${escape(lookup(tree, key, language))}</${tag}>`,
    );
  const name = (className: string) => text('span', className, 'app.title');
  const headings = headedAreas(sources)
    .map(({ area, frame }) =>
      perLanguage(
        (language, tree) =>
          `<h1 class="app-frame-title" data-area="${area}" lang="${language}">${escape(lookup(tree, frame.titleKey, language))}</h1>` +
          `<p class="app-frame-purpose" data-area="${area}" lang="${language}">${escape(lookup(tree, frame.purposeKey, language))}</p>`,
      ),
    )
    .join('');
  // RES-04: what the start needs when the texts of the user's language do not load (src/app/frame-texts.ts).
  const spare = Object.values(FRAME_TEXTS)
    .map(({ className, key }) => text('span', className, key))
    .join('');
  const notice =
    `<div class="${FRAME_NOTICE.block}"><p class="${FRAME_NOTICE.status}" role="status"></p>` +
    `<button type="button" class="${FRAME_NOTICE.retry}" hidden>${text('span', undefined, FRAME_NOTICE_KEYS.retry)}</button></div>`;
  return [
    '<div class="app-frame">',
    `<div class="app-frame-nav" aria-hidden="true"><div class="app-frame-logo">${icon('pulse')}${name('app-frame-rail-name')}</div></div>`,
    '<div class="app-frame-main">',
    `<div class="app-frame-header" aria-hidden="true"><span class="app-frame-menu">${icon('menu')}</span>${name('app-frame-product')}</div>`,
    `<div class="app-frame-area"><div aria-hidden="true">${headings}${text('span', FRAME_NOTICE.text, FRAME_NOTICE_KEYS.text)}${spare}</div>${notice}</div>`,
    '</div></div>',
  ].join('');
}

/**
 * The frame's stylesheet: Joy's static styles (theme variables, baseline, colour-blind palette), the
 * frame's layout at the shell's sizes (src/shell/shell-size.ts, the paddings of `AreaFrame` and the
 * header in Joy's spacing), and one rule per language and area that shows its texts.
 */
export function frameCss(sources: FrameSources, theme = joyTheme()): string {
  const spacing = (factor: number) => theme.spacing(factor);
  const level = (name: 'h1' | 'title-md' | 'title-sm' | 'body-md' | 'body-sm') => declarations(theme.typography[name]);
  const vars = theme.vars;
  const phone = `@media (max-width: ${PHONE_BELOW - 0.05}px)`;
  const compact = `@media (max-width: ${DESKTOP_FROM - 0.05}px)`;
  const desktop = `@media (min-width: ${DESKTOP_FROM}px)`;
  const md = `@media (min-width: ${theme.breakpoints.values.md}px)`;
  const expanded = `html[data-shell-nav="expanded"]`;
  const collapsed = `html:not([data-shell-nav="expanded"])`;
  const surface = {
    backgroundColor: vars.palette.background.surface,
    borderColor: vars.palette.divider,
    borderStyle: 'solid',
    borderWidth: 0,
  };
  const layout = [
    // The frame's rules are the app's too: this stylesheet stays for the page's life.
    toCss('html', ROOT_OVERFLOW),
    toCss('.app-frame', { display: 'flex', minHeight: '100dvh' }),
    toCss('.app-frame-nav', {
      ...surface,
      borderRightWidth: '1px',
      width: `${NAV_WIDTH.collapsed}px`,
      flexShrink: 0,
      position: 'sticky',
      top: 0,
      height: '100dvh',
      padding: `${spacing(1.5)} 0`,
    }),
    toCss('.app-frame-logo', {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '8px',
      padding: `0 ${spacing(1.5)}`,
      fontWeight: 700,
      color: vars.palette.text.primary,
    }),
    toCss('.app-frame-icon', {
      width: '24px',
      height: '24px',
      flexShrink: 0,
      fill: 'currentColor',
      color: vars.palette.text.icon,
    }),
    toCss('.app-frame-main', { flex: 1, minWidth: 0 }),
    toCss('.app-frame-header', {
      ...surface,
      borderBottomWidth: '1px',
      height: `${HEADER_HEIGHT}px`,
      display: 'flex',
      alignItems: 'center',
      gap: spacing(2),
      padding: `0 ${spacing(2)}`,
      [compact]: { gap: spacing(1), padding: `0 ${spacing(1)}` },
    }),
    toCss('.app-frame-menu', { display: 'none', padding: '6px' }),
    toCss('.app-frame-product', { ...level('title-md'), whiteSpace: 'nowrap' }),
    toCss('.app-frame-area', { padding: spacing(2), maxWidth: '1200px', [md]: { padding: spacing(3) } }),
    toCss('.app-frame-title', { ...level('h1'), fontSize: vars.fontSize.xl2, margin: `0 0 ${spacing(0.5)}` }),
    toCss('.app-frame-purpose', {
      ...level('body-md'),
      color: vars.palette.text.secondary,
      margin: `0 0 ${spacing(2)}`,
    }),
    // AUTH-11: the sign-in notice, without a box until boot writes into it, and "Try now" (a Joy
    // solid button, small), hidden until then.
    toCss(`.${FRAME_NOTICE.block}`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing(1.5) }),
    toCss(`.${FRAME_NOTICE.status}`, { ...level('body-sm'), margin: 0 }),
    toCss(`.${FRAME_NOTICE.status}:not(:empty)`, {
      padding: `${spacing(1)} ${spacing(2)}`,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.palette.neutral.softBg,
      color: vars.palette.neutral.softColor,
    }),
    toCss(`.${FRAME_NOTICE.retry}`, {
      ...level('title-sm'),
      minHeight: '2rem',
      padding: '0.25rem 0.75rem',
      border: 0,
      borderRadius: vars.radius.sm,
      backgroundColor: vars.palette.primary.solidBg,
      color: vars.palette.primary.solidColor,
      cursor: 'pointer',
      '&:hover': { backgroundColor: vars.palette.primary.solidHoverBg },
      '&:active': { backgroundColor: vars.palette.primary.solidActiveBg },
      '&:focus-visible': { outline: `2px solid ${vars.palette.focusVisible}`, outlineOffset: '2px' },
    }),
    `.${FRAME_NOTICE.retry}[hidden]{display:none}`,
    // Texts show only for the language and area on <html>; the names only where the shell shows them.
    '.app-frame [lang]{display:none}',
    `${phone}{.app-frame-nav{display:none}.app-frame-menu{display:flex}}`,
    `${desktop}{${expanded} .app-frame-nav{width:${NAV_WIDTH.expanded}px}${expanded} .app-frame-logo{justify-content:flex-start}}`,
  ];
  const languages = Object.keys(sources.texts);
  const shown = languages.flatMap((language) => [
    `html[lang="${language}"] .${FRAME_NOTICE.retry} [lang="${language}"]{display:inline}`,
    `${desktop}{${collapsed}[lang="${language}"] .app-frame-product[lang="${language}"]{display:block}${expanded}[lang="${language}"] .app-frame-rail-name[lang="${language}"]{display:inline}}`,
    ...headedAreas(sources).map(({ area, paths }) => {
      const opened = paths.map((path) => `[${AREA_ATTRIBUTE}="${path}"]`).join(',');
      return `html:is(${opened})[lang="${language}"] .app-frame-area [data-area="${area}"][lang="${language}"]{display:block}`;
    }),
  ]);
  return [joyStaticCss(theme), ...layout, ...shown].join('\n');
}
