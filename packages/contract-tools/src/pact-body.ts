/**
 * The expected response body of a Pact interaction: only the fields the portal reads (and the
 * contract requires: Pact cannot say "optional"), each with a matcher on its type, never its value.
 * Example values come from the contract's examples, else from the schema's type.
 */
import { isObject, toPointer, valueAt, type JsonObject } from './json.ts';
import { viewSchema } from './openapi.ts';

/** A V4 matching rule: a list of matchers combined with AND. */
export type MatchingRule = { combine: 'AND'; matchers: JsonObject[] };

/** ISO 8601 date-time, as Jackson and Spring write `OffsetDateTime` / `Instant`. */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$`;
const DATE = String.raw`^\d{4}-\d{2}-\d{2}$`;
const escapeRegex = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

export const rule = (...matchers: JsonObject[]): MatchingRule => ({ combine: 'AND', matchers });

/** The JSONPath Pact uses for a body location (`$.data[*].role`). */
const jsonPath = (segments: string[]): string =>
  segments.reduce(
    (path, segment) =>
      segment === '*' ? `${path}[*]` : /^[A-Za-z_]\w*$/.test(segment) ? `${path}.${segment}` : `${path}['${segment}']`,
    '$',
  );

/** The matcher for a leaf: enums and formats by pattern (the values the portal can handle), the rest by type. */
function leafMatcher(schema: JsonObject): { example: unknown; matcher: JsonObject } | undefined {
  const view = viewSchema(schema);
  if (view.types.includes('null')) return undefined; // Pact has no "this type or null"
  if (view.enum) {
    const values = view.enum.map((text) => String(JSON.parse(text)));
    return { example: values[0], matcher: { match: 'regex', regex: `^(${values.map(escapeRegex).join('|')})$` } };
  }
  const type = view.types[0];
  if (type === 'string' && view.format === 'date-time')
    return { example: '2025-11-20T09:30:00Z', matcher: { match: 'regex', regex: DATE_TIME } };
  if (type === 'string' && view.format === 'date')
    return { example: '2025-11-20', matcher: { match: 'regex', regex: DATE } };
  if (type === 'string' && view.pattern)
    return { example: undefined, matcher: { match: 'regex', regex: view.pattern } };
  if (type === 'integer') return { example: 1, matcher: { match: 'integer' } };
  if (type === 'number') return { example: 1.5, matcher: { match: 'number' } };
  if (type === 'boolean') return { example: true, matcher: { match: 'type' } };
  if (type === 'string') return { example: 'text', matcher: { match: 'type' } };
  return undefined;
}

/** The expected body and its rules (JSONPath → rule) for the fields the portal reads. */
export function expectedBody(
  schema: JsonObject,
  reads: string[],
  example: unknown,
): { body: unknown; rules: Record<string, MatchingRule> } {
  const rules: Record<string, MatchingRule> = {};
  const isRead = (segments: string[]) => {
    const pointer = toPointer(segments);
    return reads.some((read) => read === pointer || read.startsWith(`${pointer}/`));
  };
  const build = (node: JsonObject, segments: string[], depth: number): unknown => {
    const view = viewSchema(node);
    const sample = valueAt(
      example,
      segments.map((segment) => (segment === '*' ? '0' : segment)),
    );
    if (depth > 12) return undefined;
    if (view.types.includes('array') && view.items) {
      rules[jsonPath(segments)] = rule({ match: 'type', min: 0 });
      const item = build(view.items, [...segments, '*'], depth + 1);
      return item === undefined ? [] : [item];
    }
    if (view.types.includes('object') || Object.keys(view.properties).length > 0) {
      const fields = Object.entries(view.properties).filter(
        ([name]) => view.required.includes(name) && isRead([...segments, name]),
      );
      const object: JsonObject = {};
      for (const [name, child] of fields) {
        const value = build(child, [...segments, name], depth + 1);
        if (value !== undefined) object[name] = value;
      }
      return object;
    }
    const leaf = leafMatcher(node);
    if (!leaf) return undefined;
    rules[jsonPath(segments)] = rule(leaf.matcher);
    const fits =
      sample !== undefined && !isObject(sample) && (leaf.matcher.match !== 'integer' || Number.isInteger(sample));
    return fits && typeof sample === typeof (leaf.example ?? sample) ? sample : (leaf.example ?? 'text');
  };
  return { body: build(schema, [], 0), rules };
}
