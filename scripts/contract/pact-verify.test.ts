// @vitest-environment node
/**
 * The portal's Pact files, verified by Pact's own verifier (`@pact-foundation/pact`, the Rust core)
 * against the drift fixture (CON-12): the unchanged backend passes; each breaking-for-portal
 * mutation of the catalogue fails, naming the interactions it breaks; the others pass.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { asArray, asObject, buildPacts, bundledManifest, loadOurSpecs, PACT_PROVIDERS } from '@portal/contract-tools';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findPersona } from '../../mocks/personas.ts';
import { SEEDED_THREAD_ID } from '../../mocks/seed-data.ts';
import { createMockToken } from '../../mocks/token.ts';
import { MUTATION_NAMES, MUTATIONS, startDriftFixture, type MutationName } from './drift-fixture.ts';

const PORT = 4784 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const admin = findPersona('admin');
if (!admin) throw new Error('The admin persona is missing.');
const TOKEN = createMockToken(admin);

const SERVICES = [
  'customer-management',
  'gateway',
  'hub',
  'instance-management',
  'log-proxy',
  'process-monitoring',
  'product-management',
];
const EVERY_SERVICE_INFO = SERVICES.map((service) => `getServiceInfo: GET /actuator/info/${service}`);
const GET_CUSTOMER = 'getCustomer: GET /customers/c-0001';
const LIST_CUSTOMERS = 'listCustomers: GET /customers';
const MESSAGES = 'getThreadMessages: GET /thread/thread_8xQ2mK4pLr';

/** The interactions each mutation must fail; none for a change the portal does not notice. */
const EXPECTED_FAILURES: Record<MutationName, string[]> = {
  none: [],
  'renamed-field': [GET_CUSTOMER, LIST_CUSTOMERS],
  'retyped-field': EVERY_SERVICE_INFO,
  'new-enum-value': [MESSAGES],
  'removed-operation': [GET_CUSTOMER],
  'new-required-parameter': [LIST_CUSTOMERS],
  'new-optional-parameter': [],
  'nullable-field': [GET_CUSTOMER, LIST_CUSTOMERS],
  'changed-status': ['getThread: GET /thread'],
  'changed-content-type': EVERY_SERVICE_INFO,
  'added-field': [],
  'retyped-unused-field': [],
  'changed-path': [GET_CUSTOMER],
  'changed-method': ['getThread: GET /thread'],
  'retyped-body-field': ['postMessage: POST /message'],
  'dropped-enum': [MESSAGES],
  'changed-format': EVERY_SERVICE_INFO,
  'optional-field': [GET_CUSTOMER, LIST_CUSTOMERS],
  'service-paths': [],
  // CON-14: the pact's example message (32 characters) is longer than 20 and shorter than 40.
  'sent-max-length': ['postMessage: POST /message'],
  'sent-min-length': ['postMessage: POST /message'],
  'sent-widened': [],
  'sent-pattern': [
    'customer-management',
    'instance-management',
    'log-proxy',
    'process-monitoring',
    'product-management',
  ].map((service) => `getServiceInfo: GET /actuator/info/${service}`),
  'sent-format': [MESSAGES, 'postMessage: POST /message'],
  'sent-query-max-length': [GET_CUSTOMER, LIST_CUSTOMERS],
  // CON-15: customerName never comes; the JSON body is refused with 415.
  'write-only-field': [GET_CUSTOMER, LIST_CUSTOMERS],
  'changed-request-media-type': ['postMessage: POST /message'],
};

let fixture: Awaited<ReturnType<typeof startDriftFixture>>;
let dir: string;
const files = new Map<string, string>();

beforeAll(async () => {
  fixture = await startDriftFixture({ port: PORT });
  dir = await mkdtemp(join(tmpdir(), 'portal-pacts-'));
  for (const [name, pact] of buildPacts(await loadOurSpecs(), bundledManifest())) {
    await writeFile(join(dir, name), JSON.stringify(pact));
    files.set(name, join(dir, name));
  }
});
afterAll(async () => {
  await fixture.close();
  await rm(dir, { recursive: true, force: true });
});

type Outcome = { passed: string[]; failed: string[] };

/** Verifies one provider's pact against one mutation of the fixture with Pact's verifier. */
async function verify(api: string, mutation: MutationName): Promise<Outcome> {
  const provider = PACT_PROVIDERS[api];
  if (!provider) throw new Error(`No provider for ${api}.`);
  const pactFile = files.get(`management-portal-${provider.name}.json`);
  if (!pactFile) throw new Error(`No pact for ${provider.name}.`);
  const verifier = new Verifier({
    provider: provider.name,
    // The fixture serves the gateway's paths; the service behind it sees them without its prefix.
    providerBaseUrl: `${fixture.url}/${mutation}${provider.stripPrefix}`,
    pactUrls: [pactFile],
    // What a provider's own test does: a valid token instead of the pact's example.
    customProviderHeaders: { Authorization: `Bearer ${TOKEN}` },
    stateHandlers: {
      'a customer exists': () => Promise.resolve({ id: 'c-0001' }),
      'a thread with messages exists': () => Promise.resolve({ threadId: SEEDED_THREAD_ID }),
    },
    logLevel: 'error',
  });
  const results = await verifier.verifyProvider().then(
    (json: string) => ({ json, ok: true }),
    (error: unknown) => ({ json: error instanceof Error ? error.message : String(error), ok: false }),
  );
  const report = asObject(JSON.parse(results.json));
  const failed = asArray(report.errors)
    .map((error) => String(asObject(error).interaction))
    .map((interaction) => interaction.split(' - ').at(-1) ?? interaction);
  const passed = asArray(report.interactionResults)
    .map(asObject)
    .filter((result) => result.result === 'OK')
    .map((result) => String(result.description));
  expect(results.ok).toBe(failed.length === 0);
  return { passed, failed: failed.toSorted() };
}

describe("[CON-12] Pact verification of the portal's pacts against the drift fixture", () => {
  test('the catalogue has an expectation for every mutation', () => {
    expect(Object.keys(EXPECTED_FAILURES).toSorted()).toEqual([...MUTATION_NAMES].toSorted());
  });

  test('[CON-12] the unchanged backend passes every interaction of every provider', { timeout: 180_000 }, async () => {
    const outcomes = await Promise.all(['customer', 'assistant', 'actuator'].map((api) => verify(api, 'none')));
    for (const outcome of outcomes) {
      expect(outcome.failed).toEqual([]);
      expect(outcome.passed.length).toBeGreaterThan(0);
    }
  });

  // Each verification mostly waits (its proxy, the verifier's requests): several run at once.
  test.concurrent.each(MUTATION_NAMES.filter((name) => name !== 'none'))(
    '[CON-12] mutation %s: the verifier fails exactly the interactions it breaks for the portal',
    { timeout: 180_000 },
    async (mutation) => {
      const outcome = await verify(MUTATIONS[mutation].api, mutation);
      expect(outcome.failed).toEqual(EXPECTED_FAILURES[mutation].toSorted());
      expect(outcome.passed.length + outcome.failed.length).toBeGreaterThan(0);
    },
  );
});
