/**
 * JSON helpers shared by the contract tools: type guards and RFC 6901 JSON pointers.
 *
 * Pointer scheme of every finding (docs/contract-tools.md):
 * - `/build/version`: into the 2xx response body; array items are `*` in the diff and in the
 *   usage manifest, and the concrete index (`/3/customerName`) in contract:check;
 * - `#/responses/200`, `#/responses/200/content/text~1plain`, `#/parameters/query/tenant`,
 *   `#/security`, `#/requestBody/message` and `#` (the operation itself): into the operation.
 */

/** A JSON object (or any object-like value read from JSON or YAML). */
export type JsonObject = Record<string, unknown>;

/** True for plain objects (not arrays, not null). */
export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value as an object, or an empty one. */
export const asObject = (value: unknown): JsonObject => (isObject(value) ? value : {});

/** The value as an array, or an empty one. */
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The strings of an array value (anything else dropped). */
export const asStrings = (value: unknown): string[] =>
  asArray(value).filter((item): item is string => typeof item === 'string');

/** Escapes one pointer segment (`~` → `~0`, `/` → `~1`). */
export const escapeSegment = (segment: string | number): string =>
  String(segment).replaceAll('~', '~0').replaceAll('/', '~1');

/** Decodes one pointer segment. */
export const unescapeSegment = (segment: string): string => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/** A JSON pointer (`/a/b`) from segments; `''` for none (the whole document). */
export const toPointer = (segments: readonly (string | number)[]): string =>
  segments.map((segment) => `/${escapeSegment(segment)}`).join('');

/** The segments of a JSON pointer (with or without a leading `#`). */
export const fromPointer = (pointer: string): string[] =>
  pointer.replace(/^#/, '') === '' ? [] : pointer.replace(/^#?\//, '').split('/').map(unescapeSegment);

/** A pointer into an operation (`#/responses/200`), from segments. */
export const operationPointer = (...segments: (string | number)[]): string => `#${toPointer(segments)}`;

/** The value at the path, or undefined when any step is missing. */
export function valueAt(document: unknown, segments: readonly (string | number)[]): unknown {
  let current: unknown = document;
  for (const segment of segments) {
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isObject(current)) current = current[String(segment)];
    else return undefined;
  }
  return current;
}

/** A short, human description of a value for "what came" (`number (3142)`, `null`, `missing`). */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array (${value.length} items)`;
  if (typeof value === 'object') return 'object';
  const text = JSON.stringify(value);
  return `${typeof value} (${text.length > 40 ? `${text.slice(0, 37)}...` : text})`;
}
