/**
 * The mock backend's state: @msw/data collections whose schemas are the generated strict zod
 * schemas, so a record the contract would reject cannot even be stored.
 */
import { Collection } from '@msw/data';
import * as z from 'zod';
import { GetServiceInfoParams, GetServiceInfoResponse } from '../src/api/generated/actuator/actuator.zod.ts';
import { GetCustomerResponse } from '../src/api/generated/customer/customer.zod.ts';
import { GetThreadMessagesResponse } from '../src/api/generated/assistant/assistant.zod.ts';
import { SEEDED_THREAD_ID } from './seed-data.ts';

/** A customer, exactly as `getCustomer` returns it. */
export const CustomerRecord = GetCustomerResponse;
/** One service's info, keyed by the service name. */
export const ServiceInfoRecord = z.strictObject({
  service: GetServiceInfoParams.shape.service,
  info: GetServiceInfoResponse,
});
/** One message of a thread, exactly as `getThreadMessages` lists it. */
export const MessageRecord = GetThreadMessagesResponse.shape.data.element;
/** A conversation thread and its messages. */
export const ThreadRecord = z.strictObject({ threadId: z.string().min(1), messages: z.array(MessageRecord) });

/** How many customers the default seed holds. */
export const DEFAULT_CUSTOMER_COUNT = 12;
/** The seven services, in the contract's order. */
export const SERVICE_NAMES = GetServiceInfoParams.shape.service.options;

/** Creates an empty database (the shared {@link db}, or an isolated one for a test or server). */
export function createDatabase() {
  return {
    customers: new Collection({ schema: CustomerRecord }),
    serviceInfos: new Collection({ schema: ServiceInfoRecord }),
    threads: new Collection({ schema: ThreadRecord }),
  };
}
export type MockDatabase = ReturnType<typeof createDatabase>;

/** The database the handlers use unless given another. */
export const db: MockDatabase = createDatabase();

/** Options of a seed (`seedDatabase` in `seed.ts`, `precomputedSeed` in the browser). */
export type SeedOptions = {
  customers?: number;
  /** Messages in the seeded thread (`thread-seeded`); its short default conversation when not given. */
  threadMessages?: number;
};

/** Every record a seed stores: what the generator produces, at build time or in Node. */
export type SeedRecords = {
  customers: z.infer<typeof CustomerRecord>[];
  serviceInfos: z.infer<typeof ServiceInfoRecord>[];
  threadMessages: z.infer<typeof MessageRecord>[];
};

/** Empties the database and stores the records, each validated by its collection's schema. */
export async function fillDatabase(records: SeedRecords, target: MockDatabase = db): Promise<void> {
  // Fresh collections instead of clear(): clearing deletes record by record, quadratic for 10,000 customers.
  Object.assign(target, createDatabase());
  await Promise.all(records.customers.map((customer) => target.customers.create(customer)));
  await Promise.all(records.serviceInfos.map((record) => target.serviceInfos.create(record)));
  await target.threads.create({ threadId: SEEDED_THREAD_ID, messages: records.threadMessages });
}

/** A deep copy of all records (without @msw/data's internal symbols), to compare states. */
export function snapshotDatabase(target: MockDatabase = db) {
  return structuredClone({
    customers: target.customers.all(),
    serviceInfos: target.serviceInfos.all(),
    threads: target.threads.all(),
  });
}
