import { createHash } from 'node:crypto';
import type { Connect, Plugin } from 'vite';
import { appFrameSources, frameCss, frameHtml } from './app-frame.ts';
import { loadTranslations } from '../../src/i18n/translation-files.ts';

/** Where index.html takes the frame's markup, and the link to its stylesheet. */
export const FRAME_MARKER = '<!--app-frame-->';
export const FRAME_CSS_MARKER = '<!--app-frame-css-->';

/** The frame's markup and stylesheet from the current sources, the stylesheet under a content-hashed name. */
export async function buildAppFrame() {
  const sources = await appFrameSources(loadTranslations());
  const css = frameCss(sources);
  // Eight base64url characters, as Vite names its assets: nginx caches such names as immutable (DEPLOY-01).
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return { html: frameHtml(sources), css, cssPath: `assets/app-frame-${hash}.css` };
}

/**
 * Vite plugin (PERF-08): puts the pre-paint frame into index.html at `<!--app-frame-->` and links its
 * stylesheet, written into the build as a hashed asset and served by the dev server (regenerated per
 * page load there, so edits to texts or the route table show on reload).
 */
export function appFrame(): Plugin {
  let frame: Awaited<ReturnType<typeof buildAppFrame>> | undefined;
  const serveCss: Connect.NextHandleFunction = (req, res, next) => {
    if (!frame || req.url?.split('?')[0] !== `/${frame.cssPath}`) return next();
    res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(frame.css);
  };
  return {
    name: 'portal-app-frame',
    async buildStart() {
      frame = await buildAppFrame();
    },
    configureServer: (server) => void server.middlewares.use(serveCss),
    configurePreviewServer: (server) => void server.middlewares.use(serveCss),
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (context.server || !frame) frame = await buildAppFrame();
        for (const marker of [FRAME_MARKER, FRAME_CSS_MARKER])
          if (!html.includes(marker)) throw new Error(`index.html has no ${marker} for the pre-paint frame`);
        return html
          .replace(FRAME_CSS_MARKER, `<link rel="stylesheet" href="/${frame.cssPath}" />`)
          .replace(FRAME_MARKER, frame.html);
      },
    },
    generateBundle() {
      if (!frame) throw new Error('The pre-paint frame was not built');
      this.emitFile({ type: 'asset', fileName: frame.cssPath, source: frame.css });
    },
  };
}
