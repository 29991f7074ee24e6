// @vitest-environment node
/**
 * PLUG-09: the image recipe, Kubernetes manifests, config entry and README a scaffolded area project
 * gets (examples/remote-area is what the scaffolder writes). Docker and a cluster do not run here: the
 * Dockerfile is read like the portal's own, the manifests validated against the Kubernetes schema, and
 * the README's ConfigMap lines rendered by the portal's real entrypoint into the entry area.json states.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { makeSiteRoot } from '../../deploy/nginx/testing.ts';
import { RemoteAreaSchema } from '../../src/config/remote-areas.ts';
import { RuntimeConfigSchema } from '../../src/config/runtime-config.ts';
import { INSIGHTS_AREA } from '../../src/testing/remote-areas.ts';
import { ENTRYPOINT } from '../../tools/testing/nginx.ts';
import { dockerignore, instructionsOf, parseDockerfile } from './dockerfile.ts';
import { loadManifests, validateObject } from './kubernetes-manifests.ts';

const AREA_DIR = join(import.meta.dirname, '../../examples/remote-area');
const read = (file: string) => readFileSync(join(AREA_DIR, file), 'utf8');
const dockerfile = read('Dockerfile');
const [build, runtime] = parseDockerfile(dockerfile);
const manifests = loadManifests(join(AREA_DIR, 'deploy/kubernetes'));
const deployment = manifests.map(({ object }) => object).find((object) => Deployment.is(object));
const service = manifests.map(({ object }) => object).find((object) => Service.is(object));
const namespace = manifests.find(({ object }) => object.kind === 'Kustomization')?.object.namespace;
const area: Record<string, unknown> = JSON.parse(read('area.json'));
const siteRoot = makeSiteRoot();
const runtimeDir = mkdtempSync(join(tmpdir(), 'area-recipe-'));
afterAll(() => [siteRoot, runtimeDir].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('an area project’s image, manifests and config entry', () => {
  test('[PLUG-09] the Dockerfile: Node 24 runs npm ci and npm run build, nginx-unprivileged serves only dist/ on 8080 as the Deployment’s user', () => {
    expect(dockerfile.split('\n')[0]).toBe('# syntax=docker/dockerfile:1');
    expect(build?.from).toMatch(/^node:24[.-]/);
    const runs = instructionsOf(build!, 'RUN').join('\n');
    expect(runs).toMatch(/npm ci[\s\S]*npm run build/);
    // The registry's token is a build secret, never a layer; the project's .npmrc (the scope mapping) is copied.
    expect(runs).toMatch(/--mount=type=secret,id=npmrc,target=\/root\/\.npmrc npm ci/);
    expect(instructionsOf(build!, 'COPY')[0]).toBe('package.json package-lock.json .npmrc ./');
    expect(runtime?.from).toMatch(/^nginxinc\/nginx-unprivileged:[\d.]+-/);
    expect(instructionsOf(runtime!, 'COPY')).toEqual([`--from=${build!.name} /area/dist/ /usr/share/nginx/html/`]);
    expect(instructionsOf(runtime!, 'RUN')).toEqual([]);
    expect(instructionsOf(runtime!, 'EXPOSE')).toEqual(['8080']);
    const pod = Deployment.is(deployment) ? deployment.spec?.template.spec : undefined;
    expect(instructionsOf(runtime!, 'USER')).toEqual([String(pod?.securityContext?.runAsUser)]);
    expect(pod?.containers[0]?.ports).toEqual([{ name: 'http', containerPort: 8080, protocol: 'TCP' }]);
    const ignored = dockerignore(read('.dockerignore'));
    for (const path of ['node_modules/react/index.js', 'dist/remoteEntry.js', '.git/HEAD'])
      expect(ignored(path), path).toBe(true);
    for (const path of ['package.json', 'package-lock.json', '.npmrc', 'src/area.tsx', 'vite.config.ts', 'area.json'])
      expect(ignored(path), path).toBe(false);
  });

  test('[PLUG-09] the Deployment and Service validate against the Kubernetes schema; the Service selects the Deployment’s pods', () => {
    const objects = manifests.filter(({ object }) => object.kind !== 'Kustomization');
    expect(objects.map(({ object }) => String(object.kind)).toSorted((a, b) => a.localeCompare(b))).toEqual([
      'Deployment',
      'Service',
    ]);
    expect(objects.map(({ file, object }) => [file, validateObject(object)]).filter(([, problem]) => problem)).toEqual(
      [],
    );
    expect(Deployment.is(deployment) && Service.is(service)).toBe(true);
    if (!Deployment.is(deployment) || !Service.is(service)) return;
    expect(service.spec?.selector).toEqual(deployment.spec?.selector.matchLabels);
    expect(deployment.spec?.template.metadata?.labels).toMatchObject(service.spec?.selector ?? {});
    expect(service.spec?.ports?.[0]?.targetPort).toBe('http');
    expect(deployment.spec?.template.spec?.containers[0]?.readinessProbe?.httpGet?.path).toBe('/mf-manifest.json');
  });

  test('[PLUG-09] area.json is an entry the portal accepts, and the README’s ConfigMap lines render exactly it, proxied to the Service', () => {
    const entry = { ...area, entry: '/remotes/customer-insights/mf-manifest.json' };
    expect(RemoteAreaSchema.safeParse(entry).success).toBe(true);
    expect(entry).toEqual(INSIGHTS_AREA);
    const block = /```yaml\n([\s\S]*?)```/.exec(read('README.md'))?.[1] ?? '';
    const variables: Record<string, string> = parse(block.replace(/^ {3}/gm, ''));
    expect(variables.PORTAL_REMOTE_AREA_CUSTOMER_INSIGHTS_UPSTREAM).toBe(
      `http://${String(Service.is(service) && service.metadata?.name)}.${String(namespace)}.svc.cluster.local`,
    );
    // The portal's own ConfigMap, then the lines the README tells the operators to add.
    const portal = loadManifests(join(import.meta.dirname, '../../deploy/kubernetes/base'))
      .map(({ object }) => object)
      .find((object) => ConfigMap.is(object));
    const env = {
      PATH: process.env.PATH,
      ...(ConfigMap.is(portal) ? portal.data : {}),
      ...variables,
      PORTAL_ROOT: siteRoot,
      PORTAL_RUNTIME_DIR: runtimeDir,
    };
    const rendered = spawnSync('sh', [ENTRYPOINT, 'render'], { env, encoding: 'utf8' });
    expect(rendered.stderr).toBe('');
    expect(rendered.status).toBe(0);
    const config = RuntimeConfigSchema.parse(JSON.parse(readFileSync(join(runtimeDir, 'config.json'), 'utf8')));
    expect(config.remoteAreas).toEqual([entry]);
  });
});
