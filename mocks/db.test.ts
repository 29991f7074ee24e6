import { describe, expect, test, vi } from 'vitest';
import {
  GetThreadMessagesResponse,
  GetThreadResponse,
  PostMessageResponse,
} from '@/api/generated/assistant/assistant.zod';
import { createDatabase, db, snapshotDatabase, SERVICE_NAMES } from './db';
import { resetDatabase, seedDatabase } from './seed';
import { SEEDED_THREAD_ID } from './seed-data';
import { authHeader, useDelayScale, withMockServer } from './testing';

withMockServer();
const ASSISTANT = 'http://localhost/assistant-api';
const asUser = { ...authHeader('customer-user'), 'Content-Type': 'application/json' };

describe('mock database', () => {
  test('[MOCK-01] is typed by the generated schemas: a record breaking the contract is rejected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fresh = createDatabase();
    await expect(
      fresh.customers.create({ id: '', customerName: 'Nameless', customerAbbreviation: 'NL', validEmailDomains: [] }),
    ).rejects.toThrow(/does not match the schema/);
    // Strict schemas: an unknown property is a contract break too.
    const extra = Object.assign(
      { id: 'c-9', customerName: 'X', customerAbbreviation: 'X', validEmailDomains: [] },
      { vip: true },
    );
    await expect(fresh.customers.create(extra)).rejects.toThrow(/does not match the schema/);
    expect(fresh.customers.count()).toBe(0);
  });

  test('[MOCK-01] seeding is deterministic: two seeds produce identical data', async () => {
    const [first, second] = [createDatabase(), createDatabase()];
    await seedDatabase({}, first);
    await seedDatabase({}, second);
    expect(snapshotDatabase(first)).toEqual(snapshotDatabase(second));
  });

  test('[MOCK-01] the seed holds realistic customers, all seven services and a conversation out of order', () => {
    const customers = db.customers.all();
    expect(customers.length).toBeGreaterThanOrEqual(12);
    expect(customers.map((customer) => customer.id)).toEqual(expect.arrayContaining(['c-0001', 'c-0003', 'c-0005']));
    for (const customer of customers) {
      expect(customer.customerAbbreviation).toMatch(/^[A-Z]{2,5}$/);
      expect(customer.validEmailDomains.length).toBeGreaterThanOrEqual(1);
      expect(customer.validEmailDomains.length).toBeLessThanOrEqual(2);
    }
    expect(db.serviceInfos.all().map((record) => record.service)).toEqual([...SERVICE_NAMES]);
    for (const { info } of db.serviceInfos.all()) {
      expect(info.build.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(info.git.commit.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(info.java.vendor.name).toBe('Eclipse Adoptium');
    }
    const messages = db.threads.findFirst((q) => q.where({ threadId: SEEDED_THREAD_ID }))?.messages ?? [];
    expect(messages.map((message) => message.role)).toContain('system');
    const times = messages.map((message) => message.created_at ?? 0);
    expect(times).not.toEqual(times.toSorted((a, b) => a - b));
  });

  test('[MOCK-01] seeding 10,000 customers keeps the first ones and the services unchanged', async () => {
    const big = createDatabase();
    await seedDatabase({ customers: 10_000 }, big);
    const small = snapshotDatabase(db);
    const large = snapshotDatabase(big);
    expect(large.customers).toHaveLength(10_000);
    expect(large.customers.slice(0, small.customers.length)).toEqual(small.customers);
    expect(large.serviceInfos).toEqual(small.serviceInfos);
  });

  test('[MOCK-01] [PERF-02] a long seeded thread keeps the short conversation first, then answers in order, all conforming', async () => {
    const long = createDatabase();
    await seedDatabase({ threadMessages: 1000 }, long);
    const messages = long.threads.findFirst((q) => q.where({ threadId: SEEDED_THREAD_ID }))?.messages ?? [];
    expect(messages).toHaveLength(1000);
    expect(messages.slice(0, 5)).toEqual(
      db.threads.findFirst((q) => q.where({ threadId: SEEDED_THREAD_ID }))?.messages,
    );
    expect(GetThreadMessagesResponse.safeParse({ data: messages }).success).toBe(true);
    expect(messages.at(-1)).toMatchObject({ id: 'msg_long_1000', role: 'assistant' });
    expect(messages.filter((message) => message.content[0]?.text?.value.includes('| Environment |'))).not.toHaveLength(
      0,
    );
  });

  test('[MOCK-01] state persists across requests: a posted message is in the thread history', async () => {
    useDelayScale(0);
    const thread = await fetch(`${ASSISTANT}/thread?customerId=c-0003`, { headers: asUser });
    const { threadId } = GetThreadResponse.parse(await thread.json());
    const post = await fetch(`${ASSISTANT}/message?customerId=c-0003`, {
      method: 'POST',
      headers: asUser,
      body: JSON.stringify({ threadId, message: 'How do I install the CLI?' }),
    });
    expect(post.status).toBe(200);
    const { message: reply } = PostMessageResponse.parse(await post.json());
    const history = await fetch(`${ASSISTANT}/thread/${threadId}?customerId=c-0003`, { headers: asUser });
    const { data } = GetThreadMessagesResponse.parse(await history.json());
    expect(data.map((message) => [message.role, message.content[0]?.text?.value])).toEqual([
      ['user', 'How do I install the CLI?'],
      ['assistant', reply],
    ]);
    expect(data[1]!.created_at).toBeGreaterThan(data[0]!.created_at!);
  });

  test('[MOCK-01] reset restores the seed', async () => {
    const seeded = snapshotDatabase();
    await db.threads.create({ threadId: 'thread-extra', messages: [] });
    await db.customers.update((q) => q.where({ id: 'c-0001' }), {
      data: (customer) => void (customer.customerName = 'Renamed'),
    });
    expect(snapshotDatabase()).not.toEqual(seeded);
    await resetDatabase();
    expect(snapshotDatabase()).toEqual(seeded);
  });
});
