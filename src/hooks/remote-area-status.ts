import { useSyncExternalStore } from 'react';
import { noteAreaVersion } from '@/telemetry/telemetry';

/** What the version information says of a remote area (PLUG-04). */
export type RemoteAreaState = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'incompatible' | 'refused';

export type RemoteAreaStatus = { state: RemoteAreaState; version?: string };

let statuses: ReadonlyMap<string, RemoteAreaStatus> = new Map();
const listeners = new Set<() => void>();

/** Records a remote area's state (and its version once its manifest was read). */
export function setRemoteAreaStatus(id: string, status: RemoteAreaStatus): void {
  if (status.version) noteAreaVersion(id, status.version);
  const next = new Map(statuses);
  next.set(id, { ...status, version: status.version ?? statuses.get(id)?.version });
  statuses = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The states of the remote areas opened so far in this page, by id. */
export const useRemoteAreaStatuses = (): ReadonlyMap<string, RemoteAreaStatus> =>
  useSyncExternalStore(subscribe, () => statuses);

/** Every configured remote area with its state; an area not opened yet is `not-loaded`. */
export const remoteAreaRows = (ids: readonly string[], known: ReadonlyMap<string, RemoteAreaStatus>) =>
  ids.map((id) => ({ id, ...(known.get(id) ?? { state: 'not-loaded' as const }) }));

/** For tests. */
export const resetRemoteAreaStatuses = (): void => {
  statuses = new Map();
};
