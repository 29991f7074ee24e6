import { AreaLoadError } from '../src/loader.ts';
import type { Connection } from './connection.ts';

/**
 * PLUG-15: why the area did not load, for the portal to show as it shows a federated area's failure
 * (unavailable with Retry, incompatible, refused) and to log once with the area's id (RES-06).
 */
export function reportLoadFailure(connection: Connection, id: string, error: unknown): void {
  const failure =
    error instanceof AreaLoadError
      ? error
      : new AreaLoadError('unavailable', `${id}: ${String(error)}`, { reason: { kind: 'broken' } });
  connection.send({
    type: 'failed',
    failure: failure.failure,
    message: failure.message.slice(0, 1000),
    details: failure.details.map((detail) => detail.slice(0, 200)).slice(0, 20),
    ...(failure.reason ? { reason: failure.reason } : {}),
    ...(failure.version ? { version: failure.version } : {}),
  });
}
