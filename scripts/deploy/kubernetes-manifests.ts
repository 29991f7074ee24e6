import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';

/** One YAML document from deploy/kubernetes/, with the file it came from. */
export type ManifestObject = { file: string; object: Record<string, unknown> };

type Model<T> = { is(value: unknown): value is T; new (data: T): { validate(): void } };
const validatorOf =
  <T>(model: Model<T>) =>
  (object: unknown) =>
    model.is(object) ? () => new model(object).validate() : undefined;

/** The kinds the manifests may use, each validated by its kubernetes-models class (the Kubernetes JSON schema). */
const VALIDATORS = [
  validatorOf(ConfigMap),
  validatorOf(Service),
  validatorOf(Deployment),
  validatorOf(Ingress),
  validatorOf(HorizontalPodAutoscaler),
  validatorOf(PodDisruptionBudget),
];

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ya?ml$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .toSorted();

/** Every document of every YAML file below `dir` (a YAML syntax error throws, naming the file). */
export function loadManifests(dir: string): ManifestObject[] {
  return yamlFiles(dir).flatMap((path) =>
    parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${relative(dir, path)}: ${doc.errors[0]!.message}`);
      return { file: relative(dir, path), object: doc.toJS() };
    }),
  );
}

/**
 * Validates one object against the Kubernetes schema of its kind; returns the problem as text, or
 * undefined when valid. A kind the manifests do not use is a problem too.
 */
export function validateObject(object: unknown): string | undefined {
  const validate = VALIDATORS.map((validator) => validator(object)).find(Boolean);
  if (!validate) return `unsupported kind ${JSON.stringify(object).slice(0, 80)}`;
  try {
    validate();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The files a kustomization refers to: its resources and its patch files. */
export function kustomizationFiles(kustomization: Record<string, unknown>): string[] {
  const patchFiles = list(kustomization.patches).flatMap((patch) =>
    typeof patch === 'object' && patch !== null && 'path' in patch && typeof patch.path === 'string'
      ? [patch.path]
      : [],
  );
  return [...list(kustomization.resources).filter((r) => typeof r === 'string'), ...patchFiles];
}
