/**
 * PLUG-08..10 as an area team lives them, outside this repository: the release publishes the SDK, the
 * scaffolder and the dev portal to a private registry (Verdaccio on loopback), `npm create @portal/area`
 * writes a project into an empty folder, `npm install` takes `@portal/*` from that registry (the
 * project's .npmrc scope mapping) and everything else from the normal one (npm's cache), then the
 * project's own `npm test` and `npm run build`. One project per run, shared by the e2e and dev-loop
 * tests (e2e/area-team/scaffolded-area.spec.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startRegistry, type Registry } from '../../tools/testing/registry.ts';
import { AREA_TEAM_PORTS } from '../../tools/testing/ports.ts';

export const AREA_ID = 'fleet-health';
export const AREA_TITLE = { en: 'Fleet health', de: 'Flottenzustand' } as const;

export type AreaTeamProject = {
  /** The project's folder (inside the empty folder it was created in). */
  dir: string;
  registry: Registry;
  /** When the empty folder was made (the start of the empty-folder-to-loaded figure). */
  startedAt: number;
  /** Seconds per step, in order. */
  steps: [string, number][];
  /** The environment a team's shell would give npm here: no user-level registry mapping. */
  env: NodeJS.ProcessEnv;
  /** What a second run of the release printed (PLUG-18: it skips what is published). */
  republished: string;
  stop(): Promise<void>;
};

/**
 * A team's shell: the machine's environment (its CA certificates and proxies too: npm needs them for
 * the registry), less what the test runner and `npm run` add (ports, lifelines, vitest, npm's config).
 */
const baseEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !/^(npm_|VITEST|TEST_|E2E_|PLAYWRIGHT|PW_|FORCE_COLOR|INIT_CWD)/i.test(key),
    ),
  );

/** Runs a command; a failure throws with its output, so a broken step names itself. */
export const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) =>
  new Promise<string>((done, fail) => {
    execFile(
      command,
      args,
      { cwd, env, maxBuffer: 64 * 1024 * 1024, timeout: 10 * 60_000 },
      (error, stdout, stderr) => {
        if (error)
          fail(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`, { cause: error }));
        else done(stdout);
      },
    );
  });

/**
 * The release to the registry, then from an empty folder: create, install, test, build. Needs the
 * portal's mock build (dist-mock/, for the dev portal): `npm run test:e2e` builds it first.
 */
export async function createAreaTeamProject(): Promise<AreaTeamProject> {
  const steps: [string, number][] = [];
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await work();
    steps.push([name, (Date.now() - started) / 1000]);
    return result;
  };
  const registry = await step('registry', () => startRegistry(AREA_TEAM_PORTS.registry));
  const scratch = await mkdtemp(join(tmpdir(), 'area-team-'));
  const stop = async () => {
    await registry.stop();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    const env = { ...baseEnv(), npm_config_userconfig: join(scratch, 'npmrc'), npm_config_update_notifier: 'false' };
    await writeFile(env.npm_config_userconfig, '');
    const publish = () =>
      run(
        process.execPath,
        [resolve('scripts/release-publish.ts'), '--registry', registry.url, '--skip-mock-build'],
        resolve('.'),
        {
          ...env,
          npm_config_userconfig: registry.userconfig,
        },
      );
    await step('publish', publish);
    // PLUG-18: a second run of the release (a re-run after a failure) finds every version there.
    const republished = await step('publish again', publish);
    const empty = join(scratch, 'work');
    await run('mkdir', [empty], scratch, env);
    const startedAt = Date.now();
    // The team's first command, in a home whose ~/.npmrc maps the scope to the registry (what
    // `npm config set @portal:registry <url>` writes once); its npm cache is new, so no scaffolder of an
    // earlier run is taken, and the scaffolder finds the mapping there for the project's .npmrc.
    const home = join(scratch, 'home');
    await run('mkdir', [home], scratch, env);
    await writeFile(join(home, '.npmrc'), `@portal:registry=${registry.url}\n`);
    await step('create', () =>
      run('npm', ['create', '--yes', '@portal/area', AREA_ID, '--', '--title-de', AREA_TITLE.de], empty, {
        ...env,
        HOME: home,
        npm_config_userconfig: join(home, '.npmrc'),
      }),
    );
    const dir = join(empty, AREA_ID);
    // From here on only the project's .npmrc maps @portal to the registry.
    await step('install', () => run('npm', ['install', '--no-audit', '--no-fund'], dir, env));
    await step('npm test', () => run('npm', ['test'], dir, env));
    await step('build', () => run('npm', ['run', 'build'], dir, env));
    return { dir, registry, startedAt, steps, env, republished, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
