/**
 * `npm run release:publish -- --registry URL` (PLUG-08): builds and publishes what an area team
 * installs, `@portal/area-sdk`, `@portal/create-area` and `@portal/dev-portal`, to the company's
 * private registry, with npm's own publish (auth from the user's npm config, e.g. a token for that
 * registry's host in ~/.npmrc). Never to the public registry: a `@portal/*` package there would be the
 * dependency-confusion risk the scope mapping exists to avoid.
 *   --skip-mock-build   the dev portal takes dist-mock/ as it is (the caller just ran `npm run build:mock`)
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');
/** In dependency order: the scaffolder pins the SDK's and the dev portal's versions. */
export const RELEASED = ['area-sdk', 'create-area', 'dev-portal'] as const;
const PUBLIC = /(^|\.)npmjs\.(org|com)$/;

function fail(message: string): never {
  console.error(`release:publish: ${message}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: { registry: { type: 'string' }, 'skip-mock-build': { type: 'boolean' } },
      strict: true,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();
const registry = values.registry;
if (!registry) fail('--registry URL is required (the company registry that serves @portal/*).');
if (!URL.canParse(registry) || !/^https?:$/.test(new URL(registry).protocol))
  fail(`--registry must be an http(s) URL, got "${registry}".`);
if (PUBLIC.test(new URL(registry).hostname))
  fail(`${registry} is the public registry: @portal/* is published only to the company's registry.`);

const npm = (args: string[], cwd = ROOT) => {
  const result = spawnSync('npm', args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (result.status !== 0) fail(`npm ${args.join(' ')} failed in ${cwd} (exit ${result.status}).`);
  return result.stdout;
};

if (!values['skip-mock-build']) npm(['run', 'build:mock']);
for (const name of RELEASED) {
  // prepack builds the package; the scope's registry is set too, so no .npmrc can send it elsewhere.
  const out = npm(
    ['publish', '--json', '--registry', registry, `--@portal:registry=${registry}`, '--access', 'restricted'],
    join(ROOT, 'packages', name),
  );
  // npm 11: { "<name>": { id, size, unpackedSize, files, … } }
  const published: Record<string, { id: string; size: number; unpackedSize: number }> = JSON.parse(
    out.slice(out.indexOf('{')),
  );
  for (const { id, size, unpackedSize } of Object.values(published))
    console.log(
      `published ${id} to ${registry}: ${(size / 1024).toFixed(1)} KiB packed, ${(unpackedSize / 1024).toFixed(1)} KiB unpacked`,
    );
}
