// @vitest-environment node
/**
 * contract:diff against provider documents shaped the way springdoc publishes them
 * (fixtures/springdoc/): each drift class the backend teams meet, one change at a time.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { diffSpecs } from './diff.ts';
import type { JsonObject } from './json.ts';
import { loadSpecDocument } from './load-spec.ts';
import { hasPrefix, relevantSpecs } from './match.ts';
import { listOperations } from './openapi.ts';
import { resolveRefs } from './resolve-refs.ts';
import { deriveManifest } from './derive-usage.ts';
import { loadOurSpecs, loadSpec, type LoadedSpec } from './specs.ts';
import type { UsageManifest } from './usage.ts';
import { at, CON15_CASES, CUSTOMER_PREFIX, PUBLISHED_WIDER, SPRINGDOC_FILES } from '../test/springdoc-cases.ts';

const FIXTURES = join(import.meta.dirname, '..', 'test', 'fixtures', 'springdoc');
const CUSTOMER = join(FIXTURES, SPRINGDOC_FILES.customer);
const ASSISTANT = join(FIXTURES, SPRINGDOC_FILES.assistant);
const PREFIX = CUSTOMER_PREFIX;

let ours: LoadedSpec[];
let manifest: UsageManifest;
const raw = new Map<string, JsonObject>();

beforeAll(async () => {
  ours = await loadOurSpecs();
  manifest = await deriveManifest(ours);
  for (const file of [CUSTOMER, ASSISTANT]) raw.set(file, await loadSpecDocument(file));
});

/** A fixture document after one change, resolved as contract:diff resolves it. */
async function springdoc(file: string, change: (document: JsonObject) => void = () => undefined) {
  const document = structuredClone(raw.get(file) ?? {});
  change(document);
  const resolved = await resolveRefs(document, file);
  return { source: file, document: resolved, operations: listOperations(resolved) } satisfies LoadedSpec;
}

/** `operationId kind class pointer` of each finding. */
const allFindings = (theirs: LoadedSpec, prefix = '') =>
  diffSpecs(relevantSpecs(ours, theirs, prefix), theirs, manifest, prefix).findings.map(
    (finding) => `${finding.operationId} ${finding.kind} ${finding.class} ${finding.pointer}`,
  );
/** The findings of one change to a fixture: all but {@link PUBLISHED_WIDER}. */
const findings = (theirs: LoadedSpec, prefix = '') =>
  allFindings(theirs, prefix).filter((finding) => !PUBLISHED_WIDER.includes(finding));
const schema = (document: JsonObject, name: string) => at(document, 'components', 'schemas', name);

describe('[CON-05] springdoc documents as published: no false positives', () => {
  test('[CON-05] [CON-14] the 3.0 YAML document (no prefix, `*/*`, allOf, Java method names) matches with --path-prefix', async () => {
    expect(allFindings(await springdoc(CUSTOMER), PREFIX)).toEqual(PUBLISHED_WIDER.slice(0, 3));
  });

  test('[CON-05] [CON-14] the 3.1 JSON document (Java method names, `*/*`) matches with info findings only', async () => {
    expect(allFindings(await springdoc(ASSISTANT))).toEqual(PUBLISHED_WIDER.slice(3));
  });

  test('[CON-07] the same document split into files: the external $ref to a local file is resolved', async () => {
    const split = await loadSpec(join(FIXTURES, 'split', 'customer-management.yaml'));
    expect(allFindings(split, PREFIX)).toEqual(PUBLISHED_WIDER.slice(0, 3));
  });
});

/** The document with the prefix written into the paths chosen (all by default), as the gateway would publish it. */
const prefixed = (only: (path: string) => boolean = () => true) =>
  springdoc(CUSTOMER, (document) => {
    const paths = at(document, 'paths');
    for (const [path, item] of Object.entries(paths)) {
      if (!only(path)) continue;
      delete paths[path];
      paths[`${PREFIX}${path}`] = item;
    }
  });

describe('[CON-13] the gateway prefix is applied once', () => {
  test('[CON-13] paths that already carry the prefix: the same answer with and without --path-prefix', async () => {
    const document = await prefixed();
    expect(findings(document, PREFIX)).toEqual([]);
    expect(allFindings(document, PREFIX)).toEqual(allFindings(document));
  });

  test('[CON-13] a document mixing prefixed and bare paths is read path by path', async () => {
    const document = await prefixed((path) => path.includes('{'));
    expect(document.operations.some((operation) => operation.path.startsWith(PREFIX))).toBe(true);
    expect(document.operations.some((operation) => !operation.path.startsWith(PREFIX))).toBe(true);
    expect(findings(document, PREFIX)).toEqual([]);
  });

  test('[CON-13] a prefix counts as whole path segments only', () => {
    expect(hasPrefix('/customer-management/customers', PREFIX)).toBe(true);
    expect(hasPrefix('/customer-management', PREFIX)).toBe(true);
    expect(hasPrefix('/customer-managementx/customers', PREFIX)).toBe(false);
    expect(hasPrefix('/customers', PREFIX)).toBe(false);
    expect(hasPrefix('/customers', '')).toBe(false);
  });
});

describe('[CON-05] operations matched by method and path as well as operationId', () => {
  test('[CON-05] a changed path of a used operation whose operationId stayed is breaking', async () => {
    const moved = await springdoc(ASSISTANT, (document) => {
      const paths = at(document, 'paths');
      paths['/threads/{threadId}/messages'] = paths['/thread/{threadId}'];
      delete paths['/thread/{threadId}'];
      at(document, 'paths', '/threads/{threadId}/messages', 'get').operationId = 'getThreadMessages';
    });
    expect(findings(moved)).toEqual(['getThreadMessages path-changed breaking-for-portal #']);
  });

  test('[CON-05] a changed HTTP method of a used operation whose operationId stayed is breaking', async () => {
    const moved = await springdoc(ASSISTANT, (document) => {
      const thread = at(document, 'paths', '/thread');
      thread.post = { ...at(thread, 'get'), operationId: 'getThread' };
      delete thread.get;
    });
    expect(findings(moved)).toEqual(['getThread method-changed breaking-for-portal #']);
  });

  test('[CON-05] every path and operationId changed: each used operation is missing, never a usage error', async () => {
    const renamed = await springdoc(ASSISTANT, (document) => {
      const paths = at(document, 'paths');
      document.paths = {
        '/v2/threads': paths['/thread'],
        '/v2/threads/{threadId}': paths['/thread/{threadId}'],
        '/v2/messages': paths['/message'],
      };
    });
    const result = findings(renamed);
    expect(result.filter((line) => line.includes('operation-missing'))).toEqual([
      'getThread operation-missing breaking-for-portal #',
      'getThreadMessages operation-missing breaking-for-portal #',
      'postMessage operation-missing breaking-for-portal #',
    ]);
    expect(result.filter((line) => line.includes('operation-added'))).toHaveLength(3);
  });

  test('[CON-05] springdoc suffixes for clashing method names (`getThread_1`) still match by operationId', async () => {
    const suffixed = await springdoc(ASSISTANT, (document) => {
      const paths = at(document, 'paths');
      paths['/threads'] = { get: { ...at(paths, '/thread', 'get'), operationId: 'getThread_1' } };
      delete paths['/thread'];
    });
    expect(findings(suffixed)).toEqual(['getThread path-changed breaking-for-portal #']);
  });
});

describe('[CON-06] request bodies compared field by field', () => {
  test('[CON-06] a property the portal sends that changes type is breaking', async () => {
    const retyped = await springdoc(ASSISTANT, (document) => {
      at(schema(document, 'SendMessage'), 'properties').message = { $ref: '#/components/schemas/Reply' };
    });
    expect(findings(retyped)).toEqual(['postMessage type-changed breaking-for-portal #/requestBody/message']);
  });

  test('[CON-06] a property that disappears, a narrowed enum and a new required property are breaking', async () => {
    const stricter = await springdoc(ASSISTANT, (document) => {
      const body = schema(document, 'SendMessage');
      const properties = at(body, 'properties');
      delete properties.threadId;
      properties.message = { type: 'string', enum: ['hello', 'help'] };
      properties.locale = { type: 'string', pattern: '^[a-z]{2}$' };
      body.required = ['message', 'locale'];
    });
    expect(findings(stricter)).toEqual([
      'postMessage parameter-required breaking-for-portal #/requestBody/locale',
      'postMessage field-missing breaking-for-portal #/requestBody/threadId',
      // [CON-14] The new schema of message drops its minLength 2: the provider accepts more.
      'postMessage constraint-widened info #/requestBody/message',
      'postMessage enum-value-missing breaking-for-portal #/requestBody/message',
    ]);
  });
});

describe('[CON-08] constraints of the fields the portal reads', () => {
  test('[CON-08] a read field that loses its enum is breaking', async () => {
    const open = await springdoc(ASSISTANT, (document) => {
      delete at(schema(document, 'MessageContent'), 'properties', 'type').enum;
    });
    expect(findings(open)).toEqual(['getThreadMessages enum-removed breaking-for-portal /data/*/content/*/type']);
  });

  test('[CON-08] a widened enum of a read field is breaking', async () => {
    const wider = await springdoc(ASSISTANT, (document) => {
      at(schema(document, 'MessageContent'), 'properties', 'type').enum = ['text', 'image_file'];
    });
    expect(findings(wider)).toEqual(['getThreadMessages enum-value-added breaking-for-portal /data/*/content/*/type']);
  });

  test('[CON-08] 3.0 `nullable: true` on a read field is breaking', async () => {
    const nullable = await springdoc(CUSTOMER, (document) => {
      const summary = schema(document, 'CustomerSummaryDto');
      at(summary, 'properties', 'customerName').nullable = true;
    });
    expect(findings(nullable, PREFIX)).toEqual([
      'listCustomers nullable breaking-for-portal /*/customerName',
      'getCustomer nullable breaking-for-portal /customerName',
    ]);
  });

  test('[CON-08] required becoming optional (fields not annotated for springdoc) is breaking where read', async () => {
    const unannotated = await springdoc(CUSTOMER, (document) => {
      delete schema(document, 'CustomerSummaryDto').required;
    });
    expect(findings(unannotated, PREFIX)).toEqual([
      'listCustomers field-optional breaking-for-portal /*/id',
      'listCustomers field-optional breaking-for-portal /*/customerName',
      'getCustomer field-optional breaking-for-portal /id',
      'getCustomer field-optional breaking-for-portal /customerName',
    ]);
  });
});

describe('[CON-15] what the provider never returns, ignores or no longer accepts', () => {
  test.each(Object.entries(CON15_CASES))('[CON-15] %s', async (_title, { fixture, change, expected }) => {
    const prefix = fixture === 'customer' ? PREFIX : '';
    const document = await springdoc(fixture === 'customer' ? CUSTOMER : ASSISTANT, change);
    expect(findings(document, prefix).toSorted()).toEqual(expected);
  });
});
