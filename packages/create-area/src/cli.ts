/**
 * `npm create @portal/area <folder>` (PLUG-09): writes a new area project into an empty folder. Exit
 * codes: 0 written, 2 a usage mistake or a folder that is not empty (one line, nothing written).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultTitle, idProblem, titleProblem, type AreaNames } from './names.ts';
import type { Release } from './release.ts';
import { scaffold, type Files } from './scaffold.ts';

export const USAGE = `Usage: npm create @portal/area <folder> [-- options]

Writes a remote area project of the management portal into <folder> (new or empty).

Options:
  --id <id>            the area's id (default: the folder's name), e.g. fleet-health
  --title-en <title>   its title in English (default: from the id, e.g. "Fleet health")
  --title-de <title>   its title in German (default: the English title; translate it)
  --name <name>        package.json's name (default: the id)
  --registry <url>     the registry of @portal/* for .npmrc (default: npm's @portal:registry)
  --help               this text`;

class UsageError extends Error {}

export type CliData = { template: Files; release: Release };
export type CliIo = {
  cwd: string;
  /** npm's value of a config key where the user runs `npm create` (npm passes its config to no bin). */
  npmConfig: (key: string) => string | undefined;
  out: (line: string) => void;
  err: (line: string) => void;
};

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        id: { type: 'string' },
        'title-en': { type: 'string' },
        'title-de': { type: 'string' },
        name: { type: 'string' },
        registry: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const check = (problem: string | undefined) => {
  if (problem) throw new UsageError(problem);
};

/** `--registry`, else the registry npm maps `@portal` to where the user runs `npm create`. */
const registryOf = (value: string | undefined, io: CliIo): string | undefined => {
  const registry = value ?? io.npmConfig('@portal:registry');
  if (registry !== undefined && !(URL.canParse(registry) && /^https?:$/.test(new URL(registry).protocol)))
    throw new UsageError(`--registry must be an http(s) URL, got "${registry}".`);
  return registry;
};

/** Writes the project; returns the exit code. */
export function main(argv: string[], data: CliData, io: CliIo): number {
  try {
    const { values, positionals } = parse(argv);
    if (values.help) {
      io.out(USAGE);
      return 0;
    }
    if (positionals.length !== 1) throw new UsageError('Give one folder: npm create @portal/area <folder>.');
    const folder = resolve(io.cwd, positionals[0]!);
    const id = values.id ?? basename(folder);
    check(idProblem(id));
    const titleEn = values['title-en'] ?? defaultTitle(id);
    const titleDe = values['title-de'] ?? titleEn;
    check(titleProblem(titleEn));
    check(titleProblem(titleDe));
    const names: AreaNames = { id, titleEn, titleDe };
    const registry = registryOf(values.registry, io);
    if (existsSync(folder) && readdirSync(folder).length > 0)
      throw new UsageError(`${folder} is not empty: give a new or empty folder.`);
    const files = scaffold(data.template, data.release, { names, packageName: values.name, registry });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(folder, path)), { recursive: true });
      writeFileSync(join(folder, path), text);
    }
    const where = relative(io.cwd, folder) || '.';
    io.out(
      `Created the area "${id}" in ${where} (${Object.keys(files).length} files, portal ${data.release.portalVersion}).`,
    );
    if (!registry) io.out('No @portal registry is set: put it into .npmrc before npm install (see README.md).');
    if (values['title-de'] === undefined)
      io.out(`The German title is "${titleDe}": translate it in area.json and src/translations.ts.`);
    io.out(
      `\nNext:\n  cd ${where}\n  npm install\n  npm run dev     # the portal on its mock backend with your area at /${id}\n  npm run build   # dist/: what you deploy`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`create-area: ${error.message}`);
    return 2;
  }
}

/** `npm config get <key>` here: undefined when npm is missing or the key is not set. */
function npmConfig(key: string): string | undefined {
  try {
    const value = execFileSync('npm', ['config', 'get', key], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return value && value !== 'undefined' && value !== 'null' ? value : undefined;
  } catch {
    return undefined;
  }
}

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

/** The bin: template and release data lie beside it (written by the package's build). */
export function run(): void {
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- written by this package's own build
  const data = { template: read('./template.json'), release: read('./release.json') } as CliData;
  process.exitCode = main(process.argv.slice(2), data, {
    cwd: process.cwd(),
    npmConfig,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
