import { readFileSync } from 'node:fs';
import { defineConfig, type Connect, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';

/**
 * Build-time constants. `__MOCK__` is true only in mock mode (`npm start`, the mocked e2e build):
 * every import of mock code sits behind it, so production builds drop the mocks entirely.
 */
export const BUILD_DEFINES = (mode: string) => ({
  __MOCK__: JSON.stringify(mode === 'mock' || mode === 'test'),
});

/**
 * Serves `/config.json` from `config/<mode>.json` on the dev and preview servers, and writes it
 * into the mock build. Production builds ship no config: the deployment provides `/config.json`.
 */
const runtimeConfig = (mode: string): Plugin => {
  const file = new URL(`./config/${mode}.json`, import.meta.url);
  const read = () => readFileSync(file, 'utf8');
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    try {
      const body = read();
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(body);
    } catch {
      next();
    }
  };
  const serve = (server: ViteDevServer | PreviewServer) => void server.middlewares.use(middleware);
  return {
    name: 'portal-runtime-config',
    configureServer: serve,
    configurePreviewServer: mode === 'production' ? undefined : serve,
    generateBundle() {
      if (mode === 'mock') this.emitFile({ type: 'asset', fileName: 'config.json', source: read() });
    },
  };
};

export default defineConfig(({ mode }) => ({
  plugins: [react(), runtimeConfig(mode), mode === 'mock' && msw({ mode: 'worker-only' })],
  define: BUILD_DEFINES(mode),
  build: {
    target: 'es2023',
    manifest: true,
    sourcemap: false,
    outDir: mode === 'mock' ? 'dist-mock' : 'dist',
  },
  preview: { strictPort: true },
}));
