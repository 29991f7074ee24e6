import { useSyncExternalStore } from 'react';
import { COLOUR_BLIND_ATTRIBUTE, COLOUR_BLIND_STORAGE_KEY } from '@/utils/appearance-storage';

const listeners = new Set<() => void>();

/** Whether colour-blind mode is on (stored as `colour-blind=true`). */
export function readColourBlindMode(): boolean {
  try {
    return window.localStorage.getItem(COLOUR_BLIND_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Mirrors the mode onto `<html>`, where the palette overrides apply. */
export function applyColourBlindAttribute(on: boolean, root: HTMLElement = document.documentElement): void {
  if (on) root.setAttribute(COLOUR_BLIND_ATTRIBUTE, '');
  else root.removeAttribute(COLOUR_BLIND_ATTRIBUTE);
}

/** Turns colour-blind mode on (stores `true`) or off (removes the key), and tells every reader. */
export function setColourBlindMode(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(COLOUR_BLIND_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(COLOUR_BLIND_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the choice lasts for this page only.
  }
  applyColourBlindAttribute(on);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it: follow, as Joy does for the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLOUR_BLIND_STORAGE_KEY && event.key !== null) return;
    applyColourBlindAttribute(readColourBlindMode());
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Colour-blind mode and its setter, re-rendering on every change (also from other tabs). */
export function useColourBlindMode(): [on: boolean, setOn: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, readColourBlindMode, () => false);
  return [on, setColourBlindMode];
}
