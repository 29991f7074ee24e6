/**
 * Derives the usage manifest (usage.ts) from the portal's source code; never written by hand. It
 * runs in the portal's repository only: build.ts writes its result to usage-manifest.json, which
 * the package carries (the package itself never reads src/).
 *
 * - An operation is used when a portal source file (src/, without tests, test helpers and the
 *   generated code) imports its generated function, hook or query options from
 *   `src/api/generated/<api>/<api>.ts`.
 * - A response field (`/build/version`, `/*\/customerName`, array items as `*`) counts as read when
 *   every property name on its path is read somewhere in the portal's code: a member access
 *   (`a.name`, `a?.name`, `a['name']`) or a destructuring key (`{ name }`).
 *
 * The field rule is deliberately generous: it never misses a field the portal reads by name, and
 * may count a field as read because another object has a property of the same name. The result
 * is that a difference is called breaking-for-portal rather too often than too rarely.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { isObject, toPointer } from './json.ts';
import { viewSchema } from './openapi.ts';
import { loadOurSpecs, successSchema, type LoadedSpec } from './specs.ts';
import type { JsonObject } from './json.ts';
import type { UsageManifest, UsedOperation } from './usage.ts';

/** The portal's repository (this file is packages/contract-tools/src/derive-usage.ts). */
export const PORTAL_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const SOURCE_DIR = join(PORTAL_ROOT, 'src');
const GENERATED_CLIENT = /(?:^|\/)generated\/([\w-]+)\/\1(?:\.ts)?$/;
const isPortalSource = (path: string): boolean =>
  /\.tsx?$/.test(path) &&
  !/\.(test|spec)\.tsx?$/.test(path) &&
  !path.endsWith('.d.ts') &&
  !/(^|\/)(generated|testing)\//.test(path);

const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );

type Node = { type: string } & Record<string, unknown>;
const isNode = (value: unknown): value is Node => isObject(value) && typeof value.type === 'string';

/** Every node of a parsed program, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
  } else if (isNode(node)) {
    yield node;
    for (const value of Object.values(node)) if (typeof value === 'object') yield* walk(value);
  }
}

const staticKey = (key: unknown, computed: unknown): string | undefined => {
  if (!isNode(key)) return undefined;
  if (!computed && key.type === 'Identifier') return String(key.name);
  return key.type === 'Literal' && typeof key.value === 'string' ? key.value : undefined;
};

/** What one source file imports from generated clients and which property names it reads. */
export type SourceFacts = { imports: { source: string; name: string }[]; readNames: Set<string> };

/** Parses one TypeScript/TSX file. */
export function scanSource(fileName: string, code: string): SourceFacts {
  const { program, errors } = parseSync(fileName, code);
  if (errors.length > 0) throw new Error(`Cannot parse ${fileName}: ${errors[0]?.message ?? 'syntax error'}`);
  const imports: SourceFacts['imports'] = [];
  const readNames = new Set<string>();
  for (const node of walk(program)) {
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type' && isNode(node.source)) {
      for (const specifier of Array.isArray(node.specifiers) ? node.specifiers : []) {
        if (isNode(specifier) && specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
          const name = staticKey(specifier.imported, false);
          if (name) imports.push({ source: String(node.source.value), name });
        }
      }
    } else if (node.type === 'MemberExpression') {
      const name = staticKey(node.property, node.computed);
      if (name) readNames.add(name);
    } else if (node.type === 'ObjectPattern') {
      for (const property of Array.isArray(node.properties) ? node.properties : []) {
        const name =
          isNode(property) && property.type === 'Property' ? staticKey(property.key, property.computed) : undefined;
        if (name) readNames.add(name);
      }
    }
  }
  return { imports, readNames };
}

const pascal = (operationId: string): string => operationId.charAt(0).toUpperCase() + operationId.slice(1);

/** Whether an export of a generated client calls the operation (function, hook, query/mutation options). */
export const callsOperation = (exportName: string, operationId: string): boolean => {
  const name = pascal(operationId);
  return [operationId, `use${name}`, `get${name}QueryOptions`, `get${name}MutationOptions`].includes(exportName);
};

/** Every response field pointer of a schema (array items as `*`), parents before children. */
export function fieldPaths(schema: JsonObject, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 12) return [];
  const view = viewSchema(schema);
  const paths: string[][] = [];
  for (const [name, child] of Object.entries(view.properties)) {
    paths.push([...prefix, name], ...fieldPaths(child, [...prefix, name], depth + 1));
  }
  if (view.items) paths.push(...fieldPaths(view.items, [...prefix, '*'], depth + 1));
  return paths;
}

/** Builds the manifest from source facts (path → facts) and the hand-written specs. */
export function buildManifest(facts: Map<string, SourceFacts>, specs: LoadedSpec[]): UsageManifest {
  const readNames = new Set([...facts.values()].flatMap((file) => [...file.readNames]));
  const operations: Record<string, UsedOperation> = {};
  for (const spec of specs) {
    const api = spec.source.replace(/^.*\//, '').replace(/\.ya?ml$/, '');
    for (const operation of spec.operations) {
      const calledFrom = [...facts.entries()]
        .filter(([, file]) =>
          file.imports.some(
            ({ source, name }) =>
              GENERATED_CLIENT.exec(source)?.[1] === api && callsOperation(name, operation.operationId),
          ),
        )
        .map(([path]) => path)
        .toSorted();
      if (calledFrom.length === 0) continue;
      const schema = successSchema(operation);
      const reads = (schema ? fieldPaths(schema) : [])
        .filter((path) => path.every((segment) => segment === '*' || readNames.has(segment)))
        .map((path) => toPointer(path));
      operations[operation.operationId] = { api, method: operation.method, path: operation.path, calledFrom, reads };
    }
  }
  return { source: 'src/ (derived by packages/contract-tools/src/derive-usage.ts)', operations };
}

/** Scans the portal's sources and derives the manifest. */
export async function deriveManifest(specs?: LoadedSpec[]): Promise<UsageManifest> {
  const facts = new Map<string, SourceFacts>();
  for (const file of listFiles(SOURCE_DIR).map((path) => relative(PORTAL_ROOT, path).replaceAll('\\', '/'))) {
    if (isPortalSource(file)) facts.set(file, scanSource(file, readFileSync(join(PORTAL_ROOT, file), 'utf8')));
  }
  return buildManifest(facts, specs ?? (await loadOurSpecs()));
}
