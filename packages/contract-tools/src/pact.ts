/**
 * The portal's consumer contract in Pact's format (specification v4): one file per provider, from
 * the usage manifest and the contracts. Each interaction is a request the portal really makes (its
 * path, the `customerId` query parameter its http client adds, the bearer token, the JSON it sends)
 * and only the response fields it reads, with matchers on types and patterns, never on values.
 */
import { asArray, asObject, isObject, type JsonObject } from './json.ts';
import { expectedBody, rule, type MatchingRule } from './pact-body.ts';
import type { SpecOperation } from './openapi.ts';
import { apiName, isJsonMediaType, isSuccessStatus, type LoadedSpec } from './specs.ts';
import type { UsageManifest } from './usage.ts';
import { PACKAGE_VERSION } from './version.ts';

export const CONSUMER = 'management-portal';

/**
 * The providers, one pact each. customer-management and the assistant are services with builds of
 * their own. The actuator paths (`/actuator/info/{service}`) exist only at the API gateway, which
 * routes them to each service's Spring Boot actuator: one provider, the gateway.
 * `stripPrefix`: the gateway's route prefix, which the service behind it never sees.
 */
export const PACT_PROVIDERS: Record<string, { name: string; stripPrefix: string }> = {
  customer: { name: 'customer-management', stripPrefix: '/customer-management' },
  assistant: { name: 'assistant', stripPrefix: '' },
  actuator: { name: 'api-gateway-actuator', stripPrefix: '' },
};

/** Example values the contracts' own examples use, and the provider state that makes each exist. */
const STATES: Record<string, { state: string; param: string; example: string }> = {
  id: { state: 'a customer exists', param: 'id', example: 'c-0001' },
  threadId: { state: 'a thread with messages exists', param: 'threadId', example: 'thread_8xQ2mK4pLr' },
};
const CUSTOMER_ID = 'c-0001';
const JSON_HEADER = rule({ match: 'regex', regex: String.raw`^application/json(\s*;.*)?$` });

type Interaction = JsonObject & { description: string };

const successOf = (operation: SpecOperation) => {
  const [status, response] = Object.entries(operation.responses).find(([key]) => isSuccessStatus(key)) ?? [];
  const content = asObject(asObject(response).content);
  const media = Object.keys(content).find(isJsonMediaType);
  const json = asObject(media === undefined ? undefined : content[media]);
  const example = asObject(Object.values(asObject(json.examples))[0]).value ?? json.example;
  return { status: Number(status ?? 200), schema: isObject(json.schema) ? json.schema : undefined, example };
};

const requestExample = (operation: SpecOperation): unknown => {
  const media = asObject(asObject(asObject(operation.requestBody).content)['application/json']);
  return asObject(Object.values(asObject(media.examples))[0]).value ?? media.example;
};

/** One interaction per concrete path: an enum path parameter gives one per value, as the portal calls each. */
function interactionsOf(operation: SpecOperation, manifest: UsageManifest, stripPrefix: string): Interaction[] {
  const reads = manifest.operations[operation.operationId]?.reads ?? [];
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const stated = pathParameters
    .map((parameter) => STATES[String(parameter.name)])
    .filter((state) => state !== undefined);
  const choices = pathParameters.map((parameter) => {
    const values = asArray(asObject(parameter.schema).enum).map(String);
    return values.length > 0 ? values : [STATES[String(parameter.name)]?.example ?? 'example'];
  });
  const combinations = choices.reduce<string[][]>(
    (all, values) => all.flatMap((prefix) => values.map((value) => [...prefix, value])),
    [[]],
  );
  const template = operation.path.startsWith(`${stripPrefix}/`)
    ? operation.path.slice(stripPrefix.length)
    : operation.path;
  const success = successOf(operation);
  const response = success.schema ? expectedBody(success.schema, reads, success.example) : undefined;
  const sent = operation.requestBody ? requestExample(operation) : undefined;
  // A body the portal sends to a thread names the thread: it must exist at the provider.
  const bodyThread = isObject(sent) && typeof sent.threadId === 'string' ? STATES.threadId : undefined;
  const states = [...stated, ...(bodyThread ? [bodyThread] : [])];
  return combinations.map((values) => {
    const path = pathParameters.reduce(
      (result, parameter, index) => result.replace(`{${String(parameter.name)}}`, values[index] ?? ''),
      template,
    );
    const generated = pathParameters.some((parameter) => STATES[String(parameter.name)]);
    const body = isObject(sent) && bodyThread ? { ...sent, threadId: bodyThread.example } : sent;
    return {
      type: 'Synchronous/HTTP',
      description: `${operation.operationId}: ${operation.method} ${path}`,
      pending: false,
      providerStates: states.map(({ state, param, example }) => ({ name: state, params: { [param]: example } })),
      request: {
        method: operation.method,
        path,
        query: { customerId: [CUSTOMER_ID] },
        headers: {
          Authorization: ['Bearer an-access-token'],
          Accept: ['application/json, text/plain, */*'],
          ...(body === undefined ? {} : { 'Content-Type': ['application/json'] }),
        },
        ...(body === undefined ? {} : { body: { content: body, contentType: 'application/json', encoded: false } }),
        matchingRules: {
          query: { customerId: rule({ match: 'type' }) },
          header: { Authorization: rule({ match: 'regex', regex: String.raw`^Bearer \S+$` }) },
          ...(generated ? { path: rule({ match: 'type' }) } : {}),
        },
        generators: {
          ...(generated
            ? {
                path: {
                  type: 'ProviderState',
                  expression: template.replaceAll(/\{(\w+)\}/g, '$${$1}'),
                  dataType: 'STRING',
                },
              }
            : {}),
          ...(bodyThread
            ? { body: { '$.threadId': { type: 'ProviderState', expression: '${threadId}', dataType: 'STRING' } } }
            : {}),
        },
      },
      response: {
        status: success.status,
        headers: response ? { 'Content-Type': ['application/json'] } : {},
        ...(response ? { body: { content: response.body, contentType: 'application/json', encoded: false } } : {}),
        matchingRules: {
          ...(response ? { header: { 'Content-Type': JSON_HEADER } } : {}),
          ...(response && Object.keys(response.rules).length > 0
            ? { body: response.rules satisfies Record<string, MatchingRule> }
            : {}),
        },
      },
    };
  });
}

/** The pact for each provider the portal calls, by file name (`management-portal-assistant.json`). */
export function buildPacts(specs: LoadedSpec[], manifest: UsageManifest): Map<string, JsonObject> {
  const pacts = new Map<string, JsonObject>();
  for (const spec of specs) {
    const provider = PACT_PROVIDERS[apiName(spec)];
    if (!provider) throw new Error(`No Pact provider for the contract ${spec.source}.`);
    const interactions = spec.operations
      .filter((operation) => manifest.operations[operation.operationId] !== undefined)
      .flatMap((operation) => interactionsOf(operation, manifest, provider.stripPrefix))
      .toSorted((a, b) => a.description.localeCompare(b.description));
    if (interactions.length === 0) continue;
    pacts.set(`${CONSUMER}-${provider.name}.json`, {
      consumer: { name: CONSUMER },
      provider: { name: provider.name },
      interactions,
      metadata: {
        pactSpecification: { version: '4.0' },
        'portal-contract': { version: PACKAGE_VERSION, contract: spec.source },
      },
    });
  }
  return pacts;
}
