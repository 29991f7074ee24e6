/**
 * A private npm registry on loopback for the release tests (PLUG-08): Verdaccio, its storage in a temp
 * folder, no uplinks (it holds only what is published to it; everything else comes from the normal
 * registry through the `@portal` scope mapping), bound to 127.0.0.1, in its own process that stops with
 * the process that started it (tools/testing/lifeline.ts) or with `stop()`.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lifelineEnv } from './lifeline.ts';

const SERVER = fileURLToPath(new URL('./registry-server.ts', import.meta.url));
const START_MS = 60_000;

export type Registry = {
  /** `http://127.0.0.1:<port>/` */
  url: string;
  /** A user config for npm (`npm_config_userconfig`): the `@portal` scope mapped to this registry, with a token to publish. */
  userconfig: string;
  stop(): Promise<void>;
};

/** The registry's configuration: one user (the release), `@portal/*` readable by all, publishing signed in. */
const configYaml = (dir: string) => `storage: ${join(dir, 'storage')}
auth:
  htpasswd:
    file: ${join(dir, 'htpasswd')}
    max_users: 1
uplinks: {}
packages:
  '@portal/*':
    access: $all
    publish: $authenticated
  '**':
    access: $all
    publish: $authenticated
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
`;

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + START_MS;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Not within ${START_MS / 1000} s: ${what}`);
}

/** Starts the registry on 127.0.0.1:`port` and signs a release user up (its token goes into `userconfig`). */
export async function startRegistry(port: number): Promise<Registry> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-registry-'));
  const config = join(dir, 'config.yaml');
  await writeFile(config, configYaml(dir));
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(process.execPath, [SERVER, '--config', config, '--port', String(port)], {
    env: { ...process.env, ...lifelineEnv(process.pid) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`the registry stopped: ${stderr.trim()}`);
      return fetch(`${url}-/ping`).then(
        (response) => response.ok,
        () => false,
      );
    }, `the registry answers on ${url}`);
    const signUp = await fetch(`${url}-/user/org.couchdb.user:release`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'release', password: `release-${Date.now()}` }),
    });
    const body: unknown = await signUp.json();
    const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    if (!signUp.ok || typeof token !== 'string')
      throw new Error(`signing up on the registry failed: HTTP ${signUp.status}`);
    const userconfig = join(dir, 'npmrc');
    const host = url.replace(/^http:/, '');
    await writeFile(userconfig, `@portal:registry=${url}\n${host}:_authToken=${token}\n`);
    return { url, userconfig, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
