/**
 * The portal's hand-written specs (openapi/*.yaml) and the lookups the tools share.
 */
import { resolve } from 'node:path';
import { contractFile, contractName, contractNames } from './contracts.ts';
import { asObject, isObject, type JsonObject } from './json.ts';
import { loadSpecDocument } from './load-spec.ts';
import { listOperations, type SpecOperation } from './openapi.ts';
import { resolveRefs } from './resolve-refs.ts';

/** One loaded spec: where it came from and its operations. */
export type LoadedSpec = { source: string; document: JsonObject; operations: SpecOperation[] };

/** The hand-written specs as the reports name them (`openapi/actuator.yaml`, ...). */
export const ourSpecPaths = (): string[] => contractNames().map((name) => `openapi/${name}.yaml`);

/** The service an `openapi/NAME.yaml` source stands for (`customer`). */
export const apiName = (spec: LoadedSpec): string => spec.source.replace(/^.*\//, '').replace(/\.ya?ml$/, '');

async function loadFrom(source: string, location: string): Promise<LoadedSpec> {
  const document = await resolveRefs(await loadSpecDocument(location), location);
  return { source, document, operations: listOperations(document) };
}

/** Loads and dereferences a provider's document from a path (relative to the working folder) or a URL. */
export const loadSpec = (source: string): Promise<LoadedSpec> =>
  loadFrom(source, /^https?:\/\//i.test(source) ? source : resolve(source));

/**
 * The portal's contracts by service name (`customer`) or as `openapi/customer.yaml`; all by default.
 * `dir`: another folder of contracts (`diff --contracts`), whose files the reports name by path.
 */
export const loadOurSpecs = (names?: string[], dir?: string): Promise<LoadedSpec[]> =>
  Promise.all(
    (names ?? contractNames(dir)).map((given) => {
      const name = contractName(given, dir);
      if (name === undefined) throw new Error(`No contract named ${given}.`);
      const file = contractFile(name, dir);
      return loadFrom(dir === undefined ? `openapi/${name}.yaml` : file, file);
    }),
  );

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
