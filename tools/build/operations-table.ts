/**
 * The source of src/api/generated/operations.ts, from openapi/: every operation of the contracts with
 * what the http client needs to find, bound and check it at run time (RES-01, RES-02), and what the
 * fault matrix drives (RES-04). The check of each success answer is precompiled into plain data
 * (src/api/json-check.ts runs it): `$ref` and `allOf` resolved, only the keywords that judge a value
 * kept. `npm run generate` writes it (scripts/generate-operations.ts).
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { APIS } from '../../orval.config.ts';
import type { JsonCheck } from '../../src/api/json-check.ts';

type Schema = Record<string, unknown>;
export type Spec = {
  info: { 'x-portal-service'?: string };
  paths: Record<string, Record<string, SpecOperation>>;
  components?: { schemas?: Record<string, Schema> };
};
type SpecOperation = {
  operationId?: string;
  'x-portal-deadline'?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const schemasOf = (value: unknown): Schema[] | undefined => (Array.isArray(value) ? value.filter(isSchema) : undefined);
const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
/** `{ [key]: value }` when the schema sets the keyword to a number, else nothing. */
const numberKeyword = (schema: Schema, key: string) => (typeof schema[key] === 'number' ? { [key]: schema[key] } : {});

/** The check of one schema: `$ref` and `allOf` resolved, `oneOf`/`anyOf` as alternatives, nullable types. */
export function describeSchema(schema: Schema, spec: Spec, seen: readonly string[] = []): JsonCheck {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    const target = spec.components?.schemas?.[name];
    if (!target || seen.includes(name)) throw new Error(`${ref}: not a local schema, or a cycle the check cannot hold`);
    return describeSchema(target, spec, [...seen, name]);
  }
  const describe = (part: unknown) => describeSchema(isSchema(part) ? part : {}, spec, seen);
  const alternatives = schemasOf(schema.oneOf ?? schema.anyOf);
  if (alternatives) return { anyOf: alternatives.map(describe) };
  const parts = schemasOf(schema.allOf)?.map(describe);
  if (parts) {
    const objects = parts.flatMap((part) => ('type' in part && part.type === 'object' ? [part] : []));
    const properties = Object.assign({}, ...objects.map((part) => part.properties));
    return { type: 'object', properties, required: objects.flatMap((part) => part.required ?? []) };
  }
  const types = stringsOf(Array.isArray(schema.type) ? schema.type : [schema.type]);
  const nullable = types.includes('null') || schema.nullable === true ? { nullable: true as const } : {};
  const type = types.find((name) => name !== 'null');
  switch (type) {
    case 'object': {
      const properties = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
      const required = stringsOf(schema.required);
      return {
        type,
        properties: Object.fromEntries(properties.map(([name, property]) => [name, describe(property)])),
        ...(required.length > 0 ? { required } : {}),
        ...nullable,
      };
    }
    case 'array':
      return { type, items: describe(schema.items), ...numberKeyword(schema, 'minItems'), ...nullable };
    case 'string': {
      const values = stringsOf(schema.enum);
      const format = typeof schema.format === 'string' ? { format: schema.format } : {};
      return {
        type,
        ...numberKeyword(schema, 'minLength'),
        ...(values.length > 0 ? { enum: values } : {}),
        ...format,
        ...nullable,
      };
    }
    case 'integer':
    case 'number':
      return { type, ...numberKeyword(schema, 'minimum'), ...numberKeyword(schema, 'maximum'), ...nullable };
    case 'boolean':
      return { type, ...nullable };
    default:
      throw new Error(`a schema the check does not know: ${JSON.stringify(schema)}`);
  }
}

type Source = { apis: typeof APIS; api: string; service: string; spec: Spec };

function row({ apis, api, service, spec }: Source, method: string, path: string, operation: SpecOperation): string {
  const id = operation.operationId;
  if (!id) throw new Error(`openapi/${api}.yaml: ${method.toUpperCase()} ${path} has no operationId`);
  const sender = apis[api]?.mutator;
  if (!sender) throw new Error(`openapi/${api}.yaml: not an API of orval.config.ts`);
  const deadline = operation['x-portal-deadline'] ?? 'read';
  if (deadline !== 'read' && deadline !== 'reply')
    throw new Error(`openapi/${api}.yaml: ${id}: x-portal-deadline must be read or reply, got ${deadline}`);
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1];
  const [mediaType, content] = Object.entries(success?.content ?? {})[0] ?? [];
  const response = mediaType?.includes('json') && content?.schema ? describeSchema(content.schema, spec) : undefined;
  const fields = {
    operationId: id,
    service,
    sender,
    method: method.toUpperCase(),
    path,
    deadline,
    mediaType,
    response,
  };
  return `  ${JSON.stringify(fields, null, 2).replaceAll('\n', '\n  ')},`;
}

/** The generated module for the specs given by API name (as `npm run generate` reads them from openapi/). */
export function operationsSource(specs: Record<string, Spec>, apis: typeof APIS = APIS): string {
  const rows: string[] = [];
  for (const [api, spec] of Object.entries(specs)) {
    const service = spec.info['x-portal-service'];
    if (!service) throw new Error(`openapi/${api}.yaml: info.x-portal-service is missing`);
    for (const [path, item] of Object.entries(spec.paths))
      for (const method of METHODS.filter((name) => item[name]))
        rows.push(row({ apis, api, service, spec }, method, path, item[method]!));
  }
  return [
    '/**',
    ' * Generated by scripts/generate-operations.ts from openapi/.',
    ' * Do not edit manually.',
    ' */',
    "import type { ContractOperation } from '../contract-operation.ts';",
    '',
    'export const OPERATIONS: readonly ContractOperation[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}

/** The specs of orval.config.ts's APIs, read from openapi/ under `root`. */
export function readSpecs(root: URL): Record<string, Spec> {
  const read = (spec: string): Spec => parse(readFileSync(new URL(`openapi/${spec}.yaml`, root), 'utf8'));
  return Object.fromEntries(Object.entries(APIS).map(([api, { spec }]) => [api, read(spec)]));
}
