/**
 * Builds the package (`npm run build -w @portal/dev-portal`, and before `npm pack`): dist/portal/ is
 * the portal's mock build of this release (`npm run build:mock`: the mock backend in a service worker,
 * personas, scenarios) without the repository's example area; dist/portal-dev.js the server (one file).
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const HERE = import.meta.dirname;
const DIST = join(HERE, 'dist');
const MOCK_BUILD = join(HERE, '..', '..', 'dist-mock');
if (!existsSync(join(MOCK_BUILD, 'index.html')))
  throw new Error(`${MOCK_BUILD} is missing: run npm run build:mock in the portal first.`);
rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST);
// The example area and its config entry stay behind: the config is the project's (server.ts).
cpSync(MOCK_BUILD, join(DIST, 'portal'), {
  recursive: true,
  filter: (source) => !source.startsWith(join(MOCK_BUILD, 'remotes')),
});
await build({
  entryPoints: [join(HERE, 'src', 'cli.ts')],
  outfile: join(DIST, 'portal-dev.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // The project's own Vite builds the area.
  external: ['vite'],
  legalComments: 'none',
  logLevel: 'warning',
  banner: { js: '#!/usr/bin/env node' },
});
