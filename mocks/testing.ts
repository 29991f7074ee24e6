/**
 * Test helpers over the vitest MSW server of `mocks/node.ts`. Component tests (`src/`) have it
 * running through `src/testing/setup.ts`; a node test that needs it calls {@link withMockServer}.
 */
import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';
import { resetDatabase, seedDatabase } from './seed.ts';
import { scenarioOverrides } from './handlers.ts';
import { server } from './node.ts';
import { findPersona } from './personas.ts';
import { resolveScenario, type ScenarioName } from './scenarios.ts';
import { setDelayScale } from './timing.ts';
import { createMockToken, type MockTokenOptions } from './token.ts';

/**
 * Runs the shared mock backend for the calling file: listening from its first test to its last (a
 * request no handler answers fails the test), handlers and data reset after each test.
 */
export function withMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(async () => {
    server.resetHandlers();
    await resetDatabase();
  });
  afterAll(() => server.close());
}

/** Switches the server to a scenario for the current test: its overrides and, if any, its seed. */
export async function useScenario(name: ScenarioName): Promise<void> {
  server.use(...scenarioOverrides(name));
  const seed = resolveScenario(name)?.seed;
  if (seed) await seedDatabase(seed);
}

/** An `Authorization` header with a mock token of the persona (valid for an hour unless told otherwise). */
export function authHeader(personaId: string, options?: MockTokenOptions): { Authorization: string } {
  const persona = findPersona(personaId);
  if (!persona) throw new Error(`Unknown persona ${personaId}.`);
  return { Authorization: `Bearer ${createMockToken(persona, options)}` };
}

/** Scales every simulated delay (0 = instant) until the current test ends. */
export function useDelayScale(factor: number): void {
  const previous = setDelayScale(factor);
  onTestFinished(() => void setDelayScale(previous));
}
