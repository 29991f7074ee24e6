// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { kustomizationFiles, loadManifests, validateObject } from './kubernetes-manifests.ts';
import { makeSiteRoot } from '../../deploy/nginx/testing.ts';
import { validRemoteAreas } from '../../src/config/remote-areas.ts';
import { RuntimeConfigSchema } from '../../src/config/runtime-config.ts';
import { ENTRYPOINT } from '../../tools/testing/nginx.ts';

const ROOT = join(import.meta.dirname, '../../deploy/kubernetes');
const manifests = loadManifests(ROOT);
const objects = manifests.filter(({ object }) => object.kind !== 'Kustomization');
const inBase = objects.filter(({ file }) => file.startsWith('base/')).map(({ object }) => object);
const siteRoot = makeSiteRoot();
const runtimeDir = mkdtempSync(join(tmpdir(), 'portal-k8s-env-'));
afterAll(() => [siteRoot, runtimeDir].forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const kustomizations = manifests.filter(({ object }) => object.kind === 'Kustomization');

/** The one base object of a kind (typed by the model's guard). */
function only<T>(guard: (value: unknown) => value is T): T {
  const found = inBase.filter((object) => guard(object));
  expect(found).toHaveLength(1);
  if (!guard(found[0])) throw new Error('no such object in the base');
  return found[0];
}

const deployment = only(Deployment.is);
const spec = deployment.spec!;
const pod = spec.template.spec!;
const container = pod.containers[0]!;
const configMap = only(ConfigMap.is);
const service = only(Service.is);

describe('Kubernetes manifests', () => {
  test('[DEPLOY-05] every object validates against the Kubernetes schema of its kind', () => {
    expect(objects.length).toBeGreaterThanOrEqual(7);
    const problems = objects.map(({ file, object }) => [file, validateObject(object)]).filter(([, p]) => p);
    expect(problems).toEqual([]);
  });

  test('[DEPLOY-05] a broken object fails validation (the validator is real)', () => {
    const badReplicas = { ...deployment, spec: { ...spec, replicas: 'two' } };
    expect(validateObject(badReplicas)).toMatch(/replicas must be integer/);
    const noContainers = { ...deployment, spec: { ...spec, template: { spec: {} } } };
    expect(validateObject(noContainers)).toMatch(/containers/);
    expect(validateObject({ apiVersion: 'v1', kind: 'Secret' })).toMatch(/unsupported kind/);
  });

  test('[DEPLOY-05] each kustomization lists existing files, and the base lists every file it holds', () => {
    for (const { file, object } of kustomizations) {
      for (const path of kustomizationFiles(object)) {
        expect(existsSync(join(ROOT, dirname(file), path)), `${file} → ${path}`).toBe(true);
      }
    }
    const baseKustomization = kustomizations.find(({ file }) => file === 'base/kustomization.yaml')!.object;
    const held = objects.filter(({ file }) => file.startsWith('base/')).map(({ file }) => file.slice('base/'.length));
    expect(kustomizationFiles(baseKustomization).toSorted()).toEqual([...new Set(held)].toSorted());
  });

  test('[DEPLOY-05] the Deployment: 2+ replicas, health probes, rolling without a capacity dip, restricted pods', () => {
    expect(deployment.spec?.replicas).toBeGreaterThanOrEqual(2);
    expect(deployment.spec?.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(container.ports).toEqual([{ name: 'http', containerPort: 8080, protocol: 'TCP' }]);
    expect(container.readinessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
      capabilities: { drop: ['ALL'] },
      seccompProfile: { type: 'RuntimeDefault' },
    });
    expect(Object.keys(container.resources?.requests ?? {}).toSorted()).toEqual(['cpu', 'memory']);
    expect(Object.keys(container.resources?.limits ?? {}).toSorted()).toEqual(['cpu', 'memory']);
  });

  test('[DEPLOY-05] the only writable path is an emptyDir at /tmp, and the runtime dir lies below it', () => {
    expect(container.volumeMounts).toEqual([{ name: 'tmp', mountPath: '/tmp' }]);
    expect(pod.volumes).toEqual([{ name: 'tmp', emptyDir: expect.any(Object) }]);
    expect(configMap.data?.PORTAL_RUNTIME_DIR).toMatch(/^\/tmp\//);
  });

  test('[DEPLOY-05] the Service, Ingress, HPA and PDB point at the Deployment and its pods', () => {
    const podLabels = deployment.spec?.template.metadata?.labels;
    expect(podLabels).toMatchObject(service.spec?.selector ?? { missing: 'selector' });
    const servicePort = service.spec?.ports?.[0];
    expect(servicePort?.targetPort).toBe('http');
    const backend = only(Ingress.is).spec?.rules?.[0]?.http?.paths[0]?.backend.service;
    expect(backend).toEqual({ name: service.metadata?.name, port: { name: servicePort?.name } });
    const hpa = only(HorizontalPodAutoscaler.is);
    expect(hpa.spec?.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: deployment.metadata?.name,
    });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
    expect(podLabels).toMatchObject(
      only(PodDisruptionBudget.is).spec?.selector?.matchLabels ?? { missing: 'selector' },
    );
  });

  test('[DEPLOY-05] the pods load the ConfigMap, and it uses only variables the entrypoint knows', () => {
    expect(container.envFrom).toEqual([{ configMapRef: { name: configMap.metadata?.name } }]);
    const known = /^known="([^"]+)"/m
      .exec(readFileSync(ENTRYPOINT, 'utf8').replace(/\\\n/g, ''))![1]!
      .trim()
      .split(/\s+/);
    expect(known).toContain('STAGE');
    // PLUG-01: a remote area's keys are PORTAL_REMOTE_AREA_<ID>_<KEY> (the entrypoint's area_keys).
    const areaKeys = /^area_keys="([^"]+)"/m.exec(readFileSync(ENTRYPOINT, 'utf8'))![1]!.trim().split(/\s+/);
    const isAreaKey = (key: string) =>
      areaKeys.some((areaKey) => new RegExp(`^PORTAL_REMOTE_AREA_[A-Z0-9_]+_${areaKey}$`).test(key));
    // The portal's environment: the collector's ConfigMap (collector/) holds its own configuration.
    const everyKey = objects
      .filter(({ file }) => !file.startsWith('collector/'))
      .flatMap(({ object }) => (ConfigMap.is(object) ? Object.keys(object.data ?? {}) : []));
    expect(everyKey.some(isAreaKey)).toBe(true);
    expect(everyKey.filter((key) => !known.includes(key.replace(/^PORTAL_/, '')) && !isAreaKey(key))).toEqual([]);
  });

  test('[DEPLOY-05] the entrypoint renders a valid runtime config from the base and from the overlay', () => {
    const overlay = objects.find(({ file, object }) => file.startsWith('overlays/') && ConfigMap.is(object));
    const overlayData = overlay && ConfigMap.is(overlay.object) ? overlay.object.data : undefined;
    expect(overlayData).toBeDefined();
    for (const data of [configMap.data, { ...configMap.data, ...overlayData }]) {
      const env = { PATH: process.env.PATH, ...data, PORTAL_ROOT: siteRoot, PORTAL_RUNTIME_DIR: runtimeDir };
      const rendered = spawnSync('sh', [ENTRYPOINT, 'render'], { env, encoding: 'utf8' });
      expect(rendered.stderr).toBe('');
      expect(rendered.status).toBe(0);
      const config: unknown = JSON.parse(readFileSync(join(runtimeDir, 'config.json'), 'utf8'));
      expect(RuntimeConfigSchema.safeParse(config).success).toBe(true);
      expect(config).toMatchObject({ stage: data?.PORTAL_STAGE, identityProvider: { url: data?.PORTAL_IDP_URL } });
    }
  });

  test('[PLUG-05] [PLUG-06] the overlay names a remote area whose upstream is the Service its team deploys, and the portal accepts the entry', () => {
    const overlay = objects.find(({ file, object }) => file.startsWith('overlays/') && ConfigMap.is(object));
    const data = overlay && ConfigMap.is(overlay.object) ? overlay.object.data : undefined;
    const area = loadManifests(join(import.meta.dirname, '../../examples/remote-area/deploy/kubernetes'));
    const areaService = area.map(({ object }) => object).find((object) => Service.is(object));
    const namespace = area.find(({ object }) => object.kind === 'Kustomization')?.object.namespace;
    expect(data?.PORTAL_REMOTE_AREA_CUSTOMER_INSIGHTS_UPSTREAM).toBe(
      `http://${areaService?.metadata?.name}.${String(namespace)}.svc.cluster.local`,
    );
    const env = {
      PATH: process.env.PATH,
      ...configMap.data,
      ...data,
      PORTAL_ROOT: siteRoot,
      PORTAL_RUNTIME_DIR: runtimeDir,
    };
    expect(spawnSync('sh', [ENTRYPOINT, 'render'], { env, encoding: 'utf8' }).status).toBe(0);
    const config = RuntimeConfigSchema.parse(JSON.parse(readFileSync(join(runtimeDir, 'config.json'), 'utf8')));
    const { areas, problems } = validRemoteAreas(config.remoteAreas ?? [], [], 'https://portal.staging.example.com');
    expect(problems).toEqual([]);
    expect(areas.map(({ id }) => id)).toEqual(['customer-insights']);
    // PLUG-13: the Service's full name, looked up per request (a missing Service fails this area only).
    const locations = readFileSync(join(runtimeDir, 'remote-areas.conf'), 'utf8');
    expect(locations).toContain(
      'set $portal_remote_upstream "http://customer-insights.team-customer-insights.svc.cluster.local";',
    );
    expect(locations).toMatch(/^\s*resolver \S+.* valid=10s;$/m);
  });
});

describe('the OpenTelemetry Collector (OBS-01)', () => {
  const inCollector = objects.filter(({ file }) => file.startsWith('collector/')).map(({ object }) => object);
  const collectorConfig = inCollector.find((object) => ConfigMap.is(object));
  const pipeline = ConfigMap.is(collectorConfig)
    ? // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the collector's YAML as its schema defines it; the test reads what it needs
      (parse(collectorConfig.data?.['collector.yaml'] ?? '') as {
        receivers: { otlp: { protocols: { http: { endpoint: string } } } };
        processors: Record<string, unknown>;
        exporters: Record<string, unknown>;
        service: { pipelines: Record<string, { receivers: string[]; processors: string[]; exporters: string[] }> };
      })
    : undefined;

  test('[OBS-01] an OTLP/HTTP receiver on 4318, the memory limiter first and batches after it, for logs and traces', () => {
    expect(pipeline?.receivers.otlp.protocols.http.endpoint).toBe('0.0.0.0:4318');
    for (const signal of ['logs', 'traces']) {
      const path = pipeline!.service.pipelines[signal]!;
      expect(path.receivers).toEqual(['otlp']);
      expect(path.processors).toEqual(['memory_limiter', 'batch']);
      for (const exporter of path.exporters) expect(pipeline!.exporters).toHaveProperty(exporter);
    }
  });

  test("[OBS-01] the collector's Service reaches its pods' receiver, and the overlay's PORTAL_TELEMETRY_UPSTREAM is that Service by its full name", () => {
    const collector = inCollector.find((object) => Deployment.is(object));
    const collectorService = inCollector.find((object) => Service.is(object));
    if (!Deployment.is(collector) || !Service.is(collectorService))
      throw new Error('no collector Deployment or Service');
    expect(collectorService.spec?.selector).toEqual(collector.spec?.selector.matchLabels);
    expect(collector.spec?.template.spec?.containers[0]?.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      runAsNonRoot: true,
    });
    const overlay = kustomizations.find(({ file }) => file.startsWith('overlays/'))!.object;
    expect(kustomizationFiles(overlay)).toContain('../../collector');
    const data = objects.find(({ file, object }) => file.startsWith('overlays/') && ConfigMap.is(object))?.object;
    const port = collectorService.spec?.ports?.[0]?.port;
    expect(ConfigMap.is(data) && data.data?.PORTAL_TELEMETRY_UPSTREAM).toBe(
      `http://${collectorService.metadata?.name}.${String(overlay.namespace)}.svc.cluster.local:${port}`,
    );
  });
});
