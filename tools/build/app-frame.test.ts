// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { FRAME_NOTICE, FRAME_NOTICE_KEYS } from '../../src/app/frame-sign-in-notice.ts';
import { FRAME_TEXTS } from '../../src/app/frame-texts.ts';
import { AREA_ROUTES, REDIRECTS } from '../../src/app/route-table.ts';
import { appFrameSources, frameCss, frameHtml, type FrameSources } from './app-frame.ts';
import { loadTranslations, type Tree } from '../../src/i18n/translation-files.ts';

const texts = loadTranslations();
const sources = await appFrameSources(texts);
const html = frameHtml(sources);
const css = frameCss(sources);

const text = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

/** The stylesheet's rule that shows an area's texts in one language; its selector lists the paths. */
const rule = (area: string, language: string) =>
  new RegExp(
    `html:is\\(([^)]*)\\)\\[lang="${language}"\\] \\.app-frame-area \\[data-area="${area}"\\]\\[lang="${language}"\\]\\{display:block\\}`,
  );

const escaped = (value: unknown) =>
  String(value).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('the pre-paint frame, generated from the app’s sources', () => {
  test('[PERF-08] every built-in area of the route table has a heading and a purpose, in every language', () => {
    expect(Object.keys(texts).toSorted()).toEqual(['de', 'en']);
    for (const route of AREA_ROUTES) {
      expect(route.frame, route.path).toBeDefined();
      for (const [language, tree] of Object.entries(texts)) {
        const title = text(tree, route.frame!.titleKey);
        const purpose = text(tree, route.frame!.purposeKey);
        expect(typeof title, `${route.path} ${language}`).toBe('string');
        expect(html).toContain(
          `<h1 class="app-frame-title" data-area="${route.path}" lang="${language}">${escaped(title)}</h1>`,
        );
        expect(html).toContain(
          `<p class="app-frame-purpose" data-area="${route.path}" lang="${language}">${escaped(purpose)}</p>`,
        );
      }
    }
  });

  test('[PERF-08] the product name in every language, where the header and the expanded rail show it', () => {
    for (const [language, tree] of Object.entries(texts)) {
      const name = escaped(text(tree, 'app.title'));
      expect(html).toContain(`<span class="app-frame-product" lang="${language}">${name}</span>`);
      expect(html).toContain(`<span class="app-frame-rail-name" lang="${language}">${name}</span>`);
    }
  });

  test('[PERF-08] the stylesheet shows each area’s texts for the paths the router opens it on, and only in their language', () => {
    const pathsOf = (area: string, language = 'en') =>
      [...(rule(area, language).exec(css)?.[1] ?? '').matchAll(/data-prepaint-area="([^"]*)"/g)].map(
        (match) => match[1],
      );
    expect(pathsOf('pulse')).toEqual(['pulse', '']);
    expect(pathsOf('download-center', 'de')).toEqual([
      'download-center',
      ...REDIRECTS.filter((redirect) => redirect.to === 'download-center').map((redirect) => redirect.path),
    ]);
    expect(pathsOf('customers')).toEqual(['customers']);
    expect(css).toContain('.app-frame [lang]{display:none}');
  });

  test('[PERF-08] Joy’s theme variables of both schemes and the colour-blind palette are static, before any module', () => {
    expect(css).toMatch(/:root\{--joy-fontSize-xs:0\.75rem;/);
    expect(css).toMatch(/:root, \[data-joy-color-scheme="light"\]\{--joy-palette-primary-50:#EDF5FD;/);
    expect(css).toMatch(/\[data-joy-color-scheme="dark"\]\{--joy-palette-primary-50:/);
    expect(css).toContain('html[data-colour-blind]{--joy-palette-success-50:');
    // CssBaseline's rules, which the app no longer injects.
    expect(css).toContain('body{margin:0;');
  });

  test('[XB-03] [PERF-08] the page keeps its vertical scrollbar, the frame and the app alike', () => {
    expect(css).toContain('html{overflow-y:scroll}');
  });

  test('[PERF-08] texts are escaped, and a route without frame texts (a remote area) gets no heading', () => {
    const custom: FrameSources = {
      routes: [{ path: 'tricky', frame: { titleKey: 'a', purposeKey: 'b' } }, { path: 'remote' }],
      redirects: [],
      defaultPath: 'tricky',
      texts: {
        en: {
          a: '<Tom & "Jerry">',
          b: 'x',
          app: { title: 'P' },
          session: { startUnreachable: 'S', tryNow: 'T' },
          // The spare texts of RES-04 (src/app/frame-texts.ts), which every frame carries.
          errors: { textsMissing: 'M', tryAgain: 'R' },
        },
      },
    };
    const markup = frameHtml(custom);
    expect(markup).toContain('&lt;Tom &amp; &quot;Jerry&quot;&gt;');
    expect(markup).not.toContain('data-area="remote"');
    expect(() => frameHtml({ ...custom, texts: { en: { a: 'A', app: { title: 'P' } } } })).toThrow(
      'pre-paint frame: no en text for "b"',
    );
  });

  test('[AUTH-11] the sign-in notice: its text and "Try now" in every language, an empty live region, a hidden button', () => {
    expect(html).toContain(`<p class="${FRAME_NOTICE.status}" role="status"></p>`);
    expect(html).toContain(`<button type="button" class="${FRAME_NOTICE.retry}" hidden>`);
    for (const [language, tree] of Object.entries(texts)) {
      expect(html).toContain(
        `<span class="${FRAME_NOTICE.text}" lang="${language}">${escaped(text(tree, FRAME_NOTICE_KEYS.text))}</span>`,
      );
      expect(html).toContain(`<span lang="${language}">${escaped(text(tree, FRAME_NOTICE_KEYS.retry))}</span>`);
      // The button's label shows in the page's language only (every text of the frame is hidden by default).
      expect(css).toContain(`html[lang="${language}"] .${FRAME_NOTICE.retry} [lang="${language}"]{display:inline}`);
    }
    expect(css).toContain(`.${FRAME_NOTICE.retry}[hidden]{display:none}`);
  });

  test('[RES-04] the words the start needs when the texts of the language do not load, hidden, in every language', () => {
    for (const [language, tree] of Object.entries(texts))
      for (const { className, key } of Object.values(FRAME_TEXTS))
        expect(html).toContain(`<span class="${className}" lang="${language}">${escaped(text(tree, key))}</span>`);
  });
});
