import { useSyncExternalStore } from 'react';

/** The texts of the user's language did not load (RES-04): which language, and the notice's words in it. */
export type MissingTexts = { language: string; text: string; retry: string };

let missing: MissingTexts | undefined;
const listeners = new Set<() => void>();

/** Set by the start when the texts of the user's language did not load; undefined once they did. */
export function setMissingTexts(next: MissingTexts | undefined): void {
  missing = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The missing texts' notice, while there is one. */
export const useMissingTexts = (): MissingTexts | undefined => useSyncExternalStore(subscribe, () => missing);
