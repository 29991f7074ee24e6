/**
 * contract:check, a 400 (or 422) to a request the portal sends: which values the provider refused
 * and by which constraint, as far as its error body says. Read are the bodies a Spring service
 * sends: Spring Boot's error attributes with binding errors (`errors[].field`, `code: "Size"`,
 * `defaultMessage`), problem details with an `errors` list (RFC 9457's `pointer` and `detail`),
 * `invalid-params` (RFC 7807's `name` and `reason`), Zalando's `violations`, and the texts of
 * Spring's exceptions in `detail` or `message` (a field error, a failed conversion, a constraint
 * violation `method.param: must match "…"`). A 415 refuses the media type of the body (CON-15).
 */
import type { Finding } from './findings.ts';
import { asArray, asObject, escapeSegment, fromPointer, isObject, type JsonObject } from './json.ts';

/** One refused value: where (path segments as the provider names them), by what, and why. */
export type Refusal = { field: string[]; constraint?: string; reason?: string };

const LISTS = ['errors', 'fieldErrors', 'violations', 'invalid-params', 'invalidParams', 'invalid_params'];

/** Jakarta Bean Validation's default messages, for a body that gives the message but not the constraint. */
const DEFAULT_MESSAGES: [RegExp, string][] = [
  [/^size must be between/i, 'Size'],
  [/^must match "/i, 'Pattern'],
  [/^must be less than or equal to/i, 'Max'],
  [/^must be greater than or equal to/i, 'Min'],
  [/^must be less than /i, 'DecimalMax'],
  [/^must be greater than /i, 'DecimalMin'],
  [/^must be a well-formed email address/i, 'Email'],
  [/^must not be blank/i, 'NotBlank'],
  [/^must not be empty/i, 'NotEmpty'],
  [/^must not be null/i, 'NotNull'],
  [/^numeric value out of bounds/i, 'Digits'],
];

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** `content.text`, `tags[0]`, `#/message`: the segments of a field as providers write it. */
function segments(field: string): string[] {
  if (field.startsWith('#') || field.startsWith('/')) return fromPointer(field);
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '');
}

const constraintOf = (code: string | undefined, reason: string | undefined): string | undefined =>
  code ?? DEFAULT_MESSAGES.find(([pattern]) => reason !== undefined && pattern.test(reason))?.[1];

/** One entry of an error list. */
function fromEntry(entry: unknown): Refusal | undefined {
  const item = asObject(entry);
  const field =
    text(item.field) ?? text(item.name) ?? text(item.parameter) ?? text(item.propertyPath) ?? text(item.pointer);
  if (field === undefined) return undefined;
  const reason = text(item.defaultMessage) ?? text(item.message) ?? text(item.reason) ?? text(item.detail);
  const code = text(item.code) ?? text(item.constraint);
  return { field: segments(field), constraint: constraintOf(code, reason), reason };
}

/** Spring's exception texts: field errors, failed conversions, constraint violations. */
function fromText(message: string): Refusal[] {
  const found: Refusal[] = [];
  const fieldError =
    /on field '([^']+)': rejected value \[[\s\S]*?\]; codes \[([^\]]*)\];[\s\S]*?default message \[([^\]]*)\]/g;
  for (const [, field = '', codes = '', reason] of message.matchAll(fieldError))
    found.push({ field: segments(field), constraint: codes.split(',').at(-1)?.trim() || undefined, reason });
  for (const [, field = ''] of message.matchAll(/Failed to convert '([^']+)' with value: '/g))
    found.push({ field: segments(field), constraint: 'typeMismatch', reason: 'the value cannot be converted' });
  if (found.length > 0) return found;
  // `getServiceInfo.service: must match "^[a-z]+$", other.name: size must be between 0 and 5`
  for (const [, field = '', reason = ''] of message.matchAll(/(?:^|, )([\w$]+(?:\.[\w$[\]]+)+): ([^,]+)/g))
    found.push({ field: segments(field), constraint: constraintOf(undefined, reason), reason });
  return found;
}

/** The refused values an error body names; empty when it names none (then it says no more than its status). */
export function refusalsOf(body: unknown): Refusal[] {
  if (!isObject(body)) return [];
  const listed = LISTS.flatMap((key) => asArray(body[key]))
    .map(fromEntry)
    .filter((refusal) => refusal !== undefined);
  if (listed.length > 0) return listed;
  return [body.detail, body.message].flatMap((value) => (typeof value === 'string' ? fromText(value) : []));
}

/**
 * A 415 to the body the portal sends: the media type its contract declares for the body (what the
 * generated client sends as `Content-Type`) was refused; what the provider accepts comes from the
 * `Accept` header Spring sends with it, else the error body's text (`problem`) is quoted.
 */
export function refusedMediaType(
  requestBody: JsonObject | undefined,
  accept: string,
  problem: string,
): Pick<Finding, 'kind' | 'pointer' | 'message' | 'expected' | 'actual'> {
  const sent = Object.keys(asObject(asObject(requestBody).content))[0] ?? 'application/json';
  const said = problem.replace(/\.$/, '');
  const why = accept === '' ? (said === '' ? '' : `: ${said}`) : `; it accepts ${accept}`;
  return {
    kind: 'media-type-refused',
    pointer: `#/requestBody/content/${escapeSegment(sent)}`,
    message: `The provider refused the body as ${sent}, the media type the portal sends (415 Unsupported Media Type)${why}.`,
    expected: `${sent}, accepted`,
    actual: accept === '' ? '415' : `415 Accept: ${accept}`,
  };
}
