/**
 * RES-01: an answer is checked against its operation's contract before any code reads it. What does
 * not match (an HTML page, an empty body, a missing field, a wrong type) is named by the first
 * mismatching place; the http client throws it as a ContractError. Unknown extra fields are
 * accepted and ignored (docs/ARCHITECTURE.md, "Lenient on purpose").
 */
import type { ContractOperation } from './contract-operation';
import { firstMismatch, formatPath } from './json-check';

/** What the check reads of an answer: its Content-Type and its body as text (the client asks for text). */
export type CheckedAnswer = { contentType: unknown; text: unknown };

export type CheckedBody = { ok: true; body: unknown } | { ok: false; detail: string };

const isJsonType = (mediaType: string) => /^application\/([\w.+-]+\+)?json$/.test(mediaType);

/** The media type of a Content-Type header, lower case, without parameters (`text/html`). */
const mediaTypeOf = (contentType: unknown): string =>
  typeof contentType === 'string' ? contentType.split(';')[0]!.trim().toLowerCase() : '';

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/**
 * The answer's body when it holds to the contract (unknown fields kept, never read), or what does not match,
 * such as "[0].customerName: expected string, received undefined".
 */
export function checkBody(operation: ContractOperation, answer: CheckedAnswer): CheckedBody {
  const schema = operation.response;
  const text = typeof answer.text === 'string' ? answer.text : '';
  if (!schema) return { ok: true, body: text };
  const expected = operation.mediaType ?? 'application/json';
  if (text.trim() === '') return { ok: false, detail: `expected ${expected}, received an empty body` };
  const mediaType = mediaTypeOf(answer.contentType);
  if (!isJsonType(mediaType))
    return { ok: false, detail: `expected ${expected}, received ${mediaType || 'no media type'}` };
  const json = parseJson(text);
  if (!json.ok) return { ok: false, detail: 'the body is not valid JSON' };
  const mismatch = firstMismatch(schema, json.value);
  if (!mismatch) return { ok: true, body: json.value };
  const where = formatPath(mismatch.path);
  return { ok: false, detail: where ? `${where}: ${mismatch.message}` : mismatch.message };
}
