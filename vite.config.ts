import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig, type Connect, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';
import { thirdPartyLicenses } from './tools/build/third-party-licenses.ts';
import { precompress } from './tools/build/precompress.ts';
import { axiosWithoutFetch } from './tools/build/axios-without-fetch.ts';
import { mockSeed } from './tools/build/mock-seed-plugin.ts';
import { areaTranslations } from './tools/build/translations-plugin.ts';
import { appFrame } from './tools/build/app-frame-plugin.ts';
import { probing, startupChunks } from './tools/build/startup-chunks-plugin.ts';
import { exampleRemoteArea } from './tools/build/example-remote-area.ts';
import packageJson from './package.json' with { type: 'json' };
import { SHARED_PACKAGES } from './packages/area-sdk/src/shared-packages.ts';

/**
 * Build-time constants. `__MOCK__` is true only in mock mode (`npm start`, the mocked e2e build):
 * every import of mock code sits behind it, so production builds drop the mocks entirely.
 */
export const BUILD_DEFINES = (mode: string) => ({
  __MOCK__: JSON.stringify(mode === 'mock' || mode === 'test'),
  __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
});

const installedVersion = (name: string): string => {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL(`./node_modules/${name}/package.json`, import.meta.url), 'utf8'),
  );
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error(`${name} has no version in its package.json`);
  return version;
};

function sharedVersions(): Record<string, string> {
  // The packages the shell shares with remote areas (PLUG-02), with the versions installed at build time.
  const packages = new Set(Object.values(SHARED_PACKAGES));
  return Object.fromEntries([...packages].map((name) => [name, installedVersion(name)]));
}

/** Mock mode's stand-in for the documentation site, embedded by the documentation area. */
const MOCK_DOCS_PATH = '/mock-docs/';
const mockDocs = () => readFileSync(new URL('./mocks/docs/index.html', import.meta.url), 'utf8');

/**
 * Serves `/config.json` from `config/<mode>.json` on the dev and preview servers, and writes it
 * into the mock build (with the mock documentation page). Production builds ship no config: the
 * deployment provides `/config.json`.
 */
const runtimeConfig = (mode: string): Plugin => {
  const file = new URL(`./config/${mode}.json`, import.meta.url);
  const read = () => readFileSync(file, 'utf8');
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const path = req.url?.split('?')[0];
    if (mode === 'mock' && (path === MOCK_DOCS_PATH || `${path}/` === MOCK_DOCS_PATH)) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(mockDocs());
      return;
    }
    if (path !== '/config.json') return next();
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
      if (mode !== 'mock') return;
      this.emitFile({ type: 'asset', fileName: 'config.json', source: read() });
      this.emitFile({ type: 'asset', fileName: `${MOCK_DOCS_PATH.slice(1)}index.html`, source: mockDocs() });
    },
  };
};

/**
 * Placeholder for the CSP nonce in the production HTML (`html.cspNonce`): Vite puts it on every
 * script, style and preload tag and into `<meta property="csp-nonce">`; nginx replaces it with a
 * fresh value per response (deploy/nginx/nginx.conf.template).
 */
export const CSP_NONCE_PLACEHOLDER = '__PORTAL_CSP_NONCE__';

/** The production build records its version for the server's default `PORTAL_VERSION`. */
const versionFile = (): Plugin => ({
  name: 'portal-version-file',
  apply: 'build',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'version.txt', source: `${packageJson.version}\n` });
  },
});

export default defineConfig(({ mode }) => {
  const chunks = startupChunks();
  // The startup-chunks probe (an in-memory build that only reads the chunk graph) needs none of the files.
  const files = !probing();
  return {
    plugins: [
      chunks.plugin,
      axiosWithoutFetch(),
      react(),
      runtimeConfig(mode),
      files && areaTranslations(),
      files && appFrame(),
      files && thirdPartyLicenses('the Management Portal UI'),
      files && mode === 'mock' && msw({ mode: 'worker-only' }),
      mode === 'mock' && mockSeed(),
      // PLUG-06: the example remote area at /remotes/customer-insights/ (config/mock.json declares it)
      files && mode === 'mock' && exampleRemoteArea(),
      // Only what nginx serves: the mock build runs under vite preview, which ignores .br/.gz.
      files && mode === 'production' && versionFile(),
      files && mode === 'production' && precompress(),
    ],
    html: mode === 'production' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : undefined,
    // `@/…` is src/, declared once in tsconfig.json's `paths`. Mock mode swaps tldts for a few lines (mocks/tldts-lite.ts).
    resolve: {
      tsconfigPaths: true,
      alias:
        mode === 'mock'
          ? [{ find: /^tldts$/, replacement: fileURLToPath(new URL('./mocks/tldts-lite.ts', import.meta.url)) }]
          : [],
    },
    define: BUILD_DEFINES(mode),
    build: {
      target: 'es2023',
      manifest: true,
      sourcemap: false,
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      rolldownOptions: {
        // An entry (index.html's, the application's) may live in its group's chunk instead of a facade of its own.
        preserveEntrySignatures: false,
        // PERF-10: boot and the application's startup modules one chunk each (tools/build/startup-chunks-plugin.ts).
        output: { codeSplitting: { groups: chunks.groups } },
      },
    },
    preview: { strictPort: true },
  };
});
