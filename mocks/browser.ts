/**
 * The mock backend in the browser (mock mode only; reached through a dynamic import behind
 * `__MOCK__`): a service worker answering the API from the handlers, and a signed-in persona.
 */
import { setupWorker } from 'msw/browser';
import { fillDatabase } from './db.ts';
import { createHandlers } from './handlers.ts';
import { precomputedSeed } from './precomputed-seed.ts';
import type { Persona } from './personas.ts';
import { selectPersona, selectScenario } from './selection.ts';
import { createMockToken } from './token.ts';

/** What the mock sign-in needs: who is signed in, their token and the active scenario. */
export type MockBackend = { persona: Persona; token: string; scenario?: string };

/**
 * Seeds the database (with the seed precomputed at build time), starts the service worker (`/mockServiceWorker.js`, served by MSW's Vite
 * plugin) and returns the chosen persona with a fresh one-hour token. Requests that are not API
 * requests (assets, `/config.json`, translations) pass through; `?mockLog` logs every mocked request.
 */
export async function startMockBackend(): Promise<MockBackend> {
  const persona = selectPersona();
  const scenario = selectScenario();
  await fillDatabase(await precomputedSeed(scenario?.seed));
  const worker = setupWorker(...createHandlers({ scenario: scenario?.name }));
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame: 'bypass',
    quiet: !new URLSearchParams(window.location.search).has('mockLog'),
  });
  const token = createMockToken(persona, { lifetimeSeconds: 3600 });
  return scenario ? { persona, token, scenario: scenario.name } : { persona, token };
}
