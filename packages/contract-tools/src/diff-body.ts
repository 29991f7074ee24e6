/**
 * contract:diff, request bodies: what the portal sends must still be accepted. Every property of
 * our body schema is compared with the provider's, recursively: gone, retyped, ignored (readOnly),
 * a narrowed enum, a field the provider newly requires, and the constraints on its values
 * (diff-bounds.ts).
 */
import type { FindingClass } from './findings.ts';
import { escapeSegment, type JsonObject } from './json.ts';
import { viewSchema } from './openapi.ts';
import { compareSentBounds } from './diff-bounds.ts';
import { describeField, describeTypes, sameTypes, typesOf, type Add } from './diff-schema.ts';

const MAX_DEPTH = 16;

const bodyPointer = (path: string[]): string =>
  `#/requestBody${path.map((name) => `/${escapeSegment(name)}`).join('')}`;

/**
 * Compares the body the portal sends (`ours`) with what the provider accepts (`theirs`).
 * `uses(cls)` is breaking-for-portal for a used operation and `cls` otherwise.
 */
export function compareRequestBody(
  ours: JsonObject,
  theirs: JsonObject,
  uses: (unused: FindingClass) => FindingClass,
  add: Add,
  path: string[] = [],
  depth = 0,
): void {
  if (depth > MAX_DEPTH) return;
  const pointer = bodyPointer(path);
  const [mine, their] = [viewSchema(ours), viewSchema(theirs)];
  if (their.readOnly && !mine.readOnly) {
    // Jackson's READ_ONLY access drops the value when it reads the request: whatever is below goes with it.
    const message = `The provider ignores ${describeField(path)} (readOnly), which the portal sends.`;
    add('field-read-only', uses('spec-debt'), pointer, message, 'accepted', 'readOnly');
    return;
  }
  if (!sameTypes(typesOf(ours), typesOf(theirs))) {
    const message = 'The provider expects another type than the portal sends.';
    add('type-changed', uses('spec-debt'), pointer, message, describeTypes(mine), describeTypes(their));
    return;
  }
  compareSentBounds(mine, their, pointer, uses, add);
  if (their.enum) {
    const refused = mine.enum ? mine.enum.filter((value) => !their.enum?.includes(value)) : ['any value'];
    if (refused.length > 0)
      add(
        'enum-value-missing',
        uses('spec-debt'),
        pointer,
        `The provider no longer accepts ${refused.join(', ')}, which the portal may send.`,
        mine.enum?.join(', ') ?? 'any value',
        their.enum.join(', '),
      );
  }
  // OpenAPI: a required readOnly property is required in responses only.
  const requires = (field: string) => !viewSchema(their.properties[field] ?? {}).readOnly;
  for (const name of their.required.filter((field) => !mine.required.includes(field) && requires(field))) {
    const sent = Object.hasOwn(mine.properties, name);
    add(
      'parameter-required',
      uses('info'),
      bodyPointer([...path, name]),
      sent
        ? 'The provider requires a body field the portal may leave out.'
        : 'The provider requires a body field the portal does not send.',
      sent ? 'optional' : 'not sent',
      'required',
    );
  }
  for (const [name, schema] of Object.entries(mine.properties)) {
    const theirSchema = their.properties[name];
    if (theirSchema) compareRequestBody(schema, theirSchema, uses, add, [...path, name], depth + 1);
    else
      add(
        'field-missing',
        uses('spec-debt'),
        bodyPointer([...path, name]),
        'The provider does not accept a body field the portal sends.',
        'accepted',
        'missing',
      );
  }
  if (mine.items && their.items) compareRequestBody(mine.items, their.items, uses, add, [...path, '*'], depth + 1);
}
