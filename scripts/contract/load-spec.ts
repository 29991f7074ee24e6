/**
 * Reads an OpenAPI document from a file or an http(s) URL (a provider's `/v3/api-docs`), as JSON
 * or YAML, and checks that it is OpenAPI 3.x.
 */
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { UsageError } from './args.ts';
import { isObject, type JsonObject } from './json.ts';

const FETCH_TIMEOUT_MS = 10_000;

const isUrl = (source: string): boolean => /^https?:\/\//i.test(source);

async function readText(source: string): Promise<string> {
  if (!isUrl(source)) {
    return readFile(source, 'utf8').catch((error: unknown) => {
      throw new UsageError(`Cannot read ${source}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  const response = await fetch(source, {
    headers: { Accept: 'application/json, application/yaml;q=0.9, */*;q=0.5' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  }).catch((error: unknown) => {
    const code = error instanceof Error && isObject(error.cause) ? error.cause.code : undefined;
    const reason = typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
    throw new UsageError(`Cannot fetch ${source}: ${reason}`);
  });
  if (!response.ok) throw new UsageError(`Cannot fetch ${source}: HTTP ${response.status}`);
  return response.text();
}

/** Parses JSON (when the text looks like it) or YAML; YAML is a superset, JSON is just faster. */
export function parseSpecText(text: string, source: string): JsonObject {
  let document: unknown;
  try {
    document = text.trimStart().startsWith('{') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new UsageError(
      `${source} is neither JSON nor YAML: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!isObject(document)) throw new UsageError(`${source} is not an OpenAPI document.`);
  const version = typeof document.openapi === 'string' ? document.openapi : undefined;
  if (!version?.startsWith('3.')) {
    const found = version ?? (typeof document.swagger === 'string' ? `swagger ${document.swagger}` : 'no version');
    throw new UsageError(`${source} is not OpenAPI 3.x (${found}).`);
  }
  if (!isObject(document.paths)) throw new UsageError(`${source} has no paths.`);
  return document;
}

/** Loads the raw (not yet dereferenced) document from a path or an http(s) URL. */
export async function loadSpecDocument(source: string): Promise<JsonObject> {
  return parseSpecText(await readText(source), source);
}
