/**
 * contract:diff, which provider operation answers for which of ours. springdoc names operations
 * after Java methods, which do not change when a mapping does: a same method and path is the
 * portal's call reaching the provider, so it wins; the same operationId then finds a moved
 * operation (reported as a changed path or method).
 */
import { asObject, type JsonObject } from './json.ts';
import type { SpecOperation } from './openapi.ts';
import type { LoadedSpec } from './specs.ts';

/** True when the path already starts with the prefix as whole segments (`/cm/x` has `/cm`, `/cmx` has not). */
export const hasPrefix = (path: string, prefix: string): boolean =>
  prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));

/**
 * The provider's operation with its paths behind the gateway prefix (CON-13): applied once, so a
 * document whose paths already carry the prefix (written for the gateway) reads the same with
 * and without `--path-prefix`.
 */
export const withPrefix = (operation: SpecOperation, prefix: string): SpecOperation =>
  prefix === '' || hasPrefix(operation.path, prefix)
    ? operation
    : { ...operation, path: `${prefix}${operation.path}`, shapeKey: operation.shapeKey.replace(' ', ` ${prefix}`) };

// springdoc appends `_1`, `_2` when two controllers have a method of the same name.
const baseId = (operationId: string): string => operationId.replace(/_\d+$/, '');

/** Our operation → the provider's (paths already prefixed); ours without a match are absent. */
export function matchOperations(
  ours: SpecOperation[],
  provider: SpecOperation[],
  prefix: string,
): Map<SpecOperation, SpecOperation> {
  const theirs = provider.map((operation) => withPrefix(operation, prefix));
  const matched = new Map<SpecOperation, SpecOperation>();
  const taken = new Set<SpecOperation>();
  const pass = (same: (mine: SpecOperation, candidate: SpecOperation) => boolean) => {
    for (const mine of ours.filter((operation) => !matched.has(operation))) {
      const found = theirs.find((candidate) => !taken.has(candidate) && same(mine, candidate));
      if (found) {
        matched.set(mine, found);
        taken.add(found);
      }
    }
  };
  pass((mine, candidate) => mine.shapeKey === candidate.shapeKey);
  pass((mine, candidate) => mine.operationId === candidate.operationId);
  pass((mine, candidate) => mine.operationId === baseId(candidate.operationId));
  return matched;
}

const schemaNames = (document: JsonObject): string[] => Object.keys(asObject(asObject(document.components).schemas));

// `customers` and `customer` are the same resource for telling which spec a document is about.
const segments = (operations: SpecOperation[]): Set<string> =>
  new Set(
    operations.flatMap((operation) =>
      operation.path
        .split('/')
        .filter((segment) => segment !== '' && !segment.startsWith('{'))
        .map((segment) => segment.toLowerCase().replace(/s$/, '')),
    ),
  );

/**
 * The specs of ours the provider's document is about: those sharing an operation (method and path,
 * or operationId), else a component schema name or a path segment, so that a service whose every
 * path and operationId changed is still compared (and its drift reported).
 */
export function relevantSpecs(ours: LoadedSpec[], provider: LoadedSpec, prefix = ''): LoadedSpec[] {
  const sharing = ours.filter((spec) => matchOperations(spec.operations, provider.operations, prefix).size > 0);
  if (sharing.length > 0) return sharing;
  const theirSchemas = schemaNames(provider.document);
  const theirSegments = segments(provider.operations.map((operation) => withPrefix(operation, prefix)));
  return ours.filter(
    (spec) =>
      schemaNames(spec.document).some((name) => theirSchemas.includes(name)) ||
      [...segments(spec.operations)].some((segment) => theirSegments.has(segment)),
  );
}
