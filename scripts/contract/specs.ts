/**
 * The portal's hand-written specs (openapi/*.yaml) and the lookups the tools share.
 */
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asObject, isObject, type JsonObject } from './json.ts';
import { loadSpecDocument } from './load-spec.ts';
import { listOperations, type SpecOperation } from './openapi.ts';
import { resolveRefs } from './resolve-refs.ts';

// Paths, not URLs: under vitest's jsdom, URL is jsdom's and node:fs refuses it.
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SPEC_DIR = join(ROOT, 'openapi');

/** One loaded spec: where it came from and its operations. */
export type LoadedSpec = { source: string; document: JsonObject; operations: SpecOperation[] };

/** The hand-written specs, relative to the repository root (`openapi/actuator.yaml`, ...). */
export const ourSpecPaths = (): string[] =>
  readdirSync(SPEC_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .toSorted()
    .map((name) => relative(ROOT, join(SPEC_DIR, name)));

/** Loads and dereferences one spec from a path (relative to the repository root) or a URL. */
export async function loadSpec(source: string): Promise<LoadedSpec> {
  const location = /^https?:\/\//i.test(source) || source.startsWith('/') ? source : join(ROOT, source);
  const document = await resolveRefs(await loadSpecDocument(location), location);
  return { source, document, operations: listOperations(document) };
}

/** The hand-written specs, all loaded. */
export const loadOurSpecs = (paths: string[] = ourSpecPaths()): Promise<LoadedSpec[]> =>
  Promise.all(paths.map((path) => loadSpec(path)));

/** All operations of the specs by operationId. */
export const operationsById = (specs: LoadedSpec[]): Map<string, SpecOperation> =>
  new Map(specs.flatMap((spec) => spec.operations.map((operation) => [operation.operationId, operation] as const)));

/** True for 2xx status keys (`200`, `2XX`). */
export const isSuccessStatus = (status: string): boolean => /^2(\d\d|XX)$/i.test(status);

/** A media type without parameters, lower case (`application/json` of `Application/JSON; charset=UTF-8`). */
export const bareMediaType = (type: string): string => (type.split(';')[0] ?? '').trim().toLowerCase();

/** True for JSON media types (`application/json`, `application/problem+json`). */
export const isJsonMediaType = (mediaType: string): boolean => /^application\/([\w.-]+\+)?json$/i.test(mediaType);

/** The media types an operation declares for a status (`200`, else `2XX`, else `default`). */
export function declaredContent(operation: SpecOperation, status: number): JsonObject | undefined {
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((name) =>
    Object.keys(operation.responses).some((declared) => declared.toUpperCase() === name),
  );
  if (key === undefined) return undefined;
  const response = Object.entries(operation.responses).find(([declared]) => declared.toUpperCase() === key);
  return asObject(asObject(response?.[1]).content);
}

/** The JSON schema of the first 2xx response, or undefined (no 2xx JSON response). */
export function successSchema(operation: SpecOperation): JsonObject | undefined {
  for (const [status, response] of Object.entries(operation.responses)) {
    const content = asObject(asObject(response).content);
    const json = Object.keys(content).find(isJsonMediaType);
    const schema = json === undefined ? undefined : asObject(content[json]).schema;
    if (isSuccessStatus(status) && isObject(schema)) return schema;
  }
  return undefined;
}
