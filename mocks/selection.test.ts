// @vitest-environment jsdom
// The default source is the browser's location and localStorage (MOCK-02): this file needs a DOM.
import { describe, expect, test } from 'vitest';
import {
  PERSONA_STORAGE_KEY,
  SCENARIO_STORAGE_KEY,
  selectPersona,
  selectScenario,
  type SelectionSource,
} from './selection';

const source = (
  search: string,
  stored: Record<string, string> = {},
): SelectionSource & { stored: Map<string, string> } => {
  const map = new Map(Object.entries(stored));
  return {
    search,
    stored: map,
    storage: {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    },
  };
};

describe('persona and scenario selection in the browser', () => {
  test('[MOCK-02] the URL wins and is stored; else the stored value; else admin and no scenario', () => {
    const fromUrl = source('?persona=support&scenario=assistant-down', { [PERSONA_STORAGE_KEY]: 'no-roles' });
    expect(selectPersona(fromUrl).id).toBe('support');
    expect(selectScenario(fromUrl)?.name).toBe('assistant-down');
    expect(fromUrl.stored.get(PERSONA_STORAGE_KEY)).toBe('support');
    expect(fromUrl.stored.get(SCENARIO_STORAGE_KEY)).toBe('assistant-down');

    const fromStorage = source('', { [PERSONA_STORAGE_KEY]: 'customer-user', [SCENARIO_STORAGE_KEY]: 'customers-10k' });
    expect(selectPersona(fromStorage).id).toBe('customer-user');
    expect(selectScenario(fromStorage)?.name).toBe('customers-10k');

    expect(selectPersona(source('')).id).toBe('admin');
    expect(selectScenario(source(''))).toBeUndefined();
  });

  test('[MOCK-02] unknown names are ignored, and ?scenario=none forgets the stored scenario', () => {
    const unknown = source('?persona=mallory&scenario=meteor', { [SCENARIO_STORAGE_KEY]: 'assistant-slow' });
    expect(selectPersona(unknown).id).toBe('admin');
    expect(selectScenario(unknown)?.name).toBe('assistant-slow');
    expect(unknown.stored.has(PERSONA_STORAGE_KEY)).toBe(false);

    const none = source('?scenario=none', { [SCENARIO_STORAGE_KEY]: 'assistant-slow' });
    expect(selectScenario(none)).toBeUndefined();
    expect(none.stored.has(SCENARIO_STORAGE_KEY)).toBe(false);
  });

  test('[MOCK-02] reads window.location and localStorage by default', () => {
    window.localStorage.setItem(PERSONA_STORAGE_KEY, 'support');
    try {
      expect(selectPersona().id).toBe('support');
    } finally {
      window.localStorage.removeItem(PERSONA_STORAGE_KEY);
    }
  });
});
