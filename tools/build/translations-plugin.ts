import type { Connect, Plugin } from 'vite';
import { loadTranslations } from '../../src/i18n/translation-files.ts';

const SERVED = /^\/assets\/i18n\/([a-z]+)\.json$/;

const middleware: Connect.NextHandleFunction = (req, res, next) => {
  const language = SERVED.exec(req.url?.split('?')[0] ?? '')?.[1];
  if (!language) return next();
  const texts = loadTranslations()[language];
  if (!texts) return next();
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
  res.end(JSON.stringify(texts));
};

/**
 * Vite plugin: serves `/assets/i18n/{lng}.json` as the shared texts with every area's
 * `*.i18n.json` merged in (read per request on the dev server, so edits apply on reload), and
 * writes the merged files into the build over the copies of `public/`. A key defined twice or
 * missing in one language fails the build (I18N-02).
 */
export const areaTranslations = (): Plugin => ({
  name: 'portal-area-translations',
  configureServer: (server) => void server.middlewares.use(middleware),
  generateBundle() {
    for (const [language, texts] of Object.entries(loadTranslations()))
      this.emitFile({ type: 'asset', fileName: `assets/i18n/${language}.json`, source: JSON.stringify(texts) });
  },
});
