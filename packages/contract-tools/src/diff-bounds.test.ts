// @vitest-environment node
/**
 * contract:diff compares the constraints on what the portal sends (CON-14): the table of every
 * bound kind (test/bounds-cases.ts) through diffSpecs, the portal's own contracts (the held-out
 * `@Size(max = 20)` on the chat message), and the comparison's rules one by one.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  BOUND_KINDS,
  expectedFindings,
  findingLine,
  ORDERS_CONTRACT,
  ORDERS_MANIFEST,
  providerDocument,
  type Outcome,
} from '../test/bounds-cases.ts';
import { compareSentBounds } from './diff-bounds.ts';
import type { Add } from './diff-schema.ts';
import { diffSpecs } from './diff.ts';
import { asObject, type JsonObject } from './json.ts';
import { loadSpecDocument } from './load-spec.ts';
import { listOperations, viewSchema } from './openapi.ts';
import { resolveRefs } from './resolve-refs.ts';
import { deriveManifest, PORTAL_ROOT } from './derive-usage.ts';
import { loadOurSpecs, type LoadedSpec } from './specs.ts';
import type { UsageManifest } from './usage.ts';

/** A document as contract:diff loads it (`$ref`s resolved). */
async function loaded(document: unknown, source: string): Promise<LoadedSpec> {
  const resolved = await resolveRefs(asObject(structuredClone(document)), join(PORTAL_ROOT, source));
  return { source, document: resolved, operations: listOperations(resolved) };
}

/** The table's contract after a change to its operation, `POST /orders` (and to the document). */
function ordersWith(change: (post: JsonObject, document: JsonObject) => void): JsonObject {
  const document = structuredClone(ORDERS_CONTRACT);
  change(asObject(asObject(asObject(document.paths)['/orders']).post), document);
  return document;
}
/** Only a header parameter, of the maximum length given. */
const withRequestId = (maxLength: number) =>
  ordersWith((post) => {
    post.parameters = [{ name: 'X-Request-Id', in: 'header', schema: { type: 'string', maxLength } }];
  });
/** Only a body with an address whose zip (a `$ref`) has the maximum length given. */
const withZip = (maxLength: number) =>
  ordersWith((post, document) => {
    document.components = { schemas: { Zip: { type: 'string', maxLength } } };
    const body = asObject(asObject(asObject(asObject(post.requestBody).content)['application/json']).schema);
    body.properties = { address: { type: 'object', properties: { zip: { $ref: '#/components/schemas/Zip' } } } };
    post.parameters = [];
  });

describe('[CON-14] the table: every bound kind, tightened, widened and unchanged, in a body property and a query parameter', () => {
  let orders: LoadedSpec;
  beforeAll(async () => {
    orders = await loaded(ORDERS_CONTRACT, 'openapi/orders.yaml');
  });

  test('[CON-14] the table covers each bound kind both ways, in the body and in the query', () => {
    for (const outcome of ['tightened', 'widened'] as const) {
      for (const location of ['#/requestBody/', '#/parameters/query/']) {
        const covered = expectedFindings(outcome)
          .filter((line) => line.split(' ')[3]?.startsWith(location))
          .map((line) => line.split(' ')[4]);
        expect(new Set(covered), `${outcome} in ${location}`).toEqual(new Set(BOUND_KINDS));
      }
    }
  });

  test.each([
    ['tightened', '3.1'],
    ['tightened', '3.0'],
    ['widened', '3.1'],
    ['widened', '3.0'],
    ['unchanged', '3.1'],
    ['unchanged', '3.0'],
  ] as const)('[CON-14] %s bounds, OpenAPI %s spelling', async (outcome: Outcome, version) => {
    const provider = await loaded(providerDocument(outcome, version), 'provider.json');
    const { findings } = diffSpecs([orders], provider, ORDERS_MANIFEST);
    expect(findings.map(findingLine).toSorted()).toEqual(expectedFindings(outcome));
  });

  test('[CON-14] a header parameter is compared like a query parameter', async () => {
    const [ours, theirs] = await Promise.all([
      loaded(withRequestId(64), 'openapi/orders.yaml'),
      loaded(withRequestId(36), 'provider.json'),
    ]);
    expect(diffSpecs([ours], theirs, ORDERS_MANIFEST).findings.map(findingLine)).toEqual([
      'placeOrder constraint-tightened breaking-for-portal #/parameters/header/X-Request-Id maxLength',
    ]);
  });

  test('[CON-14] a nested body property behind a $ref is compared at its own pointer', async () => {
    const [ours, theirs] = await Promise.all([
      loaded(withZip(10), 'openapi/orders.yaml'),
      loaded(withZip(5), 'provider.json'),
    ]);
    expect(diffSpecs([ours], theirs, ORDERS_MANIFEST).findings.map(findingLine)).toEqual([
      'placeOrder constraint-tightened breaking-for-portal #/requestBody/address/zip maxLength',
    ]);
  });

  test('[CON-14] the same tightening in an operation the portal does not call is spec-debt', async () => {
    const provider = await loaded(providerDocument('tightened', '3.1'), 'provider.json');
    const unused: UsageManifest = { ...ORDERS_MANIFEST, operations: {} };
    const classes = new Set(diffSpecs([orders], provider, unused).findings.map((finding) => finding.class));
    expect(classes).toEqual(new Set(['spec-debt']));
  });
});

const schemas = (document: JsonObject) => asObject(asObject(document.components).schemas);

describe("[CON-14] the portal's own contracts", () => {
  let ours: LoadedSpec[];
  let manifest: UsageManifest;
  let assistant: JsonObject;
  let actuator: JsonObject;
  beforeAll(async () => {
    ours = await loadOurSpecs();
    manifest = await deriveManifest(ours);
    assistant = await loadSpecDocument(join(PORTAL_ROOT, 'openapi', 'assistant.yaml'));
    actuator = await loadSpecDocument(join(PORTAL_ROOT, 'openapi', 'actuator.yaml'));
  });
  const findingsOf = async (document: JsonObject, name: string) =>
    diffSpecs(
      ours.filter((spec) => spec.source === `openapi/${name}.yaml`),
      await loaded(document, `openapi/${name}.yaml`),
      manifest,
    ).findings;

  test('[CON-14] `@Size(max = 20)` on the chat message: breaking, with the values the provider refuses', async () => {
    const sized = structuredClone(assistant);
    asObject(asObject(schemas(sized).SendMessage).properties).message = { type: 'string', minLength: 2, maxLength: 20 };
    expect(await findingsOf(sized, 'assistant')).toEqual([
      {
        class: 'breaking-for-portal',
        kind: 'constraint-tightened',
        operationId: 'postMessage',
        pointer: '#/requestBody/message',
        message: 'The portal sends up to unbounded characters; the provider accepts at most 20.',
        expected: 'maxLength none',
        actual: 'maxLength 20',
        constraint: 'maxLength',
      },
    ]);
  });

  test('[CON-14] a pattern on a path parameter whose values the contract lists is compared exactly', async () => {
    const single = structuredClone(actuator);
    asObject(schemas(single).ServiceName).pattern = '^[a-z]+$';
    const [finding, ...rest] = await findingsOf(single, 'actuator');
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      class: 'breaking-for-portal',
      kind: 'constraint-tightened',
      pointer: '#/parameters/path/service',
      constraint: 'pattern',
      message:
        'The portal sends "customer-management", "instance-management", "log-proxy", "process-monitoring", "product-management"; the provider accepts only values matching ^[a-z]+$.',
    });
    // A pattern every listed value meets is no finding at all.
    asObject(schemas(single).ServiceName).pattern = '^[a-z-]+$';
    expect(await findingsOf(single, 'actuator')).toEqual([]);
  });

  test('[CON-14] a maximum length on listed values names each value too long, with its length', async () => {
    const short = structuredClone(actuator);
    asObject(schemas(short).ServiceName).maxLength = 18;
    const findings = await findingsOf(short, 'actuator');
    expect(findings.map((finding) => finding.message)).toEqual([
      'The portal sends "customer-management" (19 characters), "instance-management" (19 characters); the provider accepts at most 18 characters.',
    ]);
  });
});

/** The findings of one value's comparison: `kind class constraint: message`. */
function compare(mine: JsonObject, theirs: JsonObject, used = true): string[] {
  const seen: string[] = [];
  const add: Add = (kind, cls, _pointer, message, _expected, _actual, constraint) =>
    seen.push(`${kind} ${cls} ${constraint ?? '-'}: ${message}`);
  compareSentBounds(
    viewSchema(mine),
    viewSchema(theirs),
    '#/requestBody/x',
    (cls) => (used ? 'breaking-for-portal' : cls),
    add,
  );
  return seen;
}

describe('[CON-14] the rules of the comparison', () => {
  test('[CON-14] integer formats are ranges: int32 to int64 widens, int64 to int32 and a new int32 tighten', () => {
    expect(compare({ type: 'integer', format: 'int32' }, { type: 'integer', format: 'int64' })).toEqual([
      'constraint-widened info format: The provider accepts at most 9223372036854775807 (int64); the portal sends at most 2147483647 (int32).',
      'constraint-widened info format: The provider accepts at least -9223372036854775808 (int64); the portal sends at least -2147483648 (int32).',
    ]);
    expect(compare({ type: 'integer', format: 'int64' }, { type: 'integer', format: 'int32' })[0]).toBe(
      'constraint-tightened breaking-for-portal format: The portal sends values up to 9223372036854775807 (int64); the provider accepts at most 2147483647 (int32).',
    );
    expect(compare({ type: 'integer' }, { type: 'integer', format: 'int32' })[0]).toBe(
      'constraint-tightened breaking-for-portal format: The portal sends values up to unbounded; the provider accepts at most 2147483647 (int32).',
    );
    // The same range, spelt as a format on one side and as bounds on the other: nothing.
    expect(
      compare(
        { type: 'integer', format: 'int32' },
        { type: 'integer', format: 'int64', minimum: -2_147_483_648, maximum: 2_147_483_647 },
      ),
    ).toEqual([]);
  });

  test('[CON-14] exclusive bounds of integers compare as the integers they admit; 3.0 and 3.1 spellings alike', () => {
    expect(compare({ type: 'integer', maximum: 9 }, { type: 'integer', exclusiveMaximum: 10 })).toEqual([]);
    expect(compare({ type: 'integer', minimum: 1 }, { type: 'integer', minimum: 0, exclusiveMinimum: true })).toEqual(
      [],
    );
    expect(compare({ type: 'number', maximum: 10 }, { type: 'number', maximum: 10, exclusiveMaximum: true })).toEqual([
      'constraint-tightened breaking-for-portal exclusiveMaximum: The portal sends values up to 10; the provider accepts only values below 10.',
    ]);
  });

  test("[CON-14] steps: the portal's multipleOf must be a multiple of the provider's; an integer-only provider refuses fractions", () => {
    expect(compare({ type: 'number', multipleOf: 10 }, { type: 'number', multipleOf: 10 })).toEqual([]);
    expect(compare({ type: 'number', multipleOf: 0.3 }, { type: 'number', multipleOf: 0.1 })).toEqual([
      'constraint-widened info multipleOf: The provider accepts multiples of 0.1; the portal sends multiples of 0.3.',
    ]);
    expect(compare({ type: 'integer' }, { type: 'integer', multipleOf: 5 })).toEqual([
      'constraint-tightened breaking-for-portal multipleOf: The portal sends any integer; the provider accepts only multiples of 5.',
    ]);
    expect(compare({ type: 'number' }, { type: 'integer' })).toEqual([
      'constraint-tightened breaking-for-portal type: The portal sends any number; the provider accepts only integers.',
    ]);
    expect(compare({ type: 'number', enum: [5, 10] }, { type: 'number', multipleOf: 5 })).toEqual([]);
    // float and double refuse no JSON number (Jackson reads any into them).
    expect(compare({ type: 'number' }, { type: 'number', format: 'double' })).toEqual([]);
  });

  test('[CON-14] patterns and formats: compared exactly against listed values, else reported as not compared exactly', () => {
    expect(compare({ type: 'string' }, { type: 'string', pattern: '^[a-z]+$' })).toEqual([
      "constraint-unproven breaking-for-portal pattern: The provider checks the pattern ^[a-z]+$, which the portal's contract does not state: the values the portal sends cannot be shown to match it (not compared exactly).",
    ]);
    expect(compare({ type: 'string', pattern: '^[a-z]{3}$' }, { type: 'string', pattern: '^[a-z]+$' })).toEqual([
      'constraint-unproven breaking-for-portal pattern: The provider checks the pattern ^[a-z]+$, instead of ^[a-z]{3}$: the values the portal sends cannot be shown to match it (not compared exactly).',
    ]);
    // A pattern JavaScript cannot compile (Java's possessive quantifier) cannot be checked even against listed values.
    expect(compare({ type: 'string', enum: ['ab'] }, { type: 'string', pattern: '^[a-z]++$' })[0]).toMatch(
      /^constraint-unproven breaking-for-portal pattern: .*not compared exactly/,
    );
    expect(compare({ type: 'string', enum: ['2025-01-31', '31.01.2025'] }, { type: 'string', format: 'date' })).toEqual(
      [
        'constraint-tightened breaking-for-portal format: The portal sends "31.01.2025", which the format date refuses.',
      ],
    );
    expect(compare({ type: 'string', format: 'date' }, { type: 'string', format: 'date-time' })).toEqual([
      'constraint-unproven breaking-for-portal format: The provider checks the format date-time, instead of date: the values the portal sends cannot be shown to match it (not compared exactly).',
    ]);
    expect(compare({ type: 'string', format: 'uuid' }, { type: 'string' })).toEqual([
      'constraint-widened info format: The provider no longer checks the format uuid.',
    ]);
  });

  test('[CON-14] allOf parts and a nullable anyOf apply together: the tightest bound counts', () => {
    const base = { type: 'string', maxLength: 50 };
    expect(compare({ type: 'string', maxLength: 30 }, { allOf: [base, { maxLength: 20 }] })).toEqual([
      'constraint-tightened breaking-for-portal maxLength: The portal sends up to 30 characters; the provider accepts at most 20.',
    ]);
    expect(
      compare({ type: 'string', maxLength: 30 }, { anyOf: [{ type: 'string', maxLength: 30 }, { type: 'null' }] }),
    ).toEqual([]);
    expect(compare({ allOf: [{ type: 'array', maxItems: 3 }] }, { type: 'array', maxItems: 2 })).toEqual([
      'constraint-tightened breaking-for-portal maxItems: The portal sends up to 3 items; the provider accepts at most 2.',
    ]);
  });

  test('[CON-14] unchanged bounds and bounds on another type are nothing; an unused operation is spec-debt', () => {
    const same = { type: 'string', minLength: 2, maxLength: 20, pattern: '^a' };
    expect(compare(same, structuredClone(same))).toEqual([]);
    expect(compare({ type: 'string' }, { type: 'string', maximum: 3 })).toEqual([]);
    // What springdoc writes for `@Size(min = 2)` and `@Size(max = 20)`: @Size's defaults are no bounds.
    expect(
      compare({ type: 'string', minLength: 2 }, { type: 'string', minLength: 2, maxLength: 2_147_483_647 }),
    ).toEqual([]);
    expect(compare({ type: 'array' }, { type: 'array', minItems: 0, maxItems: 2_147_483_647 })).toEqual([]);
    expect(compare({ type: 'string' }, { type: 'string', minLength: 3 }, false)).toEqual([
      'constraint-tightened spec-debt minLength: The portal sends as few as 0 characters; the provider accepts at least 3.',
    ]);
  });
});
