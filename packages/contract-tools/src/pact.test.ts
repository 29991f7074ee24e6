/**
 * The Pact files (CON-12): v4, one per provider, only what the portal uses, type matchers. Pact's
 * own verifier runs them against the drift fixture in scripts/contract/pact-verify.test.ts.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { asArray, asObject, isObject, type JsonObject } from './json.ts';
import { buildPacts } from './pact.ts';
import { loadOurSpecs } from './specs.ts';
import { bundledManifest, type UsageManifest } from './usage.ts';

let pacts: Map<string, JsonObject>;
beforeAll(async () => {
  pacts = buildPacts(await loadOurSpecs(), bundledManifest());
});

const interactionsOf = (file: string) => asArray(pacts.get(file)?.interactions).map(asObject);
const byDescription = (file: string, description: string) =>
  interactionsOf(file).find((interaction) => interaction.description === description) ?? {};
const at = (node: unknown, ...path: string[]) => path.reduce<unknown>((value, key) => asObject(value)[key], node);

/** Every JSONPath of a body's leaves and arrays (`$.data[*].role`). */
const leafPaths = (value: unknown, path = '$'): string[] =>
  Array.isArray(value)
    ? [path, ...leafPaths(value[0], `${path}[*]`)]
    : isObject(value)
      ? Object.entries(value).flatMap(([key, child]) => leafPaths(child, `${path}.${key}`))
      : value === undefined
        ? []
        : [path];

describe('[CON-12] the portal as a Pact consumer', () => {
  test('one v4 file per provider: customer management, the assistant, the gateway for the actuator', () => {
    expect([...pacts.keys()].toSorted()).toEqual([
      'management-portal-api-gateway-actuator.json',
      'management-portal-assistant.json',
      'management-portal-customer-management.json',
    ]);
    for (const pact of pacts.values()) {
      expect(pact.metadata).toMatchObject({ pactSpecification: { version: '4.0' } });
      expect(pact.consumer).toEqual({ name: 'management-portal' });
      for (const interaction of asArray(pact.interactions))
        expect(interaction).toMatchObject({ type: 'Synchronous/HTTP' });
    }
  });

  test('the requests the portal makes: the service paths, one per actuator service, customerId, the bearer token', () => {
    const customer = 'management-portal-customer-management.json';
    expect(interactionsOf(customer).map((interaction) => interaction.description)).toEqual([
      'getCustomer: GET /customers/c-0001',
      'listCustomers: GET /customers',
    ]);
    const list = byDescription(customer, 'listCustomers: GET /customers');
    expect(at(list, 'request', 'query')).toEqual({ customerId: ['c-0001'] });
    expect(at(list, 'request', 'headers', 'Authorization')).toEqual(['Bearer an-access-token']);
    expect(at(list, 'request', 'matchingRules', 'header', 'Authorization', 'matchers')).toEqual([
      { match: 'regex', regex: String.raw`^Bearer \S+$` },
    ]);
    expect(interactionsOf('management-portal-api-gateway-actuator.json')).toHaveLength(7);
    const post = byDescription('management-portal-assistant.json', 'postMessage: POST /message');
    expect(at(post, 'request', 'headers', 'Content-Type')).toEqual(['application/json']);
    expect(at(post, 'request', 'generators', 'body', '$.threadId')).toMatchObject({ type: 'ProviderState' });
    expect(asArray(post.providerStates)).toEqual([
      { name: 'a thread with messages exists', params: { threadId: 'thread_8xQ2mK4pLr' } },
    ]);
  });

  test('only the response fields the portal reads (and the contract requires), each under a type or pattern matcher', () => {
    const get = byDescription('management-portal-customer-management.json', 'getCustomer: GET /customers/c-0001');
    expect(Object.keys(asObject(at(get, 'response', 'body', 'content'))).toSorted()).toEqual([
      'customerAbbreviation',
      'customerName',
      'id',
      'validEmailDomains',
    ]);
    for (const pact of pacts.values()) {
      for (const interaction of asArray(pact.interactions).map(asObject)) {
        const body = at(interaction, 'response', 'body', 'content');
        const rules = asObject(at(interaction, 'response', 'matchingRules', 'body'));
        // No leaf is held to its example value: each has a rule, and none is an equality rule.
        for (const path of leafPaths(body).filter((leaf) => leaf !== '$')) expect(Object.keys(rules)).toContain(path);
        for (const rule of Object.values(rules).map(asObject))
          for (const matcher of asArray(rule.matchers)) expect(asObject(matcher).match).not.toBe('equality');
      }
    }
    const messages = byDescription(
      'management-portal-assistant.json',
      'getThreadMessages: GET /thread/thread_8xQ2mK4pLr',
    );
    const rules = asObject(at(messages, 'response', 'matchingRules', 'body'));
    expect(rules['$.data[*].content[*].type']).toEqual({
      combine: 'AND',
      matchers: [{ match: 'regex', regex: '^(text)$' }],
    });
    // Annotations are not read by the portal: not in the pact.
    expect(JSON.stringify(at(messages, 'response', 'body'))).not.toContain('annotations');
  });

  test('a field the portal stops reading leaves the pact', async () => {
    const manifest = bundledManifest();
    const fewer: UsageManifest = structuredClone(manifest);
    const list = fewer.operations.listCustomers;
    if (list) list.reads = list.reads.filter((read) => read !== '/*/customerAbbreviation');
    const customer = buildPacts(await loadOurSpecs(['customer']), fewer).get(
      'management-portal-customer-management.json',
    );
    const listed = asArray(customer?.interactions)
      .map(asObject)
      .find((interaction) => interaction.description === 'listCustomers: GET /customers');
    expect(asArray(at(listed, 'response', 'body', 'content'))[0]).not.toHaveProperty('customerAbbreviation');
    expect(asArray(at(listed, 'response', 'body', 'content'))[0]).toHaveProperty('customerName');
  });
});
