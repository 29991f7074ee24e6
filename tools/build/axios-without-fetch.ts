import type { Plugin } from 'vite';

/**
 * PERF-01: the portal's http client sends over XHR, axios' first adapter in every browser; axios'
 * fetch adapter (about 4 KiB gzip of the startup JavaScript) is never used, so the browser builds get a stand-in that says
 * "not available here" (the unit tests run the real axios).
 */
export const axiosWithoutFetch = (): Plugin => ({
  name: 'portal-axios-without-fetch',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './fetch.js' && importer?.replaceAll('\\', '/').endsWith('/axios/lib/adapters/adapters.js'))
      return '\0axios-without-fetch';
    return undefined;
  },
  load(id) {
    return id === '\0axios-without-fetch' ? 'export const getFetch = () => false;\n' : undefined;
  },
});
