/**
 * Builds the package (`npm run build -w @portal/contract-tools`, and before `npm pack`):
 * 1. derives the usage manifest from the portal's src/ and writes usage-manifest.json (committed:
 *    a review shows when the portal starts reading another field);
 * 2. bundles the bin with esbuild into dist/portal-contract.js, the portal's generated client,
 *    http client, axios, zod, yaml and Redocly's resolver included: the package has no dependencies;
 * 3. copies the portal's contracts (openapi/*.yaml) to dist/contracts/;
 * 4. writes the licences of the packages in the bundle to dist/THIRD-PARTY-LICENSES.txt.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { deriveManifest, PORTAL_ROOT } from './src/derive-usage.ts';
import { manifestText } from './src/manifest-text.ts';
import { thirdPartyLicences } from './licences.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const DIST = join(HERE, 'dist');
const started = Date.now();

writeFileSync(join(HERE, 'usage-manifest.json'), manifestText(await deriveManifest()));

rmSync(DIST, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(HERE, 'src', 'cli.ts')],
  outfile: join(DIST, 'portal-contract.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
  // Bundled CommonJS packages (Redocly's) call require() for Node's built-ins.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __portalRequire } from 'node:module';\nconst require = __portalRequire(import.meta.url);",
  },
});

mkdirSync(join(DIST, 'contracts'));
for (const name of readdirSync(join(PORTAL_ROOT, 'openapi')).filter((file) => /\.ya?ml$/.test(file))) {
  copyFileSync(join(PORTAL_ROOT, 'openapi', name), join(DIST, 'contracts', name));
}
// Only the packages whose code is in the bundle (React Query and React are imported by the generated
// client's hooks, which the bundle drops).
const bundled = Object.values(result.metafile.outputs).flatMap((output) =>
  Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path),
);
writeFileSync(join(DIST, 'THIRD-PARTY-LICENSES.txt'), thirdPartyLicences(bundled));
process.stderr.write(`@portal/contract-tools built in ${Date.now() - started} ms\n`);
