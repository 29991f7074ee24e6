/**
 * Builds the package (`npm run build -w @portal/area-sdk`, and before `npm pack`): dist/ holds the
 * JavaScript and type declarations of src/ and nothing else (PLUG-08), written by TypeScript into a
 * fresh folder that then replaces dist/ (a reader never sees it half written).
 */
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const HERE = import.meta.dirname;
const DIST = join(HERE, 'dist');
const NEXT = join(HERE, `dist.next-${process.pid}`);
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
try {
  execFileSync(process.execPath, [tsc, '-p', join(HERE, 'tsconfig.build.json'), '--outDir', NEXT], {
    stdio: 'inherit',
  });
  rmSync(DIST, { recursive: true, force: true });
  renameSync(NEXT, DIST);
} finally {
  rmSync(NEXT, { recursive: true, force: true });
}
