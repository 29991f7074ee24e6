import { useSyncExternalStore } from 'react';
import type { FrameContext, FrameLocation } from '../src/bridge/protocol.ts';
import type { Connection } from './connection.ts';

export type FrameState = { readonly context: FrameContext; readonly location: FrameLocation };
export type FrameStore = { readonly get: () => FrameState; readonly subscribe: (listener: () => void) => () => void };

/**
 * PLUG-15: what the portal tells the frame, kept up to date: the context (user, customer, language,
 * appearance) and the portal's location, each replaced by the portal's next message about it.
 */
export function createFrameStore(connection: Connection, initial: FrameState): FrameStore {
  let state = initial;
  const listeners = new Set<() => void>();
  connection.listen((message) => {
    if (message.type === 'context') state = { ...state, context: message.context };
    else if (message.type === 'location') state = { ...state, location: message.location };
    else return;
    listeners.forEach((listener) => listener());
  });
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const useFrameState = (store: FrameStore): FrameState => useSyncExternalStore(store.subscribe, store.get);
