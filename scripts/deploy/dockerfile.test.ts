// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { dockerignore, instructionsOf, parseDockerfile } from './dockerfile.ts';
import { loadManifests } from './kubernetes-manifests.ts';

const REPO = join(import.meta.dirname, '../..');
const stages = parseDockerfile(readFileSync(join(REPO, 'Dockerfile'), 'utf8'));
const isIgnored = dockerignore(readFileSync(join(REPO, '.dockerignore'), 'utf8'));
const [build, runtime] = stages;
const copies = stages.flatMap((stage) =>
  instructionsOf(stage, 'COPY').map((args) => ({ stage, args: args.split(' ') })),
);
const fromContext = copies.filter(({ args }) => !args[0]!.startsWith('--from='));
/** The files `npm ci && npm run build` reads in the build stage. */
const BUILD_INPUTS = [
  'package.json',
  'package-lock.json',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'src/main.tsx',
];

/** The files a script imports by relative path, as repository paths. */
const localImports = (file: string): string[] =>
  [...readFileSync(join(REPO, file), 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => join(file, '..', m[1]!));

describe('Dockerfile', () => {
  test('[DEPLOY-04] two stages: Node 24 builds with npm ci + npm run build, Debian nginx serves', () => {
    expect(stages).toHaveLength(2);
    expect(build!.from).toMatch(/^node:24[.-]/);
    expect(instructionsOf(build!, 'RUN').join('\n')).toMatch(/npm ci[\s\S]*npm run build/);
    expect(runtime!.from).toMatch(/^debian:bookworm-slim$/);
    const install = instructionsOf(runtime!, 'RUN').join(' ');
    expect(install).toMatch(/apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static/);
  });

  test('[DEPLOY-04] [PLUG-14] nothing of the build toolchain in the final stage: only dist and the frame page come from the build', () => {
    const fromBuild = copies.filter(({ stage, args }) => stage === runtime && args[0]!.startsWith('--from='));
    expect(fromBuild.map(({ args }) => args.slice(0, 3))).toEqual([
      [`--from=${build!.name}`, '/app/dist', '/usr/share/portal/html'],
      [`--from=${build!.name}`, '/app/packages/area-sdk/dist/frame', '/usr/share/portal/frame'],
    ]);
    // The entrypoint's default frame root is where the image puts the page.
    expect(instructionsOf(runtime!, 'ENV').join(' ')).toMatch(/PORTAL_FRAME_ROOT=\/usr\/share\/portal\/frame\b/);
    expect(instructionsOf(build!, 'RUN').join('\n')).toMatch(/npm run build:sdk/);
    expect(instructionsOf(runtime!, 'RUN').join(' ')).not.toMatch(/\b(npm|node|nodejs)\b/);
    const contextCopies = fromContext.filter(({ stage }) => stage === runtime).map(({ args }) => args[0]);
    expect(contextCopies).toEqual(['deploy/nginx/']);
  });

  test('[DEPLOY-04] a non-root user on 8080, the same port as the Kubernetes pods and PORTAL_PORT', () => {
    const user = instructionsOf(runtime!, 'USER');
    expect(user).toHaveLength(1);
    expect(user[0]).toMatch(/^[1-9]\d*:[1-9]\d*$/);
    expect(runtime!.instructions.findIndex((i) => i.keyword === 'USER')).toBeGreaterThan(
      runtime!.instructions.findLastIndex((i) => i.keyword === 'RUN'),
    );
    expect(instructionsOf(runtime!, 'EXPOSE')).toEqual(['8080']);
    expect(instructionsOf(runtime!, 'ENV').join(' ')).toMatch(/PORTAL_PORT=8080\b/);
    const deployment = loadManifests(join(REPO, 'deploy/kubernetes/base')).find(
      ({ object }) => object.kind === 'Deployment',
    );
    expect(JSON.stringify(deployment?.object)).toContain('"containerPort":8080');
    expect(JSON.stringify(deployment?.object)).toContain(`"runAsUser":${user[0]!.split(':')[0]}`);
  });

  test('[DEPLOY-04] writable paths only below /tmp, a health check with a client the image installs', () => {
    expect(instructionsOf(runtime!, 'VOLUME')).toEqual(['["/tmp"]']);
    expect(instructionsOf(runtime!, 'ENV').join(' ')).toMatch(/PORTAL_RUNTIME_DIR=\/tmp\/\S+/);
    const [healthcheck = ''] = instructionsOf(runtime!, 'HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD wget .*\/healthz/);
    expect(instructionsOf(runtime!, 'RUN').join(' ')).toMatch(/apt-get install [^&]*\bwget\b/);
  });

  test('[DEPLOY-04] the entrypoint is the repo script, copied into the image and executable', () => {
    const [entrypoint = ''] = instructionsOf(runtime!, 'ENTRYPOINT');
    expect(JSON.parse(entrypoint)).toEqual(['/etc/portal/nginx/docker-entrypoint.sh']);
    const source = join(REPO, 'deploy/nginx/docker-entrypoint.sh');
    expect(statSync(source).mode & 0o111).not.toBe(0);
  });

  test('[DEPLOY-04] every COPY source exists and the build context keeps it and the build inputs', () => {
    const sources = fromContext.flatMap(({ args }) => args.slice(0, -1));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(join(REPO, source)), source).toBe(true);
      expect(isIgnored(source), source).toBe(false);
    }
    for (const input of BUILD_INPUTS) expect(isIgnored(input), input).toBe(false);
    const served = readdirSync(join(REPO, 'deploy/nginx')).filter((file) => !isIgnored(`deploy/nginx/${file}`));
    expect(served.toSorted()).toEqual([
      'docker-entrypoint.sh',
      'isolated-headers.conf.template',
      'isolated-remote-headers.conf.template',
      'isolated-server.conf.template',
      'nginx.conf.template',
      'remote-area-proxy.conf.template',
      'security-headers.conf.template',
    ]);
  });

  test('[DEPLOY-04] [PLUG-06] every workspace package.json is in the build stage before npm ci (the lock file names them)', () => {
    const lock: { packages: Record<string, { link?: boolean }> } = JSON.parse(
      readFileSync(join(REPO, 'package-lock.json'), 'utf8'),
    );
    const workspaces = Object.keys(lock.packages).filter((path) => path !== '' && !path.includes('node_modules'));
    expect(workspaces).toContain('examples/remote-area');
    const text = readFileSync(join(REPO, 'Dockerfile'), 'utf8');
    const beforeCi = text.slice(0, text.indexOf('RUN npm ci'));
    for (const workspace of workspaces) expect(beforeCi, workspace).toContain(`${workspace}/package.json`);
  });

  test('[DEPLOY-04] every script that npm ci runs is in the build stage before npm ci (with its local imports)', () => {
    const scripts: Partial<Record<string, string>> = packageJson.scripts;
    const lifecycle = ['preinstall', 'install', 'postinstall', 'prepare'].flatMap((name) => scripts[name] ?? []);
    const files = lifecycle.flatMap((command) => [...command.matchAll(/\bnode (\S+\.ts)\b/g)].map((m) => m[1]!));
    expect(files.length).toBeGreaterThan(0);
    const needed = files.flatMap((file) => [file, ...localImports(file)]);
    const npmCi = build!.instructions.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
    const copiedBefore = build!.instructions
      .slice(0, npmCi)
      .filter((i) => i.keyword === 'COPY')
      .flatMap((i) => i.args.split(' ').slice(0, -1));
    for (const file of needed) expect(copiedBefore, file).toContain(file);
  });

  test('[DEPLOY-04] .dockerignore keeps local builds, dependencies and git history out of the context', () => {
    for (const path of ['node_modules/vite/package.json', 'dist/index.html', '.git/HEAD', 'reports/unit.json']) {
      expect(isIgnored(path), path).toBe(true);
    }
    expect(dockerignore('docs\n!docs/keep.md')('docs/keep.md')).toBe(false);
    expect(dockerignore('**/*.map')('src/a/b.js.map')).toBe(true);
  });
});
