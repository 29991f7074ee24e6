/**
 * Builds the package (`npm run build -w @portal/area-sdk`, and before `npm pack`): dist/ holds the
 * JavaScript and type declarations of src/ and nothing else (PLUG-08), written by TypeScript.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const HERE = import.meta.dirname;
rmSync(join(HERE, 'dist'), { recursive: true, force: true });
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
execFileSync(process.execPath, [tsc, '-p', join(HERE, 'tsconfig.build.json')], { stdio: 'inherit' });
