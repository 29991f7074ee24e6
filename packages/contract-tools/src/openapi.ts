/**
 * A normalised view of OpenAPI 3.0/3.1 documents (`$ref`s resolved by resolve-refs.ts): operations listed
 * with their effective parameters and security, schemas reduced to what the tools compare.
 */
import { boundsOf, type Bounds } from './bounds.ts';
import { asArray, asObject, asStrings, isObject, type JsonObject } from './json.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One operation with everything resolved. */
export type SpecOperation = {
  operationId: string;
  method: string;
  path: string;
  /** Method and path with parameter names erased (`GET /customers/{}`): the fallback match key. */
  shapeKey: string;
  parameters: JsonObject[];
  /** The effective security requirements' scheme definitions, e.g. `http bearer`; `[]` = anonymous. */
  security: string[];
  responses: JsonObject;
  requestBody: JsonObject | undefined;
};

/**
 * A security scheme as what the client must send: OAuth2 and OpenID Connect schemes are bearer
 * tokens on the wire, like `http bearer` (a Keycloak-protected Spring service publishes either).
 */
const schemeOf = (document: JsonObject, name: string): string => {
  const scheme = asObject(asObject(asObject(document.components).securitySchemes)[name]);
  if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect') return 'http bearer';
  return [scheme.type, scheme.scheme, scheme.in, scheme.name]
    .filter((part) => typeof part === 'string')
    .map((part, index) => (index === 1 ? part.toLowerCase() : part))
    .join(' ');
};

const securityOf = (document: JsonObject, requirements: unknown): string[] =>
  asArray(requirements)
    .map((requirement) =>
      Object.keys(asObject(requirement))
        .map((name) => schemeOf(document, name))
        .toSorted()
        .join(' + '),
    )
    .map((alternative) => alternative || 'anonymous')
    .toSorted();

const parameterKey = (parameter: JsonObject) => `${String(parameter.in)}:${String(parameter.name)}`;

/** Every operation of a dereferenced document; operations without an operationId get `METHOD path`. */
export function listOperations(document: JsonObject): SpecOperation[] {
  const operations: SpecOperation[] = [];
  for (const [path, item] of Object.entries(asObject(document.paths))) {
    const pathItem = asObject(item);
    for (const method of METHODS.filter((name) => isObject(pathItem[name]))) {
      const operation = asObject(pathItem[method]);
      // Operation-level parameters override path-level ones of the same name and location.
      const parameters = new Map<string, JsonObject>();
      for (const parameter of [...asArray(pathItem.parameters), ...asArray(operation.parameters)].map(asObject)) {
        parameters.set(parameterKey(parameter), parameter);
      }
      const upper = method.toUpperCase();
      operations.push({
        operationId: typeof operation.operationId === 'string' ? operation.operationId : `${upper} ${path}`,
        method: upper,
        path,
        shapeKey: `${upper} ${path.replace(/\{[^}]*\}/g, '{}').replace(/(.)\/+$/, '$1')}`,
        parameters: [...parameters.values()],
        // No requirement at all is anonymous access, like an empty alternative (`{}`).
        security: securityOf(document, operation.security ?? document.security ?? [{}]),
        responses: asObject(operation.responses),
        requestBody: isObject(operation.requestBody) ? operation.requestBody : undefined,
      });
    }
  }
  return operations;
}

/** The comparable core of one schema node, the same for 3.0 and 3.1 spellings. */
export type SchemaView = {
  /** Sorted; `null` included for 3.0 `nullable: true`, 3.1 `type: [x, 'null']` and `anyOf` with a null branch. */
  types: string[];
  format: string | undefined;
  pattern: string | undefined;
  /** Sorted JSON texts of the allowed values; undefined when unconstrained. */
  enum: string[] | undefined;
  properties: Record<string, JsonObject>;
  required: string[];
  items: JsonObject | undefined;
  /** Length, range, item count, step and patterns (bounds.ts). */
  bounds: Bounds;
  /** Only in responses: a server ignores the value in a request (an `allOf` part's or a nullable branch's flag counts). */
  readOnly: boolean;
  /** Only in requests: a server never returns it (likewise). */
  writeOnly: boolean;
};

const isNullBranch = (branch: unknown) => asStrings([asObject(branch).type].flat()).join() === 'null';

// A resolved recursive schema is a cyclic graph: the depth bound stops an `allOf` that contains itself.
const mergeAllOf = (schema: JsonObject, depth = 0): JsonObject =>
  asArray(depth > 8 ? [] : schema.allOf)
    .map((part) => mergeAllOf(asObject(part), depth + 1))
    .reduce<JsonObject>(
      (merged, part) => ({
        ...part,
        ...merged,
        properties: { ...asObject(part.properties), ...asObject(merged.properties) },
        required: [...asStrings(part.required), ...asStrings(merged.required)],
      }),
      schema,
    );

/** `anyOf: [X, {type: null}]` is how 3.1 generators often spell "nullable X". */
function collapseNullable(schema: JsonObject): { schema: JsonObject; nullable: boolean } {
  const branches = asArray(schema.anyOf ?? schema.oneOf);
  const nonNull = branches.filter((branch) => !isNullBranch(branch));
  if (branches.length < 2 || nonNull.length !== 1) return { schema, nullable: schema.nullable === true };
  return { schema: mergeAllOf(asObject(nonNull[0])), nullable: true };
}

/** Reduces a (dereferenced) schema to a {@link SchemaView}. */
export function viewSchema(input: JsonObject): SchemaView {
  const merged = mergeAllOf(input);
  const { schema, nullable } = collapseNullable(merged);
  // `{ anyOf: [X, null], writeOnly: true }`: the flag sits beside the branches, or in X.
  const flag = (key: 'readOnly' | 'writeOnly') => merged[key] === true || schema[key] === true;
  const types = new Set(asStrings([schema.type].flat()));
  if (nullable) types.add('null');
  if (types.size === 0 && isObject(schema.properties)) types.add('object');
  return {
    types: [...types].toSorted(),
    format: typeof schema.format === 'string' ? schema.format : undefined,
    pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
    enum: Array.isArray(schema.enum) ? schema.enum.map((value) => JSON.stringify(value)).toSorted() : undefined,
    properties: Object.fromEntries(
      Object.entries(asObject(schema.properties)).map(([key, value]) => [key, asObject(value)]),
    ),
    required: asStrings(schema.required).toSorted(),
    items: isObject(schema.items) ? schema.items : undefined,
    bounds: boundsOf(input),
    readOnly: flag('readOnly'),
    writeOnly: flag('writeOnly'),
  };
}
