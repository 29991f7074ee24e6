/**
 * The seed generator (faker, Node side): the unit tests, the HTTP mock server and the build, which
 * precomputes the browser's seed with it (tools/build/mock-seed-plugin.ts), so the browser never
 * loads faker.
 */
import { Faker, en } from '@faker-js/faker';
import {
  DEFAULT_CUSTOMER_COUNT,
  SERVICE_NAMES,
  db,
  fillDatabase,
  type MockDatabase,
  type SeedOptions,
  type SeedRecords,
} from './db.ts';
import { generateCustomers, generateServiceInfo, seedThreadMessages } from './seed-data.ts';

/** The seed of every generated value. */
export const SEED = 20261122;

/** Generates the records of a seed deterministically: same options, same records. */
export function generateSeed(options: SeedOptions = {}): SeedRecords {
  const faker = new Faker({ locale: [en] });
  // Each section has its own seed, so the customer count never changes the service infos.
  faker.seed(SEED);
  const customers = generateCustomers(faker, options.customers ?? DEFAULT_CUSTOMER_COUNT);
  faker.seed(SEED + 1);
  const serviceInfos = SERVICE_NAMES.map((service) => ({ service, info: generateServiceInfo(faker, service) }));
  return { customers, serviceInfos, threadMessages: seedThreadMessages(options.threadMessages) };
}

/** Empties the database and fills it with a freshly generated seed. */
export function seedDatabase(options: SeedOptions = {}, target: MockDatabase = db): Promise<void> {
  return fillDatabase(generateSeed(options), target);
}

/** Restores the default seed (tests call it after each test). */
export function resetDatabase(target: MockDatabase = db): Promise<void> {
  return seedDatabase({}, target);
}
