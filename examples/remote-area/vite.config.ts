import { portalArea } from '@portal/area-sdk/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The area's build (`npm run build`): dist/ with mf-manifest.json, remoteEntry.js and assets/. The
 * preset takes every shared package from the portal, builds with `base: './'` (the build works from
 * whatever path the portal serves it under) and writes package.json's version into the manifest.
 */
export default defineConfig({
  plugins: [react(), portalArea({ name: 'customer_insights', exposes: { './Area': './src/area.tsx' } })],
});
