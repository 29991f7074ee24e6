/**
 * The usage manifest: which operations the portal calls and which response fields it reads. It is
 * derived from the portal's source code at build time (derive-usage.ts, written to
 * usage-manifest.json by build.ts) and carried by the package: a backend team's run reads it as
 * built, at the portal's version.
 */
import built from '../usage-manifest.json' with { type: 'json' };

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

/** True when the portal reads the field at a body pointer (`/3/customerName` matches `/*\/customerName`) or below it. */
export function readsField(used: UsedOperation | undefined, pointer: string): boolean {
  if (!used) return false;
  const general = pointer.replace(/\/\d+(?=\/|$)/g, '/*');
  return used.reads.some((read) => read === general || read.startsWith(`${general}/`));
}
