/**
 * The usage manifest: which operations the portal calls and which response fields it reads. It is
 * derived from the portal's source code at build time (derive-usage.ts, written to
 * usage-manifest.json by build.ts) and carried by the package: a backend team's run reads it as
 * built, at the portal's version.
 */
import { readFileSync } from 'node:fs';
import built from '../usage-manifest.json' with { type: 'json' };
import { BadInputError } from './errors.ts';
import { asObject } from './json.ts';

/** One used operation: where the portal calls it and the response fields it reads. */
export type UsedOperation = {
  api: string;
  method: string;
  path: string;
  /** Portal files that import the operation's function or hook (repository-relative). */
  calledFrom: string[];
  /** Response body pointers (array items as `*`) whose every property name the portal reads. */
  reads: string[];
};

/** The manifest: used operations by operationId. */
export type UsageManifest = { source: string; operations: Record<string, UsedOperation> };

// Typed by its JSON: a manifest of another shape fails the type check here.
const BUILT: UsageManifest = built;

/** The manifest built into the package. */
export const bundledManifest = (): UsageManifest => BUILT;

const strings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A manifest as `portal-contract usage` prints it, read from a file (`diff --contracts DIR`); bad input names the file. */
export function readManifest(file: string): UsageManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new BadInputError(`Cannot read the usage manifest ${file}: ${reason}`);
  }
  const operations: Record<string, UsedOperation> = {};
  for (const [operationId, value] of Object.entries(asObject(asObject(parsed).operations))) {
    const { api, method, path, calledFrom, reads } = asObject(value);
    if (typeof api !== 'string' || typeof method !== 'string' || typeof path !== 'string' || !strings(reads))
      throw new BadInputError(
        `${file}: operation ${operationId} is not a used operation (api, method, path and reads), as \`portal-contract usage\` prints it.`,
      );
    operations[operationId] = { api, method, path, calledFrom: strings(calledFrom) ? calledFrom : [], reads };
  }
  if (Object.keys(operations).length === 0)
    throw new BadInputError(`${file} lists no used operation (\`portal-contract usage\` prints the format).`);
  const source = asObject(parsed).source;
  return { source: typeof source === 'string' ? source : file, operations };
}

/** True when the portal reads the field at a body pointer (`/3/customerName` matches `/*\/customerName`) or below it. */
export function readsField(used: UsedOperation | undefined, pointer: string): boolean {
  if (!used) return false;
  const general = pointer.replace(/\/\d+(?=\/|$)/g, '/*');
  return used.reads.some((read) => read === general || read.startsWith(`${general}/`));
}
