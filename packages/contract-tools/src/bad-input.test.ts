// @vitest-environment node
/**
 * Bad provider documents end as one clear line (a BadInputError, exit 2), never a stack trace or
 * a guess: unresolvable and unreachable `$ref`s, reference cycles, Swagger 2.0, truncated and
 * oversized input.
 */
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BadInputError } from './errors.ts';
import { MAX_SPEC_BYTES } from './load-spec.ts';
import { valueAt } from './json.ts';
import { loadSpec } from './specs.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-bad-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** A minimal 3.0 document whose one response schema is `schema`, plus `components`. */
const documentWith = (schema: unknown, components: unknown = {}) =>
  JSON.stringify({
    openapi: '3.0.1',
    info: { title: 'x', version: 'v0' },
    paths: {
      '/customers': {
        get: {
          operationId: 'findAll',
          responses: { '200': { description: 'OK', content: { '*/*': { schema } } } },
        },
      },
    },
    components,
  });

/** The error a document gives, as the CLI prints it. */
async function failureOf(name: string, text: string): Promise<BadInputError> {
  const file = join(dir, name);
  await writeFile(file, text);
  const error: unknown = await loadSpec(file).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof BadInputError)) throw new Error(`${name}: expected a BadInputError, got ${String(error)}`);
  expect(error.message).not.toContain('\n');
  return error;
}

const POINTER = '#/paths/~1customers/get/responses/200/content/*~1*/schema';

describe('[CON-07] bad provider documents: exit 2 with one line naming the problem and where', () => {
  test('[CON-07] an unresolvable internal $ref', async () => {
    const error = await failureOf('dangling.json', documentWith({ $ref: '#/components/schemas/CustomerDto' }));
    expect(error.message).toBe(
      `${join(dir, 'dangling.json')}: cannot resolve $ref "#/components/schemas/CustomerDto" at ${POINTER}.`,
    );
  });

  test('[CON-07] a chain of $refs names the one that breaks and where the chain started', async () => {
    const chain = documentWith(
      { $ref: '#/components/schemas/CustomerDto' },
      { schemas: { CustomerDto: { $ref: '#/components/schemas/Customer' } } },
    );
    const error = await failureOf('chain.json', chain);
    expect(error.message).toBe(
      `${join(dir, 'chain.json')}: cannot resolve $ref "#/components/schemas/Customer" at #/components/schemas/CustomerDto (reached from ${POINTER}).`,
    );
  });

  test('[CON-07] an external $ref to a missing file, and to an unreachable URL', async () => {
    const file = await failureOf('file.json', documentWith({ $ref: 'dto/customer.yaml#/CustomerDto' }));
    expect(file.message).toMatch(/cannot resolve \$ref "dto\/customer\.yaml#\/CustomerDto" at .*\(ENOENT/);
    const url = await failureOf('url.json', documentWith({ $ref: 'http://127.0.0.1:1/schemas.yaml#/CustomerDto' }));
    expect(url.message).toMatch(/cannot resolve \$ref "http:\/\/127\.0\.0\.1:1\/schemas\.yaml#\/CustomerDto" at #\//);
  });

  test('[CON-07] a reference cycle is named; a recursive schema is fine', async () => {
    const cycle = await failureOf(
      'cycle.json',
      documentWith(
        { $ref: '#/components/schemas/A' },
        { schemas: { A: { $ref: '#/components/schemas/B' }, B: { $ref: '#/components/schemas/A' } } },
      ),
    );
    expect(cycle.message).toContain(
      '$ref cycle #/components/schemas/A → #/components/schemas/B → #/components/schemas/A',
    );
    const node = {
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
    };
    await writeFile(
      join(dir, 'tree.json'),
      documentWith({ $ref: '#/components/schemas/Node' }, { schemas: { Node: node } }),
    );
    const tree = await loadSpec(join(dir, 'tree.json'));
    const schema = valueAt(tree.operations[0]?.responses, ['200', 'content', '*/*', 'schema']);
    // Resolved into a cyclic graph: a node's children are nodes again.
    expect(valueAt(schema, ['properties', 'children', 'items', 'properties', 'children', 'items'])).toBe(
      valueAt(schema, ['properties', 'children', 'items']),
    );
  });

  test('[CON-07] Swagger 2.0, truncated JSON and YAML, and an oversized file', async () => {
    const swagger = await failureOf('swagger.json', JSON.stringify({ swagger: '2.0', paths: {} }));
    expect(swagger.message).toMatch(/is not OpenAPI 3\.x \(swagger 2\.0\)/);
    const full = documentWith({ type: 'string' });
    const json = await failureOf('truncated.json', full.slice(0, full.length / 2));
    expect(json.message).toMatch(/truncated\.json is neither JSON nor YAML \(truncated\?\): /);
    const yaml = await failureOf(
      'truncated.yaml',
      'openapi: 3.0.1\npaths:\n  /customers:\n    get:\n      responses: {"200": ',
    );
    expect(yaml.message).toMatch(/truncated\.yaml is neither JSON nor YAML \(truncated\?\): /);
    const huge = join(dir, 'huge.json');
    await writeFile(huge, '{');
    await truncate(huge, MAX_SPEC_BYTES + 1);
    const oversized = await loadSpec(huge).catch((error: unknown) => error);
    expect(oversized).toBeInstanceOf(BadInputError);
    expect(String(oversized)).toMatch(/huge\.json is 20971521 bytes, more than the 20971520/);
  });
});
