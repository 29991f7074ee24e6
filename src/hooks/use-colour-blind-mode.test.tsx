import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { COLOUR_BLIND_ATTRIBUTE, COLOUR_BLIND_STORAGE_KEY } from '@/utils/appearance-storage';
import { readColourBlindMode, setColourBlindMode, useColourBlindMode } from './use-colour-blind-mode';

const root = document.documentElement;

afterEach(() => {
  window.localStorage.clear();
  root.removeAttribute(COLOUR_BLIND_ATTRIBUTE);
});

describe('colour-blind mode', () => {
  test('[THEME-02] on stores colour-blind=true; off removes the key (not "false")', () => {
    setColourBlindMode(true);
    expect(window.localStorage.getItem(COLOUR_BLIND_STORAGE_KEY)).toBe('true');
    expect(root.hasAttribute(COLOUR_BLIND_ATTRIBUTE)).toBe(true);
    setColourBlindMode(false);
    expect(Object.keys(window.localStorage)).not.toContain(COLOUR_BLIND_STORAGE_KEY);
    expect(root.hasAttribute(COLOUR_BLIND_ATTRIBUTE)).toBe(false);
  });

  test('[THEME-02] only the exact value true counts as on', () => {
    window.localStorage.setItem(COLOUR_BLIND_STORAGE_KEY, 'yes');
    expect(readColourBlindMode()).toBe(false);
    window.localStorage.setItem(COLOUR_BLIND_STORAGE_KEY, 'true');
    expect(readColourBlindMode()).toBe(true);
  });

  test('[THEME-02] every reader re-renders on a change, also one made in another tab', () => {
    const { result } = renderHook(() => useColourBlindMode());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    // Another tab switched it off: the key is gone and a storage event arrives.
    act(() => {
      window.localStorage.removeItem(COLOUR_BLIND_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: COLOUR_BLIND_STORAGE_KEY, newValue: null }));
    });
    expect(result.current[0]).toBe(false);
    expect(root.hasAttribute(COLOUR_BLIND_ATTRIBUTE)).toBe(false);
  });
});
