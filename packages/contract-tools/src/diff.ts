/**
 * contract:diff: compares a provider's published OpenAPI document with the hand-written specs the
 * portal is built on, and classifies every difference by what the portal uses (the usage manifest):
 * breaking-for-portal, info (additions, unused changes) or spec-debt (the hand-written spec promises
 * what the provider lacks, and the portal does not rely on it).
 */
import { compareRequestBody } from './diff-body.ts';
import { compareBodyMediaTypes } from './diff-media.ts';
import { compareSentValue } from './diff-bounds.ts';
import { compareSchemas, sameTypes, typesOf, type Add } from './diff-schema.ts';
import type { Finding, FindingClass } from './findings.ts';
import { asObject, escapeSegment, isObject, type JsonObject } from './json.ts';
import { matchOperations, relevantSpecs, withPrefix } from './match.ts';
import { viewSchema, type SpecOperation } from './openapi.ts';
import { bareMediaType, isSuccessStatus, type LoadedSpec } from './specs.ts';
import type { UsageManifest, UsedOperation } from './usage.ts';

export { relevantSpecs };

/** The outcome of a diff: findings plus which of our operations were compared. */
export type DiffResult = { findings: Finding[]; compared: { operationId: string; name: string; matched: boolean }[] };

/** Records findings of one of our operations. */
const adder =
  (findings: Finding[], operationId: string): Add =>
  (kind, cls, pointer, message, expected, actual, constraint) =>
    findings.push({ class: cls, kind, operationId, pointer, message, expected, actual, constraint });

/** Compares the provider's spec with ours. */
export function diffSpecs(ours: LoadedSpec[], provider: LoadedSpec, manifest: UsageManifest, prefix = ''): DiffResult {
  const findings: Finding[] = [];
  const compared: DiffResult['compared'] = [];
  const operations = ours.flatMap((spec) => spec.operations);
  const matched = matchOperations(operations, provider.operations, prefix);
  const unmatchedTheirs = provider.operations
    .map((operation) => withPrefix(operation, prefix))
    .filter((operation) => ![...matched.values()].some((taken) => taken.shapeKey === operation.shapeKey));
  for (const operation of operations) {
    const theirs = matched.get(operation);
    const used = manifest.operations[operation.operationId];
    const add = adder(findings, operation.operationId);
    compared.push({
      operationId: operation.operationId,
      name: `${operation.method} ${operation.path}`,
      matched: theirs !== undefined,
    });
    if (!theirs) {
      // A moved operation with a new operationId too: name the provider's candidates of the same method.
      const candidates = unmatchedTheirs.filter((candidate) => candidate.method === operation.method);
      add(
        'operation-missing',
        used ? 'breaking-for-portal' : 'spec-debt',
        '#',
        'The provider does not publish this operation (neither this method and path nor this operationId).',
        `${operation.method} ${operation.path}`,
        candidates.length > 0
          ? `missing; not matched: ${candidates.map((candidate) => `${candidate.method} ${candidate.path} (${candidate.operationId})`).join(', ')}`
          : 'missing',
      );
      continue;
    }
    compareLocation(operation, theirs, used ? 'breaking-for-portal' : 'spec-debt', prefix, add);
    compareOperation(operation, theirs, used, add);
  }
  for (const theirs of unmatchedTheirs) {
    findings.push({
      class: 'info',
      kind: 'operation-added',
      operationId: theirs.operationId,
      pointer: '#',
      message: 'The provider publishes an operation the hand-written specs do not have.',
      actual: `${theirs.method} ${theirs.path}`,
    });
  }
  return { findings, compared };
}

/** A matched operation at another path or method: the portal's call no longer reaches it. */
function compareLocation(
  ours: SpecOperation,
  theirs: SpecOperation,
  cls: FindingClass,
  prefix: string,
  add: Add,
): void {
  if (ours.method !== theirs.method)
    add(
      'method-changed',
      cls,
      '#',
      'The provider serves this operation with another HTTP method.',
      ours.method,
      theirs.method,
    );
  const [mine, their] = [ours.shapeKey.split(' ')[1], theirs.shapeKey.split(' ')[1]];
  if (mine === their) return;
  const hint =
    prefix === '' && mine?.endsWith(their ?? '') ? ' If the service sits behind the gateway, pass --path-prefix.' : '';
  add('path-changed', cls, '#', `The provider serves this operation at another path.${hint}`, ours.path, theirs.path);
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
    if (sameTypes(typesOf(mineSchema), typesOf(theirSchema)))
      compareSentValue(mineSchema, theirSchema, pointer, uses, add);
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

  if (ours.requestBody && theirs.requestBody) {
    for (const { mine, theirs: their } of compareBodyMediaTypes(ours.requestBody, theirs.requestBody, uses, add))
      compareRequestBody(mine, their, uses, add);
  } else if (ours.requestBody) {
    add(
      'field-missing',
      uses('spec-debt'),
      '#/requestBody',
      'The provider declares no request body.',
      'a JSON body',
      'none',
    );
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
      compareSchemas(mineSchema, theirSchema, [], used, add);
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
