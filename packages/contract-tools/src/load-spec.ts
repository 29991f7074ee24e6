/**
 * Reads an OpenAPI document from a file or an http(s) URL (a provider's `/v3/api-docs`), as JSON
 * or YAML, and checks that it is OpenAPI 3.x.
 */
import { readFile, stat } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { BadInputError } from './errors.ts';
import { isObject, type JsonObject } from './json.ts';

const FETCH_TIMEOUT_MS = 10_000;
/** Larger than any real service's document (the portal's three specs together are ~30 kB). */
export const MAX_SPEC_BYTES = 20 * 1024 * 1024;

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

const tooLarge = (source: string, bytes: number) =>
  new BadInputError(`${source} is ${bytes} bytes, more than the ${MAX_SPEC_BYTES} a provider document may have.`);

const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);

async function readText(source: string): Promise<string> {
  if (!isUrl(source)) {
    const size = await stat(source).then(
      (info) => info.size,
      (error: unknown) => {
        throw new BadInputError(`Cannot read ${source}: ${firstLine(error)}`);
      },
    );
    if (size > MAX_SPEC_BYTES) throw tooLarge(source, size);
    return readFile(source, 'utf8').catch((error: unknown) => {
      throw new BadInputError(`Cannot read ${source}: ${firstLine(error)}`);
    });
  }
  const response = await fetch(source, {
    headers: { Accept: 'application/json, application/yaml;q=0.9, */*;q=0.5' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  }).catch((error: unknown) => {
    const code = error instanceof Error && isObject(error.cause) ? error.cause.code : undefined;
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
    throw new BadInputError(`Cannot fetch ${source}: ${reason}`);
  });
  if (!response.ok) throw new BadInputError(`Cannot fetch ${source}: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_SPEC_BYTES) throw tooLarge(source, declared);
  const text = await response.text().catch((error: unknown) => {
    throw new BadInputError(`Cannot fetch ${source}: ${firstLine(error)}`);
  });
  if (Buffer.byteLength(text) > MAX_SPEC_BYTES) throw tooLarge(source, Buffer.byteLength(text));
  return text;
}

/** Parses JSON (when the text looks like it) or YAML; YAML is a superset, JSON is just faster. */
export function parseSpecText(text: string, source: string): JsonObject {
  let document: unknown;
  try {
    document = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    // Truncated input lands here too: the parser's first line says where it ended.
    throw new BadInputError(`${source} is neither JSON nor YAML (truncated?): ${firstLine(error)}`);
  }
  if (!isObject(document)) throw new BadInputError(`${source} is not an OpenAPI document.`);
  const version = typeof document.openapi === 'string' ? document.openapi : undefined;
  if (!version?.startsWith('3.')) {
    const found = version ?? (typeof document.swagger === 'string' ? `swagger ${document.swagger}` : 'no version');
    throw new BadInputError(`${source} is not OpenAPI 3.x (${found}).`);
  }
  if (!isObject(document.paths)) throw new BadInputError(`${source} has no paths.`);
  return document;
}

/** Loads the raw (not yet dereferenced) document from a path or an http(s) URL. */
export async function loadSpecDocument(source: string): Promise<JsonObject> {
  return parseSpecText(await readText(source), source);
}
