/**
 * The value constraints of a schema node (length, range, item count, step, pattern), the same for
 * OpenAPI 3.0 and 3.1 spellings: 3.0's `exclusiveMaximum: true` beside `maximum` and 3.1's numeric
 * `exclusiveMaximum` read alike. Every `allOf` part and the one non-null branch of a nullable
 * `anyOf`/`oneOf` apply together, so each bound is the tightest one stated.
 */
import { asArray, asObject, isObject, type JsonObject } from './json.ts';

/** A numeric limit: `maximum: 10` is `{ value: 10, exclusive: false }`. */
export type Limit = { value: number; exclusive: boolean };

export type Bounds = {
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: Limit;
  maximum?: Limit;
  /** Every value is a multiple of each (two `allOf` parts may state two). */
  multipleOf: number[];
  /** ECMAScript regular expressions, unanchored; a value matches each. */
  patterns: string[];
};

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
/**
 * A maximum count; Java's Integer.MAX_VALUE is none: springdoc writes `@Size`'s default `max` for
 * `@Size(min = 2)` (`maxLength: 2147483647`), a limit no request reaches.
 */
const maxCount = (value: unknown): number | undefined => {
  const stated = count(value);
  return stated === undefined || stated >= 2 ** 31 - 1 ? undefined : stated;
};
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const smaller = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);
const larger = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/** The tighter of two limits: `sign` 1 for a maximum (the lower value), -1 for a minimum. */
function tighter(a: Limit | undefined, b: Limit | undefined, sign: 1 | -1): Limit | undefined {
  if (!a || !b) return a ?? b;
  if (a.value === b.value) return a.exclusive ? a : b;
  return (a.value - b.value) * sign < 0 ? a : b;
}

/** The limit a node states on one side: 3.1's numeric `exclusiveX`, 3.0's boolean form, or `x`. */
function limitOf(node: JsonObject, inclusive: 'maximum' | 'minimum', exclusive: string): Limit | undefined {
  const sign = inclusive === 'maximum' ? 1 : -1;
  const bound = finite(node[inclusive]);
  const flag = node[exclusive];
  const stated = bound === undefined ? undefined : { value: bound, exclusive: flag === true };
  const numeric = finite(flag);
  return tighter(stated, numeric === undefined ? undefined : { value: numeric, exclusive: true }, sign);
}

/** The nodes whose constraints apply to a value: the node, its `allOf` parts, a nullable's branch. */
function constrainingNodes(node: JsonObject, depth = 0): JsonObject[] {
  // A resolved recursive schema is a cyclic graph: the depth bound stops an `allOf` that contains itself.
  if (depth > 8) return [];
  const branches = asArray(node.anyOf ?? node.oneOf).filter(isObject);
  const nonNull = branches.filter((branch) => [asObject(branch).type].flat().join() !== 'null');
  const nested = [
    ...asArray(node.allOf).filter(isObject),
    ...(branches.length > 1 && nonNull.length === 1 ? nonNull : []),
  ];
  return [node, ...nested.flatMap((part) => constrainingNodes(part, depth + 1))];
}

/** The constraints that apply to a value of the (dereferenced) schema. */
export function boundsOf(schema: JsonObject): Bounds {
  const bounds: Bounds = { multipleOf: [], patterns: [] };
  for (const node of constrainingNodes(schema)) {
    bounds.minLength = larger(bounds.minLength, count(node.minLength));
    bounds.maxLength = smaller(bounds.maxLength, maxCount(node.maxLength));
    bounds.minItems = larger(bounds.minItems, count(node.minItems));
    bounds.maxItems = smaller(bounds.maxItems, maxCount(node.maxItems));
    bounds.minimum = tighter(bounds.minimum, limitOf(node, 'minimum', 'exclusiveMinimum'), -1);
    bounds.maximum = tighter(bounds.maximum, limitOf(node, 'maximum', 'exclusiveMaximum'), 1);
    const step = finite(node.multipleOf);
    if (step !== undefined && step > 0 && !bounds.multipleOf.includes(step)) bounds.multipleOf.push(step);
    if (typeof node.pattern === 'string' && !bounds.patterns.includes(node.pattern)) bounds.patterns.push(node.pattern);
  }
  return bounds;
}
