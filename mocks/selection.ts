/**
 * Which persona and scenario the browser runs: the URL parameter (`?persona=`, `?scenario=`) wins
 * and is remembered in localStorage (`mock.persona`, `mock.scenario`); unknown names are ignored.
 */
import { DEFAULT_PERSONA_ID, findPersona, type Persona } from './personas.ts';
import { resolveScenario, type Scenario, type ScenarioName } from './scenarios.ts';

/** The localStorage key of the chosen persona. */
export const PERSONA_STORAGE_KEY = 'mock.persona';
/** The localStorage key of the chosen scenario. */
export const SCENARIO_STORAGE_KEY = 'mock.scenario';

/** Where the choice is read from; the browser's location and localStorage by default. */
export type SelectionSource = { search: string; storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> };

const browserSource = (): SelectionSource => ({ search: window.location.search, storage: window.localStorage });

/** A known value from the URL (stored), else a known stored value, else undefined. */
function select<T>(
  param: string,
  key: string,
  resolve: (value: string | null) => T | undefined,
  source: SelectionSource,
) {
  const value = new URLSearchParams(source.search).get(param);
  const fromUrl = resolve(value);
  if (value !== null && fromUrl !== undefined) {
    source.storage.setItem(key, value);
    return fromUrl;
  }
  return resolve(source.storage.getItem(key));
}

/** The chosen persona: `?persona=`, else `mock.persona`, else the default persona (admin). */
export function selectPersona(source: SelectionSource = browserSource()): Persona {
  const persona = select('persona', PERSONA_STORAGE_KEY, findPersona, source) ?? findPersona(DEFAULT_PERSONA_ID);
  if (!persona) throw new Error(`The default persona ${DEFAULT_PERSONA_ID} is missing.`);
  return persona;
}

/**
 * The chosen scenario: `?scenario=`, else `mock.scenario`, else none. `?scenario=none` forgets the
 * stored one.
 */
export function selectScenario(
  source: SelectionSource = browserSource(),
): (Scenario & { name: ScenarioName }) | undefined {
  if (new URLSearchParams(source.search).get('scenario') === 'none') {
    source.storage.removeItem(SCENARIO_STORAGE_KEY);
    return undefined;
  }
  return select('scenario', SCENARIO_STORAGE_KEY, resolveScenario, source);
}
