/**
 * contract:diff: compares a provider's published OpenAPI document with the hand-written specs the
 * portal is built on, and classifies every difference by what the portal uses (the usage manifest):
 * breaking-for-portal, info (additions, unused changes) or spec-debt (the hand-written spec promises
 * what the provider lacks, and the portal does not rely on it).
 */
import type { Finding, FindingClass, FindingKind } from './findings.ts';
import { asObject, escapeSegment, isObject, toPointer, type JsonObject } from './json.ts';
import { viewSchema, type SpecOperation } from './openapi.ts';
import { bareMediaType, isJsonMediaType, isSuccessStatus, type LoadedSpec } from './specs.ts';
import { readsField, type UsageManifest, type UsedOperation } from './usage.ts';

/** The outcome of a diff: findings plus which of our operations were compared. */
export type DiffResult = { findings: Finding[]; compared: { operationId: string; name: string; matched: boolean }[] };

const MAX_DEPTH = 16;

type Add = (
  kind: FindingKind,
  cls: FindingClass,
  pointer: string,
  message: string,
  expected?: string,
  actual?: string,
) => void;

/** Records findings of one of our operations. */
const adder =
  (findings: Finding[], operationId: string): Add =>
  (kind, cls, pointer, message, expected, actual) =>
    findings.push({ class: cls, kind, operationId, pointer, message, expected, actual });

/** Whether an operation of the provider answers for one of ours: same operationId, else same method and path shape. */
const matches = (ours: SpecOperation, theirs: SpecOperation, prefix: string): boolean =>
  ours.operationId === theirs.operationId || ours.shapeKey === withPrefix(theirs, prefix).shapeKey;

const withPrefix = (operation: SpecOperation, prefix: string): SpecOperation =>
  prefix === ''
    ? operation
    : { ...operation, path: `${prefix}${operation.path}`, shapeKey: operation.shapeKey.replace(' ', ` ${prefix}`) };

/** The specs of ours that share at least one operation with the provider's. */
export const relevantSpecs = (ours: LoadedSpec[], provider: LoadedSpec, prefix = ''): LoadedSpec[] =>
  ours.filter((spec) =>
    spec.operations.some((operation) => provider.operations.some((theirs) => matches(operation, theirs, prefix))),
  );

/** Compares the provider's spec with ours. */
export function diffSpecs(ours: LoadedSpec[], provider: LoadedSpec, manifest: UsageManifest, prefix = ''): DiffResult {
  const findings: Finding[] = [];
  const compared: DiffResult['compared'] = [];
  const matchedTheirs = new Set<SpecOperation>();
  for (const operation of ours.flatMap((spec) => spec.operations)) {
    const theirs = provider.operations.find((candidate) => matches(operation, candidate, prefix));
    const used = manifest.operations[operation.operationId];
    const add = adder(findings, operation.operationId);
    compared.push({
      operationId: operation.operationId,
      name: `${operation.method} ${operation.path}`,
      matched: theirs !== undefined,
    });
    if (!theirs) {
      add(
        'operation-missing',
        used ? 'breaking-for-portal' : 'spec-debt',
        '#',
        'The provider does not publish this operation.',
        `${operation.method} ${operation.path}`,
        'missing',
      );
      continue;
    }
    matchedTheirs.add(theirs);
    compareOperation(operation, theirs, used, add);
  }
  for (const theirs of provider.operations.filter((operation) => !matchedTheirs.has(operation))) {
    findings.push({
      class: 'info',
      kind: 'operation-added',
      operationId: theirs.operationId,
      pointer: '#',
      message: 'The provider publishes an operation the hand-written specs do not have.',
      actual: `${theirs.method} ${withPrefix(theirs, prefix).path}`,
    });
  }
  return { findings, compared };
}

const parameterKey = (parameter: JsonObject, index: number): string =>
  // Path parameters match by position: `{id}` and `{customerId}` in the same place are the same.
  parameter.in === 'path' ? `path/#${index}` : `${String(parameter.in)}/${String(parameter.name)}`;

const keyed = (operation: SpecOperation): Map<string, JsonObject> => {
  const pathNames = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return new Map(
    operation.parameters.map((parameter) => [
      parameterKey(parameter, pathNames.indexOf(String(parameter.name))),
      parameter,
    ]),
  );
};

const typesOf = (schema: JsonObject): string[] => viewSchema(schema).types.filter((type) => type !== 'null');
const sameTypes = (ours: string[], theirs: string[]): boolean =>
  ours.length === 0 ||
  theirs.length === 0 ||
  (ours.every((type) => theirs.includes(type) || (type === 'number' && theirs.includes('integer'))) &&
    theirs.every((type) => ours.includes(type) || (type === 'integer' && ours.includes('number'))));

function compareOperation(ours: SpecOperation, theirs: SpecOperation, used: UsedOperation | undefined, add: Add): void {
  const uses = (unused: FindingClass): FindingClass => (used ? 'breaking-for-portal' : unused);
  if (!ours.security.some((alternative) => theirs.security.includes(alternative))) {
    // A provider that lets anyone in still accepts the portal's token: only the spec is off.
    const anonymous = theirs.security.includes('anonymous');
    add(
      'auth-changed',
      anonymous ? 'spec-debt' : uses('spec-debt'),
      '#/security',
      anonymous ? 'The provider declares no security for the operation.' : 'The operation is secured differently.',
      ours.security.join(' | '),
      theirs.security.join(' | '),
    );
  }

  const ourParameters = keyed(ours);
  const theirParameters = keyed(theirs);
  for (const [key, parameter] of theirParameters) {
    const pointer = `#/parameters/${key.startsWith('path/') ? `path/${escapeSegment(String(ourParameters.get(key)?.name ?? parameter.name))}` : key.split('/').map(escapeSegment).join('/')}`;
    const mine = ourParameters.get(key);
    if (!mine) {
      if (parameter.required === true)
        add(
          'parameter-required',
          uses('info'),
          pointer,
          'The provider requires a parameter the portal does not send.',
          'not required',
          'required',
        );
      else
        add(
          'parameter-added',
          'info',
          pointer,
          'The provider accepts an optional parameter the hand-written spec lacks.',
        );
      continue;
    }
    if (parameter.required === true && mine.required !== true) {
      add(
        'parameter-required',
        uses('info'),
        pointer,
        'The provider requires a parameter the portal may leave out.',
        'optional',
        'required',
      );
    }
    const [mineSchema, theirSchema] = [asObject(mine.schema), asObject(parameter.schema)];
    if (!sameTypes(typesOf(mineSchema), typesOf(theirSchema))) {
      add(
        'parameter-changed',
        uses('spec-debt'),
        pointer,
        'The parameter has another type.',
        typesOf(mineSchema).join(' | '),
        typesOf(theirSchema).join(' | '),
      );
    }
    const [mineEnum, theirEnum] = [viewSchema(mineSchema).enum, viewSchema(theirSchema).enum];
    const refused = mineEnum && theirEnum ? mineEnum.filter((value) => !theirEnum.includes(value)) : [];
    if (refused.length > 0)
      add(
        'parameter-changed',
        uses('spec-debt'),
        pointer,
        'The provider no longer accepts values the portal may send.',
        mineEnum?.join(', '),
        theirEnum?.join(', '),
      );
  }
  for (const [key, parameter] of ourParameters) {
    if (!theirParameters.has(key)) {
      add(
        'parameter-missing',
        'spec-debt',
        `#/parameters/${key.split('/').map(escapeSegment).join('/')}`,
        `The provider does not declare the parameter ${String(parameter.name)}.`,
        'declared',
        'missing',
      );
    }
  }

  if (ours.requestBody) {
    const [mineBody, theirBody] = [jsonSchemaOf(ours.requestBody), jsonSchemaOf(theirs.requestBody)];
    if (mineBody && theirBody) {
      const mine = viewSchema(mineBody);
      const their = viewSchema(theirBody);
      for (const name of their.required.filter((field) => !Object.hasOwn(mine.properties, field))) {
        add(
          'parameter-required',
          uses('info'),
          `#/requestBody/${escapeSegment(name)}`,
          'The provider requires a body field the portal does not send.',
          'not sent',
          'required',
        );
      }
      for (const name of Object.keys(mine.properties).filter((field) => !Object.hasOwn(their.properties, field))) {
        add(
          'field-missing',
          uses('spec-debt'),
          `#/requestBody/${escapeSegment(name)}`,
          'The provider does not accept a body field the portal sends.',
          'accepted',
          'missing',
        );
      }
    } else if (!theirs.requestBody) {
      add(
        'field-missing',
        uses('spec-debt'),
        '#/requestBody',
        'The provider declares no request body.',
        'a JSON body',
        'none',
      );
    }
  }

  const theirResponses = asObject(theirs.responses);
  const theirSuccess = Object.keys(theirResponses).filter(isSuccessStatus);
  for (const [status, response] of Object.entries(ours.responses).filter(([key]) => isSuccessStatus(key))) {
    const theirResponse = theirResponses[status];
    if (!isObject(theirResponse)) {
      add(
        'status-changed',
        uses('spec-debt'),
        `#/responses/${escapeSegment(status)}`,
        'The provider does not answer with this status.',
        status,
        theirSuccess.join(', ') || 'no 2xx status',
      );
      continue;
    }
    const mineContent = asObject(asObject(response).content);
    const theirContent = asObject(theirResponse.content);
    for (const [mediaType, media] of Object.entries(mineContent)) {
      const theirMedia = mediaFor(theirContent, mediaType);
      const pointer = `#/responses/${escapeSegment(status)}/content/${escapeSegment(mediaType)}`;
      if (!isObject(theirMedia)) {
        add(
          'content-type-changed',
          uses('spec-debt'),
          pointer,
          'The provider does not answer with this content type.',
          mediaType,
          Object.keys(theirContent).join(', ') || 'none',
        );
        continue;
      }
      const [mineSchema, theirSchema] = [asObject(asObject(media).schema), asObject(theirMedia.schema)];
      compareSchemas(mineSchema, theirSchema, [], used, add, 0);
    }
  }
}

/**
 * The provider's media type object for one of ours: the same type (parameters such as
 * `;charset=UTF-8` and case ignored), else a wildcard (`*\/*` is springdoc's default, `application/*`).
 */
function mediaFor(content: JsonObject, mediaType: string): JsonObject | undefined {
  const wanted = bareMediaType(mediaType);
  const keys = Object.keys(content);
  const key =
    keys.find((type) => bareMediaType(type) === wanted) ??
    keys.find((type) => bareMediaType(type) === `${wanted.split('/')[0] ?? ''}/*`) ??
    keys.find((type) => bareMediaType(type) === '*/*');
  const media = key === undefined ? undefined : content[key];
  return isObject(media) ? media : undefined;
}

function jsonSchemaOf(body: JsonObject | undefined): JsonObject | undefined {
  const content = asObject(asObject(body).content);
  const json = Object.keys(content).find(isJsonMediaType);
  const schema = json === undefined ? undefined : asObject(content[json]).schema;
  return isObject(schema) ? schema : undefined;
}

/** Compares two response body schemas at a body path (array items as `*`). */
function compareSchemas(
  ours: JsonObject,
  theirs: JsonObject,
  path: string[],
  used: UsedOperation | undefined,
  add: Add,
  depth: number,
): void {
  if (depth > MAX_DEPTH) return;
  const pointer = toPointer(path);
  const read = path.length === 0 ? used !== undefined : readsField(used, pointer);
  const changed = (unused: FindingClass): FindingClass => (read ? 'breaking-for-portal' : unused);
  const mine = viewSchema(ours);
  const their = viewSchema(theirs);
  if (!sameTypes(typesOf(ours), typesOf(theirs))) {
    add(
      'type-changed',
      changed('spec-debt'),
      pointer,
      'The field has another type.',
      describeTypes(mine),
      describeTypes(their),
    );
    return;
  }
  if (their.types.includes('null') && !mine.types.includes('null') && mine.types.length > 0) {
    add(
      'nullable',
      changed('spec-debt'),
      pointer,
      'The provider may send null where the contract does not allow it.',
      describeTypes(mine),
      describeTypes(their),
    );
  }
  if (mine.format !== undefined && their.format !== undefined && mine.format !== their.format) {
    add('format-changed', changed('spec-debt'), pointer, 'The field has another format.', mine.format, their.format);
  }
  if (their.enum) {
    const added = mine.enum ? their.enum.filter((value) => !mine.enum?.includes(value)) : [];
    if (added.length > 0)
      add(
        'enum-value-added',
        changed('info'),
        pointer,
        `The provider may send ${added.join(', ')}, which the contract does not list.`,
        mine.enum?.join(', '),
        their.enum.join(', '),
      );
    const dropped = mine.enum ? mine.enum.filter((value) => !their.enum?.includes(value)) : [];
    if (dropped.length > 0)
      add(
        'enum-value-missing',
        'spec-debt',
        pointer,
        `The provider no longer lists ${dropped.join(', ')}.`,
        mine.enum?.join(', '),
        their.enum.join(', '),
      );
  }
  const missing = Object.keys(mine.properties).filter((name) => !Object.hasOwn(their.properties, name));
  const extra = Object.keys(their.properties).filter((name) => !Object.hasOwn(mine.properties, name));
  const renamed = missing.length === 1 && extra.length === 1;
  for (const name of missing) {
    const field = toPointer([...path, name]);
    const cls = readsField(used, field) ? 'breaking-for-portal' : 'spec-debt';
    if (renamed)
      add('field-renamed', cls, field, `The field is gone and "${extra[0]}" is new: renamed?`, name, extra[0]);
    else add('field-missing', cls, field, 'The provider does not send this field.', name, 'missing');
  }
  if (!renamed)
    for (const name of extra)
      add(
        'field-added',
        'info',
        toPointer([...path, name]),
        'The provider sends a field the contract does not declare.',
        undefined,
        name,
      );
  for (const [name, schema] of Object.entries(mine.properties)) {
    const theirSchema = their.properties[name];
    if (!theirSchema) continue;
    const field = [...path, name];
    if (mine.required.includes(name) && !their.required.includes(name)) {
      add(
        'field-optional',
        readsField(used, toPointer(field)) ? 'breaking-for-portal' : 'spec-debt',
        toPointer(field),
        'The provider may leave out a field the contract requires.',
        'required',
        'optional',
      );
    }
    compareSchemas(schema, theirSchema, field, used, add, depth + 1);
  }
  if (mine.items && their.items) compareSchemas(mine.items, their.items, [...path, '*'], used, add, depth + 1);
}

const describeTypes = (view: ReturnType<typeof viewSchema>): string =>
  `${view.types.join(' | ') || 'any'}${view.format ? ` (${view.format})` : ''}`;
