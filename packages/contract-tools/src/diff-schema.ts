/**
 * contract:diff, response bodies: compares our schema with the provider's field by field, with the
 * constraints the portal relies on (type, nullable, format, pattern, enum, required), and classes
 * each difference by whether the portal reads the field.
 */
import type { FindingClass, FindingKind } from './findings.ts';
import { toPointer, type JsonObject } from './json.ts';
import { viewSchema, type SchemaView } from './openapi.ts';
import { readsField, type UsedOperation } from './usage.ts';

/** Records one finding of the operation being compared. */
export type Add = (
  kind: FindingKind,
  cls: FindingClass,
  pointer: string,
  message: string,
  expected?: string,
  actual?: string,
  constraint?: string,
) => void;

const MAX_DEPTH = 16;

/** The non-null types of a schema. */
export const typesOf = (schema: JsonObject): string[] => viewSchema(schema).types.filter((type) => type !== 'null');

/** Whether two type lists accept the same values (`integer` counts as a `number`); unknown types match anything. */
export const sameTypes = (ours: string[], theirs: string[]): boolean =>
  ours.length === 0 ||
  theirs.length === 0 ||
  (ours.every((type) => theirs.includes(type) || (type === 'number' && theirs.includes('integer'))) &&
    theirs.every((type) => ours.includes(type) || (type === 'integer' && ours.includes('number'))));

/** `string (date-time)`, `integer | null`, `any`. */
export const describeTypes = (view: SchemaView): string =>
  `${view.types.join(' | ') || 'any'}${view.format ? ` (${view.format})` : ''}`;

/** A field for a message, by its body path: `customerName`, `the items of validEmailDomains`, `the body`. */
export function describeField(path: string[]): string {
  const name = path.findLast((segment) => segment !== '*');
  if (name === undefined) return path.length === 0 ? 'the body' : 'the items of the body';
  return path.at(-1) === '*' ? `the items of ${name}` : name;
}

/** Enum, format and pattern of a field the portal receives. */
function compareConstraints(mine: SchemaView, their: SchemaView, pointer: string, read: boolean, add: Add): void {
  const changed = (unused: FindingClass): FindingClass => (read ? 'breaking-for-portal' : unused);
  if (mine.format !== their.format && mine.format !== undefined) {
    const message = their.format
      ? 'The field has another format.'
      : `The provider no longer promises the format ${mine.format}.`;
    add('format-changed', changed('spec-debt'), pointer, message, mine.format, their.format ?? 'none');
  }
  if (mine.pattern !== their.pattern && mine.pattern !== undefined) {
    const message = their.pattern ? 'The field has another pattern.' : 'The provider no longer promises the pattern.';
    add('pattern-changed', changed('spec-debt'), pointer, message, mine.pattern, their.pattern ?? 'none');
  }
  if (mine.enum && !their.enum) {
    add(
      'enum-removed',
      changed('info'),
      pointer,
      'The provider no longer restricts the values: it may send any value of the type.',
      mine.enum.join(', '),
      'any value',
    );
  }
  if (!mine.enum || !their.enum) return;
  const added = their.enum.filter((value) => !mine.enum?.includes(value));
  if (added.length > 0)
    add(
      'enum-value-added',
      changed('info'),
      pointer,
      `The provider may send ${added.join(', ')}, which the contract does not list.`,
      mine.enum.join(', '),
      their.enum.join(', '),
    );
  const dropped = mine.enum.filter((value) => !their.enum?.includes(value));
  // The portal receives fewer values than it can handle: nothing breaks, the spec promises too much.
  if (dropped.length > 0)
    add(
      'enum-value-missing',
      'spec-debt',
      pointer,
      `The provider no longer lists ${dropped.join(', ')}.`,
      mine.enum.join(', '),
      their.enum.join(', '),
    );
}

/** Compares two response body schemas at a body path (array items as `*`). */
export function compareSchemas(
  ours: JsonObject,
  theirs: JsonObject,
  path: string[],
  used: UsedOperation | undefined,
  add: Add,
  depth = 0,
): void {
  if (depth > MAX_DEPTH) return;
  const pointer = toPointer(path);
  const read = path.length === 0 ? used !== undefined : readsField(used, pointer);
  const changed = (unused: FindingClass): FindingClass => (read ? 'breaking-for-portal' : unused);
  const mine = viewSchema(ours);
  const their = viewSchema(theirs);
  if (their.writeOnly && !mine.writeOnly) {
    // Nothing below a field the provider never returns comes either: one finding, at the field.
    const name = describeField(path);
    const message = read
      ? `The provider never returns ${name} (writeOnly), which the portal reads.`
      : `The provider never returns ${name} (writeOnly), which the contract promises.`;
    add('field-write-only', changed('spec-debt'), pointer, message, 'returned', 'writeOnly');
    return;
  }
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
  compareConstraints(mine, their, pointer, read, add);
  compareProperties(mine, their, path, used, add, depth);
  if (mine.items && their.items) compareSchemas(mine.items, their.items, [...path, '*'], used, add, depth + 1);
}

function compareProperties(
  mine: SchemaView,
  their: SchemaView,
  path: string[],
  used: UsedOperation | undefined,
  add: Add,
  depth: number,
): void {
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
    // A writeOnly field is never returned, required or not: compareSchemas says so.
    if (mine.required.includes(name) && !their.required.includes(name) && !viewSchema(theirSchema).writeOnly) {
      add(
        'field-optional',
        readsField(used, toPointer(field)) ? 'breaking-for-portal' : 'spec-debt',
        toPointer(field),
        'The provider may leave out a field the contract requires (springdoc: annotate it as required).',
        'required',
        'optional',
      );
    }
    compareSchemas(schema, theirSchema, field, used, add, depth + 1);
  }
}
