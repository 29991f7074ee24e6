/**
 * `npm run release:publish -- --registry URL` (PLUG-08, PLUG-18): publishes what an area team
 * installs, `@portal/area-sdk`, `@portal/create-area` and `@portal/dev-portal`, to the company's
 * private registry, with npm's own publish (auth from the user's npm config). Never to the public
 * registry. Idempotent per package: a version already in the registry is skipped, so a re-run after a
 * partial failure, or a portal release that keeps the SDK's version, publishes what is missing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');
/** In dependency order: the scaffolder pins the SDK's and the dev portal's versions. */
export const RELEASED = ['area-sdk', 'create-area', 'dev-portal'] as const;
const PUBLIC = /(^|\.)npmjs\.(org|com)$/;

const HELP = `npm run release:publish -- --registry URL [--skip-mock-build]

Publishes @portal/area-sdk, @portal/create-area and @portal/dev-portal to the company's registry,
each version that is not there yet (the others are skipped, so a re-run completes a partial release).
The registry's credentials (npm login --registry URL, or a token in ~/.npmrc) are checked first,
before anything is built.

  --registry URL      the company registry that serves @portal/* (required; never the public registry)
  --skip-mock-build   the dev portal takes dist-mock/ as it is (run npm run build:mock yourself first)
  --help              this text
`;

function fail(message: string): never {
  console.error(`release:publish: ${message}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        registry: { type: 'string' },
        'skip-mock-build': { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)} (npm run release:publish -- --help)`);
  }
})();
if (values.help) {
  console.log(HELP);
  process.exit(0);
}
const registry = values.registry;
if (!registry) fail('--registry URL is required (the company registry that serves @portal/*).');
if (!URL.canParse(registry) || !/^https?:$/.test(new URL(registry).protocol))
  fail(`--registry must be an http(s) URL, got "${registry}".`);
if (PUBLIC.test(new URL(registry).hostname))
  fail(`${registry} is the public registry: @portal/* is published only to the company's registry.`);

const npm = (args: string[], cwd = ROOT) =>
  spawnSync('npm', [...args, '--registry', registry, `--@portal:registry=${registry}`], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
const must = (args: string[], cwd = ROOT) => {
  const result = npm(args, cwd);
  if (result.status !== 0) fail(`npm ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
};

// PLUG-18: the credentials first, so a missing login costs seconds, not a build.
const whoami = npm(['whoami']);
if (whoami.status !== 0)
  fail(
    `no credentials for ${registry}: run npm login --registry ${registry} (or put a token in ~/.npmrc), then again.`,
  );
console.log(`release:publish: publishing to ${registry} as ${whoami.stdout.trim()}`);

const manifestOf = (name: string): { name: string; version: string } =>
  JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'));

/** Whether the registry has this version: `npm view` answers it, or E404 for a package or version it lacks. */
function published(name: string, version: string): boolean {
  const result = npm(['view', `${name}@${version}`, 'version', '--json']);
  if (result.status === 0) return result.stdout.trim() !== '';
  if (/E404|404 Not Found/.test(result.stderr)) return false;
  return fail(`could not ask ${registry} for ${name}@${version}:\n${result.stderr}`);
}

const missing = RELEASED.map((name) => ({ dir: name, ...manifestOf(name) })).filter(({ name, version }) => {
  const there = published(name, version);
  if (there) console.log(`skipped ${name}@${version}: already in ${registry}`);
  return !there;
});
if (missing.length === 0) {
  console.log('release:publish: every package of this release is in the registry; nothing to do.');
  process.exit(0);
}
if (missing.some(({ dir }) => dir === 'dev-portal') && !values['skip-mock-build']) must(['run', 'build:mock']);
for (const { dir } of missing) {
  // prepack builds the package; the scope's registry is set too, so no .npmrc can send it elsewhere.
  const out = must(['publish', '--json', '--access', 'restricted'], join(ROOT, 'packages', dir));
  // npm 11: { "<name>": { id, size, unpackedSize, files, … } }
  const result: Record<string, { id: string; size: number; unpackedSize: number }> = JSON.parse(
    out.slice(out.indexOf('{')),
  );
  for (const { id, size, unpackedSize } of Object.values(result))
    console.log(
      `published ${id} to ${registry}: ${(size / 1024).toFixed(1)} KiB packed, ${(unpackedSize / 1024).toFixed(1)} KiB unpacked`,
    );
}
