/**
 * The browser's seed (PERF-07): records precomputed at build time, so mock mode loads no faker;
 * a scenario's large customer set loads only when that scenario runs.
 */
import { customerSets, seed } from 'virtual:mock-seed';
import type { SeedOptions, SeedRecords } from './db.ts';
import { seedThreadMessages } from './seed-data.ts';

/** The same records `generateSeed` (mocks/seed.ts) produces for these options. */
export async function precomputedSeed(options: SeedOptions = {}): Promise<SeedRecords> {
  const threadMessages = seedThreadMessages(options.threadMessages);
  if (options.customers === undefined) return { ...seed, threadMessages };
  const load = customerSets[options.customers];
  if (!load) throw new Error(`No precomputed seed has ${options.customers} customers: only the scenarios' counts are.`);
  return { ...seed, customers: (await load()).customers, threadMessages };
}
