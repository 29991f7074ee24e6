/**
 * Resolves every `$ref` of a provider's document with Redocly's resolver (the library behind the
 * spec lint): internal refs, local files and http(s) URLs. What cannot be resolved is the caller's
 * input, so it ends as a {@link BadInputError} naming the reference and where it sits.
 */
import { bundle, createConfig, makeDocumentFromString } from '@redocly/openapi-core';
import { BadInputError } from './errors.ts';
import { asObject, fromPointer, isObject, valueAt, type JsonObject } from './json.ts';

const CIRCULAR = /circular/i;

const refOf = (node: unknown) =>
  isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#') ? node.$ref : undefined;

/** The first chain of `$ref`s that only point at each other (`A → B → A`), for the error message. */
export function findRefCycle(document: JsonObject): string[] | undefined {
  const schemas = asObject(asObject(document.components).schemas);
  for (const name of Object.keys(schemas)) {
    const chain = [`#/components/schemas/${name}`];
    for (let ref = refOf(schemas[name]); ref !== undefined; ref = refOf(valueAt(document, fromPointer(ref)))) {
      if (chain.includes(ref)) return [...chain, ref];
      chain.push(ref);
    }
  }
  return undefined;
}

/**
 * Names the `$ref` that breaks: the resolver reports where the chain starts (a response's schema),
 * so follow internal refs (`Reply` → `ReplyDto`) to the one that does not resolve.
 */
function describeBrokenRef(document: JsonObject, pointer: string): string {
  let [at, ref] = [pointer, asObject(valueAt(document, fromPointer(pointer))).$ref];
  for (let step = 0; step < 32 && typeof ref === 'string' && ref.startsWith('#'); step += 1) {
    const target = valueAt(document, fromPointer(ref));
    if (!isObject(target) || typeof target.$ref !== 'string') break;
    [at, ref] = [ref, target.$ref];
  }
  const from = at === pointer ? '' : ` (reached from ${pointer})`;
  return `cannot resolve $ref "${String(ref)}" at ${at}${from}`;
}

/**
 * The document with every `$ref` replaced by its target (a recursive schema becomes a cyclic
 * object graph). `location` is the document's absolute path or URL: relative refs start there.
 */
export async function resolveRefs(document: JsonObject, location: string): Promise<JsonObject> {
  const config = await createConfig({});
  let result: Awaited<ReturnType<typeof bundle>>;
  try {
    const doc = makeDocumentFromString(JSON.stringify(document), location);
    result = await bundle({ doc, config, dereference: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!CIRCULAR.test(message)) throw error;
    const cycle = findRefCycle(document);
    throw new BadInputError(`${location}: $ref cycle ${cycle ? cycle.join(' → ') : `(${message})`}.`);
  }
  const problem = result.problems.find((candidate) => candidate.severity === 'error');
  if (problem) {
    const reason = problem.message.replace(/^Can't resolve \$ref:?\s*/, '').split('\n')[0];
    throw new BadInputError(
      `${location}: ${describeBrokenRef(document, problem.location[0]?.pointer ?? '#')}${reason ? ` (${reason})` : ''}.`,
    );
  }
  return asObject(result.bundle.parsed);
}
