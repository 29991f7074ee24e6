/**
 * Builds the package (`npm run build -w @portal/create-area`, and before `npm pack`): dist/ holds the
 * bin (one file, no dependencies), the template (examples/remote-area) and the release's versions.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { releaseFromPortal, templateFromExample } from './from-portal.ts';

const DIST = join(import.meta.dirname, 'dist');
rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST);
await build({
  entryPoints: [join(import.meta.dirname, 'src', 'bin.ts')],
  outfile: join(DIST, 'create-area.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  banner: { js: '#!/usr/bin/env node' },
});
writeFileSync(join(DIST, 'template.json'), `${JSON.stringify(templateFromExample())}\n`);
writeFileSync(join(DIST, 'release.json'), `${JSON.stringify(releaseFromPortal(), null, 2)}\n`);
