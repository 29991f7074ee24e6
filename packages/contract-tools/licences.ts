/** The licences of the npm packages esbuild bundled (from its metafile's inputs), for dist/THIRD-PARTY-LICENSES.txt. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { asObject } from './src/json.ts';

const PACKAGE_DIR = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//;

export function thirdPartyLicences(inputs: string[]): string {
  const dirs = new Set(inputs.map((input) => PACKAGE_DIR.exec(input)?.[1]).filter((dir) => dir !== undefined));
  const sections = [...dirs].toSorted().map((dir) => {
    const json = asObject(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')));
    const field = (key: string): string | undefined => (typeof json[key] === 'string' ? json[key] : undefined);
    const [name, version, license] = [field('name'), field('version'), field('license')];
    const file = existsSync(dir) ? readdirSync(dir).find((entry) => /^(licen[cs]e|copying)/i.test(entry)) : undefined;
    const text = file
      ? readFileSync(join(dir, file), 'utf8').trim()
      : `(no licence file; package.json says ${license ?? 'nothing'})`;
    return `${name} ${version} (${license ?? 'unknown'})\n\n${text}`;
  });
  return `${sections.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`;
}
