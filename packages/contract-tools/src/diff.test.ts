// @vitest-environment node
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { diffSpecs, relevantSpecs } from './diff.ts';
import { compareSchemas, type Add } from './diff-schema.ts';
import { asObject, type JsonObject } from './json.ts';
import { loadSpecDocument } from './load-spec.ts';
import { listOperations } from './openapi.ts';
import { resolveRefs } from './resolve-refs.ts';
import { deriveManifest, PORTAL_ROOT as ROOT } from './derive-usage.ts';
import { loadOurSpecs, type LoadedSpec } from './specs.ts';
import type { UsageManifest } from './usage.ts';

let ours: LoadedSpec[];
let manifest: UsageManifest;
const raw: Record<string, JsonObject> = {};

beforeAll(async () => {
  ours = await loadOurSpecs();
  manifest = await deriveManifest(ours);
  for (const api of ['actuator', 'customer', 'assistant']) {
    raw[api] = await loadSpecDocument(join(ROOT, 'openapi', `${api}.yaml`));
  }
});

/** The provider's document after a change to a copy of one hand-written spec. */
const provider = async (api: string, change: (document: JsonObject) => void = () => undefined): Promise<LoadedSpec> => {
  const document = structuredClone(raw[api] ?? {});
  change(document);
  const resolved = await resolveRefs(document, join(ROOT, 'openapi', `${api}.yaml`));
  return { source: `${api} (provider)`, document: resolved, operations: listOperations(resolved) };
};
const at = (document: JsonObject, ...path: string[]): JsonObject =>
  path.reduce<JsonObject>((node, key) => asObject(node[key]), document);
const findings = (theirs: LoadedSpec, usage: UsageManifest = manifest, prefix = '') =>
  diffSpecs(relevantSpecs(ours, theirs, prefix), theirs, usage, prefix).findings.map(
    (finding) => `${finding.operationId} ${finding.kind} ${finding.class} ${finding.pointer}`,
  );
/** The manifest without some operations, or without some fields of one operation. */
const without = (operationIds: string[], fields: Record<string, string[]> = {}): UsageManifest => ({
  ...manifest,
  operations: Object.fromEntries(
    Object.entries(manifest.operations)
      .filter(([id]) => !operationIds.includes(id))
      .map(([id, used]) => [id, { ...used, reads: used.reads.filter((read) => !fields[id]?.includes(read)) }]),
  ),
});

describe('[CON-03] contract:diff classifies by what the portal uses', () => {
  test('a Spring-style 3.0 document behind a gateway prefix, with other parameter names, matches without findings', async () => {
    const springdoc = await provider('customer', (document) => {
      document.openapi = '3.0.1';
      delete at(document, 'info', 'license').identifier;
      const paths = at(document, 'paths');
      document.paths = {
        '/customers': paths['/customer-management/customers'],
        '/customers/{customerId}': paths['/customer-management/customers/{id}'],
      };
      const get = at(document, 'paths', '/customers/{customerId}', 'get');
      const [id, query]: unknown[] = Array.isArray(get.parameters) ? get.parameters : [];
      get.parameters = [{ ...asObject(id), name: 'customerId' }, query];
    });
    expect(findings(springdoc, manifest, '/customer-management')).toEqual([]);
  });

  test('springdoc defaults match: `*/*` responses, generated operationIds, an OpenID Connect scheme', async () => {
    const springdoc = await provider('customer', (document) => {
      at(document, 'components').securitySchemes = {
        keycloak: { type: 'openIdConnect', openIdConnectUrl: 'https://idp.example/.well-known/openid-configuration' },
      };
      document.security = [{ keycloak: [] }];
      for (const path of ['/customer-management/customers', '/customer-management/customers/{id}']) {
        const get = at(document, 'paths', path, 'get');
        get.operationId = `${String(get.operationId)}_1`;
        const ok = at(get, 'responses', '200');
        ok.content = { '*/*': at(ok, 'content', 'application/json') };
      }
    });
    expect(findings(springdoc)).toEqual([]);
  });

  test('a provider that declares no security is spec-debt, not breaking: it still accepts the token', async () => {
    const open = await provider('actuator', (document) => {
      delete document.security;
    });
    expect(findings(open)).toEqual(['getServiceInfo auth-changed spec-debt #/security']);
  });

  test('OpenAPI 3.0 `nullable: true` is normalised: it reads as a nullable field', async () => {
    const springdoc = await provider('customer', (document) => {
      document.openapi = '3.0.1';
      at(document, 'components', 'schemas', 'Customer', 'properties', 'customerName').nullable = true;
    });
    expect(findings(springdoc)).toEqual([
      'listCustomers nullable breaking-for-portal /*/customerName',
      'getCustomer nullable breaking-for-portal /customerName',
    ]);
  });

  test('an operation or field the portal does not use is spec-debt, never breaking', async () => {
    const removed = await provider('customer', (document) => {
      delete at(document, 'paths')['/customer-management/customers/{id}'];
      delete at(document, 'components', 'schemas', 'Customer', 'properties').validEmailDomains;
      at(document, 'components', 'schemas', 'Customer').required = ['id', 'customerName', 'customerAbbreviation'];
    });
    const usage = without(['getCustomer'], { listCustomers: ['/*/validEmailDomains'] });
    expect(findings(removed, usage)).toEqual([
      'listCustomers field-missing spec-debt /*/validEmailDomains',
      'getCustomer operation-missing spec-debt #',
    ]);
    // The same change against the real manifest: the portal reads both, so both break it.
    expect(findings(removed)).toEqual([
      'listCustomers field-missing breaking-for-portal /*/validEmailDomains',
      'getCustomer operation-missing breaking-for-portal #',
    ]);
  });

  test('a new enum value is breaking only in a field the portal reads', async () => {
    const image = await provider('assistant', (document) => {
      at(document, 'components', 'schemas', 'MessageContent', 'properties', 'type').enum = ['text', 'image_file'];
    });
    const unread = without([], { getThreadMessages: ['/data/*/content/*/type'] });
    expect(findings(image, unread)).toEqual(['getThreadMessages enum-value-added info /data/*/content/*/type']);
  });

  test('a changed auth scheme breaks every used operation', async () => {
    const basic = await provider('actuator', (document) => {
      at(document, 'components', 'securitySchemes').bearerAuth = { type: 'http', scheme: 'basic' };
    });
    expect(findings(basic)).toEqual(['getServiceInfo auth-changed breaking-for-portal #/security']);
  });

  test('a path parameter value the portal sends and the provider no longer accepts is breaking', async () => {
    const fewer = await provider('actuator', (document) => {
      at(document, 'components', 'schemas', 'ServiceName').enum = ['gateway', 'hub'];
    });
    expect(findings(fewer)).toEqual(['getServiceInfo parameter-changed breaking-for-portal #/parameters/path/service']);
  });

  test('a body field the provider requires and the portal does not send is breaking', async () => {
    const stricter = await provider('assistant', (document) => {
      const body = at(document, 'components', 'schemas', 'SendMessage');
      body.properties = { ...at(body, 'properties'), language: { type: 'string' } };
      body.required = ['threadId', 'message', 'language'];
    });
    expect(findings(stricter)).toEqual([
      'postMessage parameter-required breaking-for-portal #/requestBody/language',
      // The published request schema is not the reply: no response finding.
    ]);
  });

  test('additions are info: an operation, an optional parameter and a response field', async () => {
    const richer = await provider('customer', (document) => {
      at(document, 'paths')['/customer-management/customers/{id}/contacts'] = {
        get: { operationId: 'listContacts', responses: { '200': { description: 'The contacts.' } } },
      };
      const list = at(document, 'paths', '/customer-management/customers', 'get');
      list.parameters = [
        ...(Array.isArray(list.parameters) ? list.parameters : []),
        { name: 'page', in: 'query', schema: { type: 'integer' } },
      ];
      at(document, 'components', 'schemas', 'Customer', 'properties').logoUrl = { type: 'string' };
    });
    expect(findings(richer)).toEqual([
      'listCustomers parameter-added info #/parameters/query/page',
      'listCustomers field-added info /*/logoUrl',
      'getCustomer field-added info /logoUrl',
      'listContacts operation-added info #',
    ]);
  });
});

/** The actuator spec with another schema for git.commit.time (a date-time the portal reads). */
const withTime = (time: JsonObject) =>
  provider('actuator', (document) => {
    const git = at(document, 'components', 'schemas', 'ServiceInfo', 'properties', 'git', 'properties');
    at(git, 'commit', 'properties').time = time;
  });

describe('[CON-08] format and pattern of read fields', () => {
  test('[CON-08] a read date-time that changes its format or loses it is breaking', async () => {
    const date = await withTime({ type: 'string', format: 'date' });
    const none = await withTime({ type: 'string' });
    expect(findings(date)).toEqual(['getServiceInfo format-changed breaking-for-portal /git/commit/time']);
    expect(findings(none)).toEqual(['getServiceInfo format-changed breaking-for-portal /git/commit/time']);
  });

  test('[CON-08] a changed pattern is breaking where the portal reads the field, spec-debt elsewhere', () => {
    const seen: string[] = [];
    const add: Add = (kind, cls, pointer) => seen.push(`${kind} ${cls} ${pointer}`);
    const mine = { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{3}$' } } };
    const theirs = { type: 'object', properties: { code: { type: 'string', pattern: '^[A-Z]{2,5}$' } } };
    const used = { api: 'x', method: 'GET', path: '/x', calledFrom: [], reads: ['/code'] };
    compareSchemas(mine, theirs, [], used, add);
    compareSchemas(mine, theirs, [], { ...used, reads: [] }, add);
    expect(seen).toEqual(['pattern-changed breaking-for-portal /code', 'pattern-changed spec-debt /code']);
  });
});
