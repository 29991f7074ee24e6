import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { describeSchema, operationsSource, type Spec } from './operations-table.ts';
import { firstMismatch, formatPath, type JsonCheck } from '../../src/api/json-check.ts';

const customerSpec: Spec = parse(readFileSync('openapi/customer.yaml', 'utf8'));
const spec: Spec = {
  info: { 'x-portal-service': 'fleet' },
  paths: {
    '/fleet/vehicles/{id}': {
      get: {
        operationId: 'getVehicle',
        responses: { '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Vehicle' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1 } } },
      Vehicle: {
        allOf: [
          { $ref: '#/components/schemas/Base' },
          {
            type: 'object',
            required: ['km', 'tags'],
            properties: {
              km: { type: 'integer', minimum: 0 },
              tags: { type: 'array', items: { type: 'string', enum: ['ev', 'diesel'] } },
              note: { type: ['string', 'null'] },
              seen: { type: 'string', format: 'date-time' },
              owner: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
            },
          },
        ],
      },
    },
  },
};

const mismatch = (check: JsonCheck, value: unknown) => {
  const found = firstMismatch(check, value);
  return found && [formatPath(found.path), found.message].filter(Boolean).join(': ');
};

describe('[RES-01] the precompiled checks of openapi/', () => {
  test('[RES-01] [RES-04] an operation of a spec joins the table with its check, $ref and allOf resolved', () => {
    const source = operationsSource({ fleet: spec }, { fleet: { spec: 'fleet', mutator: 'gatewayRequest' } });
    expect(source).toContain('"operationId": "getVehicle"');
    expect(source).toContain('"path": "/fleet/vehicles/{id}"');
    expect(source).toContain('"deadline": "read"');
  });

  test('[RES-01] the check holds what the contract says and names the first place that does not', () => {
    const check = describeSchema({ $ref: '#/components/schemas/Vehicle' }, spec);
    const valid = { id: 'v-1', km: 12, tags: ['ev'], note: null, seen: '2026-12-01T10:00:00Z', owner: 7, extra: true };
    expect(mismatch(check, valid)).toBeUndefined();
    expect(mismatch(check, { ...valid, id: '' })).toBe('id: expected at least 1 characters, received 0');
    expect(mismatch(check, { ...valid, km: 1.5 })).toBe('km: expected integer, received number');
    expect(mismatch(check, { ...valid, km: -1 })).toBe('km: expected at least 0, received -1');
    expect(mismatch(check, { ...valid, tags: ['ev', 'petrol'] })).toBe('tags[1]: expected one of "ev", "diesel"');
    expect(mismatch(check, { ...valid, seen: 'yesterday' })).toBe('seen: expected a date-time');
    expect(mismatch(check, { ...valid, owner: false })).toBe('owner: expected string, received boolean');
    expect(mismatch(check, { km: 1, tags: [] })).toBe('id: expected string, received undefined');
    expect(mismatch(check, [valid])).toBe('expected object, received array');
  });

  test("[RES-01] the customer list's check, from openapi/customer.yaml", () => {
    const list = customerSpec.paths['/customer-management/customers']?.get?.responses?.['200']?.content;
    const check = describeSchema(list?.['application/json']?.schema ?? {}, customerSpec);
    const customer = { id: 'c-1', customerName: 'Acme', customerAbbreviation: 'AC', validEmailDomains: [] };
    expect(mismatch(check, [customer])).toBeUndefined();
    expect(mismatch(check, [customer, { ...customer, customerName: undefined }])).toBe(
      '[1].customerName: expected string, received undefined',
    );
  });

  test('[RES-01] a reference the check cannot hold stops the generation with its name', () => {
    expect(() => describeSchema({ $ref: '#/components/schemas/Missing' }, spec)).toThrow(
      '#/components/schemas/Missing: not a local schema',
    );
  });
});
