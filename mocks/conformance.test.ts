import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import * as z from 'zod';
import { SERVICE_NAMES, createDatabase } from './db';
import { seedDatabase } from './seed';
import { createHandlers } from './handlers';
import { OPERATIONS, type OperationId } from './operations';
import { ProblemSchema } from './problem';
import { responseSchemaOf } from './response-schemas';
import { scenarioNames, resolveScenario } from './scenarios';
import { SEEDED_THREAD_ID } from './seed-data';
import { authHeader, useDelayScale } from './testing';

// A path, not a URL: under jsdom, URL is jsdom's and node:fs refuses it.
const SPEC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SpecSchema = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });
const OperationSchema = z.object({ operationId: z.string(), responses: z.record(z.string(), z.unknown()) });

/** operationId → the response statuses it declares, for every operation of openapi/*.yaml. */
function readSpecOperations(): Map<string, string[]> {
  const operations = new Map<string, string[]>();
  for (const file of readdirSync(SPEC_DIR).filter((name) => name.endsWith('.yaml'))) {
    const spec = SpecSchema.parse(parse(readFileSync(join(SPEC_DIR, file), 'utf8')));
    for (const pathItem of Object.values(spec.paths)) {
      for (const method of METHODS.filter((name) => pathItem[name] !== undefined)) {
        const operation = OperationSchema.parse(pathItem[method]);
        operations.set(operation.operationId, Object.keys(operation.responses));
      }
    }
  }
  return operations;
}
const SPEC_OPERATIONS = readSpecOperations();

/** The generated strict schema of each operation's 2xx body; a new operation fails to compile here. */
type Case = { operationId: OperationId; label: string; request: () => Request };
const GATEWAY = 'http://localhost/api';
const ASSISTANT = 'http://localhost/assistant-api';
const get =
  (url: string, persona = 'admin') =>
  () =>
    new Request(url, { headers: authHeader(persona) });
const post = (body: unknown) => () =>
  new Request(`${ASSISTANT}/message?customerId=c-0001`, {
    method: 'POST',
    headers: { ...authHeader('admin'), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Each operation's calls: its successes and the refusals a client meets. */
const CASES: Case[] = [
  ...SERVICE_NAMES.map((service) => ({
    operationId: 'getServiceInfo' as const,
    label: service,
    request: get(`${GATEWAY}/actuator/info/${service}?customerId=c-0001`),
  })),
  { operationId: 'getServiceInfo', label: 'unknown service', request: get(`${GATEWAY}/actuator/info/mainframe`) },
  { operationId: 'getServiceInfo', label: 'no token', request: () => new Request(`${GATEWAY}/actuator/info/hub`) },
  {
    operationId: 'getServiceInfo',
    label: 'foreign customer',
    request: get(`${GATEWAY}/actuator/info/hub?customerId=c-0001`, 'customer-user'),
  },
  {
    operationId: 'listCustomers',
    label: 'admin',
    request: get(`${GATEWAY}/customer-management/customers?customerId=c-0001`),
  },
  {
    operationId: 'listCustomers',
    label: 'customer user',
    request: get(`${GATEWAY}/customer-management/customers`, 'customer-user'),
  },
  {
    operationId: 'getCustomer',
    label: 'own',
    request: get(`${GATEWAY}/customer-management/customers/c-0003?customerId=c-0003`, 'customer-user'),
  },
  { operationId: 'getCustomer', label: 'unknown', request: get(`${GATEWAY}/customer-management/customers/c-9999`) },
  { operationId: 'getThread', label: 'new', request: get(`${ASSISTANT}/thread?customerId=c-0001`) },
  {
    operationId: 'getThreadMessages',
    label: 'seeded',
    request: get(`${ASSISTANT}/thread/${SEEDED_THREAD_ID}?customerId=c-0001`),
  },
  {
    operationId: 'getThreadMessages',
    label: 'unknown',
    request: get(`${ASSISTANT}/thread/thread-gone?customerId=c-0001`),
  },
  {
    operationId: 'postMessage',
    label: 'question',
    request: post({ threadId: SEEDED_THREAD_ID, message: 'How do roles work?' }),
  },
  { operationId: 'postMessage', label: 'too short', request: post({ threadId: SEEDED_THREAD_ID, message: 'x' }) },
  {
    operationId: 'postMessage',
    label: 'unknown thread',
    request: post({ threadId: 'thread-gone', message: 'Hello there' }),
  },
];

/** Throws, naming operation and zod issue path, when a response breaks the contract. */
async function checkConformance({ operationId, label }: Case, response: Response): Promise<void> {
  const where = `${operationId} (${label}) ${response.status}`;
  const declared = SPEC_OPERATIONS.get(operationId) ?? [];
  if (!declared.includes(String(response.status))) throw new Error(`${where}: status not declared`);
  const ok = response.status >= 200 && response.status < 300;
  const type = response.headers.get('content-type') ?? '';
  if (!ok && !type.includes('application/problem+json')) throw new Error(`${where}: content type ${type}`);
  const result = (ok ? responseSchemaOf(operationId) : ProblemSchema).safeParse(await response.json());
  const issue = result.error?.issues[0];
  if (issue) throw new Error(`${where}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

/** Calls every case against fresh handlers and state of the scenario; returns the statuses. */
async function runAll(scenario?: string): Promise<string[]> {
  const db = createDatabase();
  await seedDatabase(resolveScenario(scenario)?.seed, db);
  const handlers = createHandlers({ db, scenario });
  const seen: string[] = [];
  for (const testCase of CASES) {
    const response = await getResponse(handlers, testCase.request());
    if (!response) throw new Error(`${testCase.operationId} (${testCase.label}): no handler answered`);
    await checkConformance(testCase, response);
    seen.push(`${testCase.operationId} ${response.status}`);
  }
  return seen;
}

describe('contract conformance of the mock backend', () => {
  test('[MOCK-04] every operation of every spec is covered, by the operations table and by the cases', () => {
    const specIds = [...SPEC_OPERATIONS.keys()].toSorted();
    expect(specIds.length).toBeGreaterThan(0);
    expect(Object.keys(OPERATIONS).toSorted()).toEqual(specIds);
    expect([...new Set(CASES.map((testCase) => testCase.operationId))].toSorted()).toEqual(specIds);
  });

  test('[MOCK-04] every response of the normal backend conforms, and every operation succeeds once', async () => {
    useDelayScale(0);
    const seen = await runAll();
    for (const operationId of SPEC_OPERATIONS.keys()) expect(seen).toContain(`${operationId} 200`);
    expect(seen).toEqual(
      expect.arrayContaining(['getServiceInfo 401', 'getServiceInfo 403', 'getCustomer 404', 'postMessage 400']),
    );
  });

  test.each(scenarioNames.filter((name) => name !== 'malformed-service-info'))(
    '[MOCK-04] every response of scenario %s conforms',
    async (name) => {
      useDelayScale(0);
      await expect(runAll(name)).resolves.toBeDefined();
    },
  );

  test('[MOCK-04] the check flags the malformed-service-info scenario (so it can fail)', async () => {
    useDelayScale(0);
    await expect(runAll('malformed-service-info')).rejects.toThrow(/^getServiceInfo \(gateway\) 200: git: /);
  });
});
