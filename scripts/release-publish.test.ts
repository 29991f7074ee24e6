// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOOL_PORTS } from '../tools/testing/ports.ts';

const SCRIPT = join(import.meta.dirname, 'release-publish.ts');
const publish = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

describe('npm run release:publish', () => {
  test('[PLUG-08] refuses, before building anything, to publish without a registry, to a non-URL or to the public registry', () => {
    const cases: [string[], RegExp][] = [
      [[], /^release:publish: --registry URL is required/],
      [['--registry', 'npm.example.com'], /^release:publish: --registry must be an http\(s\) URL/],
      [
        ['--registry', 'https://registry.npmjs.org/'],
        /is the public registry: @portal\/\* is published only to the company's registry\.$/m,
      ],
      [['--registry', 'https://npm.example.com/', '--bogus'], /^release:publish: Unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const result = publish(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stdout, args.join(' ')).toBe('');
    }
  });

  test('[PLUG-18] --help documents every option the script takes', () => {
    const result = publish('--help');
    expect(result.status).toBe(0);
    const options = [...readFileSync(SCRIPT, 'utf8').matchAll(/^ {8}'?([a-z-]+)'?: \{ type:/gm)].map(
      ([, name]) => name,
    );
    expect(options.toSorted((a = '', b = '') => a.localeCompare(b))).toEqual(['help', 'registry', 'skip-mock-build']);
    for (const option of options) expect(result.stdout).toMatch(new RegExp(`^  --${option}\\b.* \\S`, 'm'));
  });
});

// A stand-in for the company's registry: who is logged in, and which versions it holds.
describe('[PLUG-18] release:publish against a registry', () => {
  const registry = `http://127.0.0.1:${TOOL_PORTS.releasePublishTest}/`;
  const held = new Map<string, string>();
  const requests: string[] = [];
  let server: Server;
  const scratch = mkdtempSync(join(tmpdir(), 'release-publish-'));
  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`);
      if (req.url === '/-/whoami') {
        const signedIn = req.headers.authorization === 'Bearer release-token';
        res.writeHead(signedIn ? 200 : 401, { 'content-type': 'application/json' });
        res.end(JSON.stringify(signedIn ? { username: 'release' } : { error: 'not signed in' }));
        return;
      }
      const name = decodeURIComponent(req.url?.slice(1) ?? '');
      const version = held.get(name);
      res.writeHead(version ? 200 : 404, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          version
            ? { name, 'dist-tags': { latest: version }, versions: { [version]: { name, version } } }
            : { error: 'not found' },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(TOOL_PORTS.releasePublishTest, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(scratch, { recursive: true, force: true });
  });

  /** The script against the stand-in, with a user config that has a token for it or none. */
  const run = (token: boolean) => {
    const userconfig = join(scratch, token ? 'with-token' : 'without-token');
    writeFileSync(userconfig, token ? `//127.0.0.1:${TOOL_PORTS.releasePublishTest}/:_authToken=release-token\n` : '');
    const child = spawn(process.execPath, [SCRIPT, '--registry', registry], {
      env: { ...process.env, npm_config_userconfig: userconfig, npm_config_cache: join(scratch, 'cache') },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (status) => resolve({ status, stdout, stderr })),
    );
  };

  test('[PLUG-18] without credentials it stops before building anything, saying how to log in', async () => {
    const { status, stdout, stderr } = await run(false);
    expect(status).toBe(2);
    expect(stderr).toContain(`release:publish: no credentials for ${registry}: run npm login --registry ${registry}`);
    expect(stdout).toBe('');
    expect(requests.some((request) => request.includes('area-sdk'))).toBe(false);
  });

  test('[PLUG-18] every version already in the registry is skipped: nothing is built or published again', async () => {
    for (const name of ['area-sdk', 'create-area', 'dev-portal']) {
      const { name: id, version } = JSON.parse(
        readFileSync(join(import.meta.dirname, '..', 'packages', name, 'package.json'), 'utf8'),
      );
      held.set(id, version);
    }
    const { status, stdout } = await run(true);
    expect(status).toBe(0);
    for (const [id, version] of held) expect(stdout).toContain(`skipped ${id}@${version}: already in ${registry}`);
    expect(stdout).toContain('nothing to do');
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });
});
