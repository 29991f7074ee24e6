/**
 * The run-time check of an answer's JSON (RES-01), precompiled from openapi/ by
 * tools/build/operations-table.ts into plain data: a few hundred bytes for every operation, checked
 * in place without copying (10,000 customers: `npm run perf:validation`). Lenient where the contracts'
 * strict zod schemas are strict: properties the contract does not name are accepted and ignored.
 */

/** What one value must be: the JSON Schema keywords the contracts use, resolved (no `$ref`). */
export type JsonCheck =
  | { type: 'object'; properties: Readonly<Record<string, JsonCheck>>; required?: readonly string[]; nullable?: true }
  | { type: 'array'; items: JsonCheck; minItems?: number; nullable?: true }
  | { type: 'string'; minLength?: number; enum?: readonly string[]; format?: string; nullable?: true }
  | { type: 'integer' | 'number'; minimum?: number; maximum?: number; nullable?: true }
  | { type: 'boolean'; nullable?: true }
  | { anyOf: readonly JsonCheck[] };

/** The first place where a value breaks its check, and how. */
export type Mismatch = { path: readonly (string | number)[]; message: string };

/** A value as a message names it: its kind, never its content (it may be personal). */
const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// The path is one array, pushed and popped on the way down: a mismatch copies it, a match allocates nothing.
type Path = (string | number)[];
const mismatchAt = (path: Path, message: string): Mismatch => ({ path: [...path], message });
const wrongType = (path: Path, expected: string, value: unknown) =>
  mismatchAt(path, `expected ${expected}, received ${kindOf(value)}`);

/** Where and how `value` breaks `check`, or undefined when it holds. */
export function firstMismatch(check: JsonCheck, value: unknown, path: Path = []): Mismatch | undefined {
  if ('anyOf' in check) {
    const tried = check.anyOf.map((alternative) => firstMismatch(alternative, value, path));
    return tried.some((mismatch) => mismatch === undefined) ? undefined : tried[0];
  }
  if (value === null && check.nullable) return undefined;
  switch (check.type) {
    case 'object':
      return isRecord(value) ? objectMismatch(check, value, path) : wrongType(path, 'object', value);
    case 'array':
      return Array.isArray(value) ? arrayMismatch(check, value, path) : wrongType(path, 'array', value);
    case 'string':
      return typeof value === 'string' ? stringMismatch(check, value, path) : wrongType(path, 'string', value);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : wrongType(path, 'boolean', value);
    default:
      return typeof value === 'number' && (check.type === 'integer' ? Number.isInteger(value) : Number.isFinite(value))
        ? numberMismatch(check, value, path)
        : wrongType(path, check.type, value);
  }
}

function within(path: Path, key: string | number, check: JsonCheck, value: unknown): Mismatch | undefined {
  path.push(key);
  const mismatch = firstMismatch(check, value, path);
  path.pop();
  return mismatch;
}

function objectMismatch(
  check: Extract<JsonCheck, { type: 'object' }>,
  value: Record<string, unknown>,
  path: Path,
): Mismatch | undefined {
  for (const name in check.properties) {
    if (!Object.hasOwn(value, name) && !check.required?.includes(name)) continue;
    const mismatch = within(path, name, check.properties[name]!, value[name]);
    if (mismatch) return mismatch;
  }
  return undefined;
}

function arrayMismatch(
  check: Extract<JsonCheck, { type: 'array' }>,
  value: unknown[],
  path: Path,
): Mismatch | undefined {
  if (check.minItems !== undefined && value.length < check.minItems)
    return mismatchAt(path, `expected at least ${check.minItems} items, received ${value.length}`);
  for (let index = 0; index < value.length; index += 1) {
    const mismatch = within(path, index, check.items, value[index]);
    if (mismatch) return mismatch;
  }
  return undefined;
}

function stringMismatch(
  check: Extract<JsonCheck, { type: 'string' }>,
  value: string,
  path: Path,
): Mismatch | undefined {
  if (check.minLength !== undefined && value.length < check.minLength)
    return mismatchAt(path, `expected at least ${check.minLength} characters, received ${value.length}`);
  if (check.enum && !check.enum.includes(value))
    return mismatchAt(path, `expected one of ${check.enum.map((item) => JSON.stringify(item)).join(', ')}`);
  if (check.format === 'date-time' && !DATE_TIME.test(value)) return mismatchAt(path, 'expected a date-time');
  return undefined;
}

function numberMismatch(
  check: Extract<JsonCheck, { type: 'integer' | 'number' }>,
  value: number,
  path: Path,
): Mismatch | undefined {
  if (check.minimum !== undefined && value < check.minimum)
    return mismatchAt(path, `expected at least ${check.minimum}, received ${value}`);
  if (check.maximum !== undefined && value > check.maximum)
    return mismatchAt(path, `expected at most ${check.maximum}, received ${value}`);
  return undefined;
}

// RFC 3339's date-time, as JSON Schema's `format: date-time` means it.
const DATE_TIME = /^\d{4}-\d\d-\d\d[Tt]\d\d:\d\d:\d\d(\.\d+)?([Zz]|[+-]\d\d:\d\d)$/;

/** `[0].customerName`, `build.version`: a place in the answer, as a reader of the JSON finds it. */
export const formatPath = (path: readonly (string | number)[]): string =>
  path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${key}`),
    '',
  );
