/**
 * The CON-14 table: every bound kind on what the portal sends, tightened, widened and unchanged,
 * for a request body property and for a query parameter. The portal's contracts send strings only
 * (ids, the chat message), so the table is a contract of its own, `orders`: `POST /orders` with
 * one body property and one query parameter per field below, and a usage manifest in which the
 * portal calls it. Shared by the package's unit test (src/diff-bounds.test.ts) and the test of the
 * packed, installed bin (scripts/dist/contract-tools-pack.test.ts, `diff --contracts DIR`).
 */
import type { JsonObject } from '../src/json.ts';
import type { UsageManifest } from '../src/usage.ts';

export type Outcome = 'tightened' | 'widened' | 'unchanged';

type Field = {
  /** The portal's contract. */
  portal: JsonObject;
  /** The provider's schema when it tightens, and when it widens, the field's bounds. */
  tightened: JsonObject;
  widened: JsonObject;
  /** `kind constraint` of each finding, `/*` for the items of an array. */
  expect: Record<Exclude<Outcome, 'unchanged'>, string[]>;
};

/** One field per family of bounds: length and pattern, format, integer range, number range and step, item count. */
export const FIELDS: Record<string, Field> = {
  name: {
    portal: { type: 'string', minLength: 2, maxLength: 100, pattern: '^[A-Za-z ]+$' },
    tightened: { type: 'string', minLength: 3, maxLength: 20, pattern: '^[A-Z][a-z ]+$' },
    widened: { type: 'string', minLength: 1, maxLength: 200 },
    expect: {
      tightened: ['constraint-tightened maxLength', 'constraint-tightened minLength', 'constraint-unproven pattern'],
      widened: ['constraint-widened maxLength', 'constraint-widened minLength', 'constraint-widened pattern'],
    },
  },
  email: {
    portal: { type: 'string', format: 'email' },
    tightened: { type: 'string', format: 'uri' },
    widened: { type: 'string', format: 'idn-email' },
    expect: { tightened: ['constraint-unproven format'], widened: ['constraint-widened format'] },
  },
  reference: {
    portal: { type: 'string' },
    tightened: { type: 'string', format: 'uuid' },
    widened: { type: 'string' },
    expect: { tightened: ['constraint-unproven format'], widened: [] },
  },
  quantity: {
    portal: { type: 'integer', format: 'int32', minimum: 1, maximum: 100 },
    tightened: { type: 'integer', format: 'int32', minimum: 5, maximum: 50 },
    widened: { type: 'integer', format: 'int64', minimum: 0, maximum: 1000 },
    expect: {
      tightened: ['constraint-tightened maximum', 'constraint-tightened minimum'],
      widened: ['constraint-widened maximum', 'constraint-widened minimum'],
    },
  },
  price: {
    portal: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10_000, multipleOf: 0.01 },
    tightened: { type: 'number', exclusiveMinimum: 1, exclusiveMaximum: 5000, multipleOf: 0.05 },
    widened: { type: 'number', minimum: 0, exclusiveMaximum: 20_000, multipleOf: 0.005 },
    expect: {
      tightened: [
        'constraint-tightened exclusiveMaximum',
        'constraint-tightened exclusiveMinimum',
        'constraint-tightened multipleOf',
      ],
      widened: [
        'constraint-widened exclusiveMaximum',
        'constraint-widened exclusiveMinimum',
        'constraint-widened multipleOf',
      ],
    },
  },
  tags: {
    portal: { type: 'array', minItems: 1, maxItems: 5, items: { type: 'string', maxLength: 20 } },
    tightened: { type: 'array', minItems: 2, maxItems: 3, items: { type: 'string', maxLength: 10 } },
    widened: { type: 'array', minItems: 0, maxItems: 10, items: { type: 'string', maxLength: 40 } },
    expect: {
      tightened: [
        'constraint-tightened maxItems',
        'constraint-tightened minItems',
        '/* constraint-tightened maxLength',
      ],
      widened: ['constraint-widened maxItems', 'constraint-widened minItems', '/* constraint-widened maxLength'],
    },
  },
};

/** Every bound kind CON-14 names, each of which the table must cover. */
export const BOUND_KINDS = [
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxItems',
  'minItems',
  'pattern',
  'format',
  'multipleOf',
];

const schemaOf = (outcome: Outcome, field: Field): JsonObject =>
  outcome === 'unchanged' ? field.portal : field[outcome];

/** The `orders` document with each field's schema for the outcome (the portal's own for `unchanged`). */
function ordersDocument(outcome: Outcome): JsonObject {
  const fields = Object.entries(FIELDS).map(([name, field]) => [name, schemaOf(outcome, field)] as const);
  return {
    openapi: '3.1.0',
    info: { title: 'Orders', version: '1.0.0' },
    paths: {
      '/orders': {
        post: {
          operationId: 'placeOrder',
          parameters: fields.map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { type: 'object', properties: Object.fromEntries(fields) },
              },
            },
          },
          responses: {
            '200': {
              description: 'The order.',
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } } },
                },
              },
            },
          },
        },
      },
    },
  };
}

/** The portal's contract of the table (written as `orders.yaml`; JSON is YAML). */
export const ORDERS_CONTRACT = ordersDocument('unchanged');

/** The usage manifest beside it: the portal calls placeOrder and reads the order's id. */
export const ORDERS_MANIFEST: UsageManifest = {
  source: 'packages/contract-tools/test/bounds-cases.ts',
  operations: {
    placeOrder: { api: 'orders', method: 'POST', path: '/orders', calledFrom: ['src/orders.ts'], reads: ['/id'] },
  },
};

/**
 * OpenAPI 3.0's spelling of a 3.1 document: `exclusiveMaximum: 10` becomes `maximum: 10` with
 * `exclusiveMaximum: true` (as springdoc publishes for 3.0), the rest as it is.
 */
function as30(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(as30);
  if (typeof node !== 'object' || node === null) return node;
  const copy: JsonObject = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, as30(value)]));
  for (const [exclusive, inclusive] of [
    ['exclusiveMaximum', 'maximum'],
    ['exclusiveMinimum', 'minimum'],
  ] as const) {
    if (typeof copy[exclusive] !== 'number') continue;
    copy[inclusive] = copy[exclusive];
    copy[exclusive] = true;
  }
  if (typeof copy.openapi === 'string') copy.openapi = '3.0.3';
  return copy;
}

/** The provider's document for an outcome, in OpenAPI 3.1 or 3.0 spelling. */
export const providerDocument = (outcome: Outcome, version: '3.0' | '3.1'): unknown =>
  version === '3.1' ? ordersDocument(outcome) : as30(ordersDocument(outcome));

/** `operationId kind class pointer constraint` of every finding the outcome must give, sorted. */
export function expectedFindings(outcome: Outcome): string[] {
  if (outcome === 'unchanged') return [];
  const lines = Object.entries(FIELDS).flatMap(([name, field]) =>
    field.expect[outcome].flatMap((line) => {
      const [items, kind, constraint] = line.startsWith('/*') ? line.split(' ') : ['', ...line.split(' ')];
      const cls = kind === 'constraint-widened' ? 'info' : 'breaking-for-portal';
      return [`#/parameters/query/${name}${items}`, `#/requestBody/${name}${items}`].map(
        (pointer) => `placeOrder ${kind} ${cls} ${pointer} ${constraint}`,
      );
    }),
  );
  return lines.toSorted();
}

/** The same line of an actual finding. */
export const findingLine = (finding: {
  operationId: string;
  kind: string;
  class: string;
  pointer: string;
  constraint?: string;
}): string => `${finding.operationId} ${finding.kind} ${finding.class} ${finding.pointer} ${finding.constraint ?? '-'}`;
