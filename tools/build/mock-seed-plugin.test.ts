import { describe, expect, test } from 'vitest';
import { loadMockSeed, mockSeedModule, resolveMockSeedId, scenarioCustomerCounts } from './mock-seed-plugin';
import { createDatabase, fillDatabase, snapshotDatabase } from '../../mocks/db';
import { precomputedSeed } from '../../mocks/precomputed-seed';
import { resolveScenario, scenarioNames } from '../../mocks/scenarios';
import { generateSeed, seedDatabase } from '../../mocks/seed';

// The browser seeds from records precomputed at build time (the Vite plugin runs here too).
describe('the precomputed seed', () => {
  test('[PERF-07] [MOCK-01] the default seed equals what the generator produces', async () => {
    const seed = await precomputedSeed();
    expect(seed.customers).toHaveLength(12);
    expect(seed).toEqual(generateSeed());
  });

  test.each(scenarioNames.filter((name) => resolveScenario(name)?.seed))(
    '[PERF-07] [MOCK-01] scenario %s seeds the same database as the generator',
    async (name) => {
      const options = resolveScenario(name)?.seed;
      const [precomputed, generated] = [createDatabase(), createDatabase()];
      await fillDatabase(await precomputedSeed(options), precomputed);
      await seedDatabase(options, generated);
      expect(snapshotDatabase(precomputed)).toEqual(snapshotDatabase(generated));
    },
  );

  test('[PERF-07] the 10,000 customers are precomputed because a scenario seeds them', async () => {
    expect(scenarioCustomerCounts()).toEqual([10_000]);
    expect((await precomputedSeed({ customers: 10_000 })).customers).toHaveLength(10_000);
  });

  test('[PERF-07] a customer count no scenario seeds is refused, not generated in the browser', async () => {
    await expect(precomputedSeed({ customers: 7 })).rejects.toThrow('No precomputed seed has 7 customers');
    expect(mockSeedModule('virtual:mock-seed/customers-7')).toBeUndefined();
  });

  test('[PERF-07] the plugin answers only its own modules', () => {
    expect(resolveMockSeedId('virtual:mock-seed')).toBe('\0virtual:mock-seed');
    expect(resolveMockSeedId('./db.ts')).toBeUndefined();
    expect(loadMockSeed('/work/mocks/db.ts')).toBeUndefined();
    expect(loadMockSeed('\0virtual:mock-seed')).toContain('export const seed = JSON.parse(');
  });
});
