/**
 * contract:check, what it could observe: which response fields the portal reads came in a live
 * answer at least once. A field under an empty list (a fresh thread has no messages) or of a write
 * that was not sent cannot be checked, and the output says so.
 */
import { fromPointer, isObject } from './json.ts';
import type { UsageManifest } from './usage.ts';

/** Used fields seen in live answers out of all used fields, and the ones not seen with the reason. */
export type Coverage = {
  seen: number;
  total: number;
  unobserved: { operationId: string; pointer: string; why: string }[];
};

/** Whether a value (null included) is present at a manifest pointer (`/data/*\/role`) in a body. */
export function isPresent(body: unknown, segments: readonly string[]): boolean {
  const [head, ...rest] = segments;
  if (head === undefined) return body !== undefined;
  if (head === '*') return Array.isArray(body) && body.some((item) => isPresent(item, rest));
  return isObject(body) && Object.hasOwn(body, head) && isPresent(body[head], rest);
}

/** Why a field was not seen in any of the bodies (the deepest list on its path that came empty). */
function reasonFor(bodies: unknown[], segments: readonly string[], skipped: string | undefined): string {
  if (skipped) return skipped;
  if (bodies.length === 0) return 'no successful answer came';
  const star = segments.indexOf('*');
  if (star >= 0 && !bodies.some((body) => isPresent(body, [...segments.slice(0, star), '*'])))
    return 'the list came empty';
  return 'the optional field never came';
}

/** Records the bodies of the successful answers per operation, and computes the coverage at the end. */
export class CoverageRecorder {
  private readonly bodies = new Map<string, unknown[]>();
  private readonly skipped = new Map<string, string>();

  /** A 2xx answer's parsed body. */
  observe(operationId: string, body: unknown): void {
    this.bodies.set(operationId, [...(this.bodies.get(operationId) ?? []), body]);
  }

  /** An operation that was not sent (a write without --allow-writes). */
  skip(operationId: string, why: string): void {
    this.skipped.set(operationId, why);
  }

  /** The coverage of every field the manifest says the portal reads. */
  coverage(manifest: UsageManifest): Coverage {
    const result: Coverage = { seen: 0, total: 0, unobserved: [] };
    for (const [operationId, used] of Object.entries(manifest.operations)) {
      const bodies = this.bodies.get(operationId) ?? [];
      for (const pointer of used.reads) {
        const segments = fromPointer(pointer);
        result.total += 1;
        if (bodies.some((body) => isPresent(body, segments))) result.seen += 1;
        else
          result.unobserved.push({
            operationId,
            pointer,
            why: reasonFor(bodies, segments, this.skipped.get(operationId)),
          });
      }
    }
    return result;
  }
}
