import { federation } from '@module-federation/vite';
import { areaIntegrity } from '@portal/area-sdk/integrity-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { federationShared } from './shared.ts';

/**
 * The example remote area (PLUG-06). `base: './'` makes the manifest's publicPath `auto`: the build
 * works from whatever path nginx serves it under (`/remotes/customer-insights/`). No dev server: the
 * portal serves the built `dist/` in mock mode too (`npm start`).
 */
export default defineConfig({
  base: './',
  plugins: [
    react(),
    federation({
      name: 'customer_insights',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: { './Area': './src/area.tsx' },
      shared: federationShared(),
      dts: false,
    }),
    // PLUG-11: the hash of every .js file into mf-manifest.json, for a portal that pins this build.
    areaIntegrity(),
  ],
  build: {
    target: 'es2023',
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: false,
    // No page of its own: the only entry is remoteEntry.js, which the federation plugin emits.
    rolldownOptions: { input: {} },
  },
});
