/**
 * `npm run contract:usage`: prints the usage manifest (the operations the portal calls and the
 * response fields it reads), derived from the portal's source code.
 */
import { deriveManifest } from './usage.ts';

process.stdout.write(`${JSON.stringify(await deriveManifest(), null, 2)}\n`);
