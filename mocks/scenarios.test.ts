import { describe, expect, test } from 'vitest';
import { ListCustomersResponse } from '@/api/generated/customer/customer.zod';
import de from '../public/assets/i18n/de.json';
import en from '../public/assets/i18n/en.json';
import { SERVICE_NAMES } from './db';
import { SCENARIOS, SLOW_REPLY_MS, resolveScenario, scenarioNames } from './scenarios';
import { authHeader, withMockServer, useScenario } from './testing';

withMockServer();
const admin = authHeader('admin');
const GATEWAY = 'http://localhost/api';

/** Each service whose info does not answer 200, with the status it answered. */
const failingServices = async () => {
  const failing: string[] = [];
  for (const service of SERVICE_NAMES) {
    const response = await fetch(`${GATEWAY}/actuator/info/${service}?customerId=c-0001`, { headers: admin });
    if (response.status !== 200) failing.push(`${service} ${response.status}`);
  }
  return failing;
};

describe('mock scenarios', () => {
  test('[MOCK-02] resolveScenario knows every scenario and ignores unknown names', () => {
    for (const name of scenarioNames) expect(resolveScenario(name)?.name).toBe(name);
    for (const value of ['', 'nope', 'toString', '__proto__', null, undefined])
      expect(resolveScenario(value)).toBeUndefined();
    expect(Object.values(SCENARIOS).every((scenario) => scenario.description.length > 0)).toBe(true);
  });

  test('[MOCK-02] [I18N-02] every scenario has its label for the mock bar in English and German', () => {
    for (const texts of [en, de])
      expect(Object.keys(texts.mock.scenarios).toSorted()).toEqual([...scenarioNames].toSorted());
  });

  test('[MOCK-02] assistant-down makes starting a thread and sending a message answer 503', async () => {
    await useScenario('assistant-down');
    const thread = await fetch('http://localhost/assistant-api/thread?customerId=c-0001', { headers: admin });
    expect(thread.status).toBe(503);
    const message = await fetch('http://localhost/assistant-api/message', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ threadId: 'thread-seeded', message: 'Hello' }),
    });
    expect(message.status).toBe(503);
  });

  test('[MOCK-02] scenarios still authorize first: without a token the answer is 401', async () => {
    await useScenario('assistant-down');
    expect((await fetch('http://localhost/assistant-api/thread')).status).toBe(401);
  });

  test('[MOCK-02] service-info-partial-outage fails exactly hub and log-proxy', async () => {
    await useScenario('service-info-partial-outage');
    expect(await failingServices()).toEqual(['hub 503', 'log-proxy 503']);
  });

  test('[MOCK-02] [UX-06] service-info-forbidden refuses process-monitoring (403) and fails hub (503)', async () => {
    await useScenario('service-info-forbidden');
    expect(await failingServices()).toEqual(['hub 503', 'process-monitoring 403']);
  });

  test('[MOCK-02] customers-10k yields 10,000 customers; the next test sees the default seed again', async () => {
    await useScenario('customers-10k');
    const response = await fetch(`${GATEWAY}/customer-management/customers?customerId=c-0001`, { headers: admin });
    expect(ListCustomersResponse.parse(await response.json())).toHaveLength(10_000);
  });

  test('[MOCK-02] after a scenario test, handlers and data are back to normal', async () => {
    const response = await fetch(`${GATEWAY}/customer-management/customers?customerId=c-0001`, { headers: admin });
    expect(ListCustomersResponse.parse(await response.json())).toHaveLength(12);
    const thread = await fetch('http://localhost/assistant-api/thread?customerId=c-0001', { headers: admin });
    expect(thread.status).toBe(200);
  });

  test('[MOCK-02] the other error scenarios fail what they name', async () => {
    await useScenario('customers-error');
    expect((await fetch(`${GATEWAY}/customer-management/customers`, { headers: admin })).status).toBe(500);
    expect((await fetch(`${GATEWAY}/customer-management/customers/c-0001`, { headers: admin })).status).toBe(500);
    await useScenario('service-info-down');
    expect((await fetch(`${GATEWAY}/actuator/info/gateway`, { headers: admin })).status).toBe(500);
    await useScenario('assistant-history-error');
    expect((await fetch('http://localhost/assistant-api/thread/thread-seeded', { headers: admin })).status).toBe(500);
    await useScenario('malformed-service-info');
    const info: unknown = await (await fetch(`${GATEWAY}/actuator/info/gateway`, { headers: admin })).json();
    expect(info).toHaveProperty('build.version');
    expect(info).not.toHaveProperty('git');
    expect(SLOW_REPLY_MS).toBeGreaterThanOrEqual(8000);
  });
});
