/**
 * The drift fixture: the mock backend over HTTP on 127.0.0.1, with one scripted mutation of the
 * contract applied to both the published spec and the answers. It proves that contract:check and
 * contract:diff find each kind of drift (CON-04).
 *
 * One server serves every mutation under its own prefix:
 * - `/{mutation}/v3/api-docs/{api}`: the hand-written spec `openapi/{api}.yaml` as JSON, mutated
 *   when the mutation concerns that API (what a Spring service publishes at `/v3/api-docs`);
 * - `/{mutation}/…`: the API itself (gateway and assistant paths), answered by the mock handlers
 *   and then mutated.
 * `none` is the unchanged contract. The server stops after `maxRequests` or when idle.
 */
import {
  asArray,
  asObject,
  contractFile,
  contractNames,
  isObject,
  loadOurSpecs,
  loadSpecDocument,
  type JsonObject,
} from '@portal/contract-tools';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/http.ts';

/** An answer as the mutations see it: status, headers and the parsed JSON body. */
export type Answer = { status: number; headers: Record<string, string>; body: unknown };

type Mutation = {
  description: string;
  /** The API whose spec and answers change. */
  api: 'actuator' | 'customer' | 'assistant';
  /** Changes the raw spec document in place. */
  spec(document: JsonObject): void;
  /** Changes an answer of one operation (given the request's URL). */
  answer(operationId: string, answer: Answer, url: URL): Answer;
  /** Refuses a request as the drifted provider validates it (a 400, a 415), before the mock handlers see it. */
  refuse?(operationId: string, url: URL, body: unknown, contentType: string): Answer | undefined;
};

const schemas = (document: JsonObject): JsonObject => asObject(asObject(document.components).schemas);
const property = (document: JsonObject, ...path: string[]): JsonObject => {
  let node = schemas(document);
  for (const [index, name] of path.entries())
    node = asObject(index === 0 ? node[name] : asObject(node.properties)[name]);
  return node;
};
const customersOf = (operationId: string, body: unknown): JsonObject[] =>
  operationId === 'listCustomers'
    ? asArray(body).filter(isObject)
    : operationId === 'getCustomer' && isObject(body)
      ? [body]
      : [];
const unchanged = (_operationId: string, answer: Answer): Answer => answer;
const PROBLEM_JSON = { 'content-type': 'application/problem+json' };

/** The history's first content of every message becomes an image_file (an enum value the contract lacks). */
function sendImageFile(operationId: string, answer: Answer): Answer {
  if (operationId !== 'getThreadMessages') return answer;
  for (const message of asArray(asObject(answer.body).data).map(asObject)) {
    asObject(asArray(message.content)[0]).type = 'image_file';
  }
  return answer;
}

/** A change of ServiceInfo git.commit.time (a field the portal reads): its schema and each answer's value. */
const commitTime = (description: string, schema: JsonObject, convert: (time: string) => unknown): Mutation => ({
  description,
  api: 'actuator',
  spec(document) {
    asObject(property(document, 'ServiceInfo', 'git', 'commit').properties).time = schema;
  },
  answer(operationId, answer) {
    const commit = asObject(asObject(asObject(answer.body).git).commit);
    if (operationId === 'getServiceInfo' && typeof commit.time === 'string') commit.time = convert(commit.time);
    return answer;
  },
});

const pathsOf = (document: JsonObject): JsonObject => asObject(document.paths);
/** Spring's own error body for an unmapped request (no problem details). */
const springError = (status: number, error: string, url: URL): Answer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: { timestamp: new Date(0).toISOString(), status, error, path: url.pathname },
});

/** Spring Boot's error body for an invalid `@Valid` request body (`server.error.include-binding-errors=always`). */
const bindingError = (url: URL, field: string, code: string, message: string, rejected: unknown): Answer => ({
  status: 400,
  headers: { 'content-type': 'application/json' },
  body: {
    timestamp: new Date(0).toISOString(),
    status: 400,
    error: 'Bad Request',
    errors: [
      {
        codes: [`${code}.sendMessageRequest.${field}`, `${code}.${field}`, `${code}.java.lang.String`, code],
        defaultMessage: message,
        objectName: 'sendMessageRequest',
        field,
        rejectedValue: rejected,
        bindingFailure: false,
        code,
      },
    ],
    path: url.pathname,
  },
});

/** Spring's problem details for a 400, with extension members. */
const badRequest = (url: URL, detail: string, extensions: JsonObject = {}): Answer => ({
  status: 400,
  headers: PROBLEM_JSON,
  body: { type: 'about:blank', title: 'Bad Request', status: 400, detail, instance: url.pathname, ...extensions },
});

/** The chat message's schema and, when a sent message breaks `rule`, the provider's refusal. */
const messageSize = (
  description: string,
  bounds: JsonObject,
  refuse?: (message: string, url: URL) => Answer | undefined,
): Mutation => ({
  description,
  api: 'assistant',
  spec(document) {
    Object.assign(property(document, 'SendMessage', 'message'), bounds);
  },
  answer: unchanged,
  refuse: (operationId, url, body) => {
    const message = asObject(body).message;
    return operationId === 'postMessage' && typeof message === 'string' ? refuse?.(message, url) : undefined;
  },
});

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const SINGLE_WORD = /^[a-z]+$/;
const lastSegment = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1) ?? '');

/**
 * The catalogue of CON-04 and CON-05..08 (docs/requirements.md), as a springdoc service would drift,
 * plus a change of a field the portal does not read, (CON-14) constraints on what the portal
 * sends, each enforced the way a Spring service answers it, and (CON-15) a read field that is never
 * returned and a request body media type the provider no longer accepts.
 */
export const MUTATIONS = {
  none: { description: 'The unchanged contract.', api: 'customer', spec: () => undefined, answer: unchanged },
  'renamed-field': {
    description: 'Customer.customerName is renamed to name.',
    api: 'customer',
    spec(document) {
      const customer = property(document, 'Customer');
      const properties = asObject(customer.properties);
      customer.properties = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key === 'customerName' ? 'name' : key, value]),
      );
      customer.required = asArray(customer.required).map((key) => (key === 'customerName' ? 'name' : key));
    },
    answer(operationId, answer) {
      for (const customer of customersOf(operationId, answer.body)) {
        customer.name = customer.customerName;
        delete customer.customerName;
      }
      return answer;
    },
  },
  'retyped-field': commitTime(
    'ServiceInfo git.commit.time becomes epoch seconds (integer) instead of a date-time string.',
    { type: 'integer', format: 'int64' },
    (time) => Math.floor(Date.parse(time) / 1000),
  ),
  'new-enum-value': {
    description: 'MessageContent.type gains the value image_file, and the history sends it.',
    api: 'assistant',
    spec(document) {
      const type = property(document, 'MessageContent', 'type');
      type.enum = [...asArray(type.enum), 'image_file'];
    },
    answer: sendImageFile,
  },
  'removed-operation': {
    description:
      'GET /customer-management/customers/{id} (getCustomer) is gone: Spring answers 404 with its own error body.',
    api: 'customer',
    spec(document) {
      delete asObject(document.paths)['/customer-management/customers/{id}'];
      const list = asObject(
        asObject(asObject(asObject(document.paths)['/customer-management/customers']).get).responses,
      );
      delete asObject(list['200']).links;
    },
    answer(operationId, answer, url) {
      if (operationId !== 'getCustomer') return answer;
      const body = { timestamp: new Date(0).toISOString(), status: 404, error: 'Not Found', path: url.pathname };
      return { status: 404, headers: { 'content-type': 'application/json' }, body };
    },
  },
  'new-required-parameter': {
    description: 'GET /customer-management/customers requires the query parameter page.',
    api: 'customer',
    spec(document) {
      const list = asObject(asObject(asObject(document.paths)['/customer-management/customers']).get);
      list.parameters = [
        ...asArray(list.parameters),
        { name: 'page', in: 'query', required: true, schema: { type: 'integer', minimum: 0 } },
      ];
    },
    answer(operationId, answer, url) {
      if (operationId !== 'listCustomers' || url.searchParams.has('page')) return answer;
      const body = {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: "Required parameter 'page' is not present.",
      };
      return { status: 400, headers: PROBLEM_JSON, body };
    },
  },
  'new-optional-parameter': {
    description:
      'GET /customer-management/customers accepts an optional query parameter page (an addition: info only).',
    api: 'customer',
    spec(document) {
      const list = asObject(asObject(asObject(document.paths)['/customer-management/customers']).get);
      list.parameters = [
        ...asArray(list.parameters),
        { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 0 } },
      ];
    },
    answer: unchanged,
  },
  'nullable-field': {
    description: 'Customer.customerAbbreviation may be null, and is for every customer.',
    api: 'customer',
    spec(document) {
      asObject(property(document, 'Customer').properties).customerAbbreviation = { type: ['string', 'null'] };
    },
    answer(operationId, answer) {
      for (const customer of customersOf(operationId, answer.body)) customer.customerAbbreviation = null;
      return answer;
    },
  },
  'changed-status': {
    description: 'GET /thread (getThread) answers 201 instead of 200.',
    api: 'assistant',
    spec(document) {
      const responses = asObject(asObject(asObject(asObject(document.paths)['/thread']).get).responses);
      responses['201'] = responses['200'];
      delete responses['200'];
    },
    answer: (operationId, answer) => (operationId === 'getThread' ? { ...answer, status: 201 } : answer),
  },
  'changed-content-type': {
    description: "GET /actuator/info/{service} answers with Spring Boot actuator's own media type.",
    api: 'actuator',
    spec(document) {
      const ok = asObject(
        asObject(asObject(asObject(asObject(document.paths)['/actuator/info/{service}']).get).responses)['200'],
      );
      const content = asObject(ok.content);
      ok.content = { 'application/vnd.spring-boot.actuator.v3+json': content['application/json'] };
    },
    answer: (operationId, answer) =>
      operationId === 'getServiceInfo' && answer.status === 200
        ? { ...answer, headers: { ...answer.headers, 'content-type': 'application/vnd.spring-boot.actuator.v3+json' } }
        : answer,
  },
  'added-field': {
    description: 'Customer gains logoUrl: an addition, info only (the run passes).',
    api: 'customer',
    spec(document) {
      asObject(property(document, 'Customer').properties).logoUrl = { type: 'string' };
    },
    answer(operationId, answer) {
      for (const customer of customersOf(operationId, answer.body)) customer.logoUrl = '/assets/logo.svg';
      return answer;
    },
  },
  'retyped-unused-field': {
    description: 'Annotation.start_index becomes a string: a field the portal does not read.',
    api: 'assistant',
    spec(document) {
      asObject(property(document, 'Annotation').properties).start_index = { type: 'string' };
    },
    answer(operationId, answer) {
      if (operationId !== 'getThreadMessages') return answer;
      for (const message of asArray(asObject(answer.body).data).map(asObject)) {
        for (const content of asArray(message.content).map(asObject)) {
          for (const annotation of asArray(asObject(content.text).annotations).map(asObject)) {
            if (typeof annotation.start_index === 'number') annotation.start_index = String(annotation.start_index);
          }
        }
      }
      return answer;
    },
  },
  'changed-path': {
    description:
      'getCustomer moves to /customer-management/customers/by-id/{id}; its operationId (the Java method) stays.',
    api: 'customer',
    spec(document) {
      const paths = pathsOf(document);
      paths['/customer-management/customers/by-id/{id}'] = paths['/customer-management/customers/{id}'];
      delete paths['/customer-management/customers/{id}'];
    },
    answer: (operationId, answer, url) => (operationId === 'getCustomer' ? springError(404, 'Not Found', url) : answer),
  },
  'changed-method': {
    description: 'getThread becomes POST /thread (a @PostMapping); its operationId stays.',
    api: 'assistant',
    spec(document) {
      const thread = asObject(pathsOf(document)['/thread']);
      thread.post = thread.get;
      delete thread.get;
    },
    answer: (operationId, answer, url) =>
      operationId === 'getThread' ? springError(405, 'Method Not Allowed', url) : answer,
  },
  'retyped-body-field': {
    description: 'SendMessage.message becomes an object { text }: the string the portal sends is refused.',
    api: 'assistant',
    spec(document) {
      const message = { type: 'object', required: ['text'], properties: { text: { type: 'string' } } };
      asObject(property(document, 'SendMessage').properties).message = message;
    },
    answer(operationId, answer) {
      if (operationId !== 'postMessage') return answer;
      const body = { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'Failed to read request' };
      return { status: 400, headers: PROBLEM_JSON, body };
    },
  },
  'dropped-enum': {
    description: 'MessageContent.type loses its enum (any string), and the history sends image_file.',
    api: 'assistant',
    spec(document) {
      delete property(document, 'MessageContent', 'type').enum;
    },
    answer: sendImageFile,
  },
  'changed-format': commitTime(
    'ServiceInfo git.commit.time becomes a date (format date) instead of a date-time.',
    { type: 'string', format: 'date' },
    (time) => time.slice(0, 10),
  ),
  'optional-field': {
    description: 'Customer.validEmailDomains is no longer required (not annotated), and the answers leave it out.',
    api: 'customer',
    spec(document) {
      const customer = property(document, 'Customer');
      customer.required = asArray(customer.required).filter((name) => name !== 'validEmailDomains');
    },
    answer(operationId, answer) {
      for (const customer of customersOf(operationId, answer.body)) delete customer.validEmailDomains;
      return answer;
    },
  },
  'sent-max-length': messageSize(
    "SendMessage.message gets @Size(max = 20) (maxLength 20): a longer message is refused with 400 (Spring Boot's error body with its binding errors).",
    { maxLength: 20 },
    (message, url) =>
      message.length > 20 ? bindingError(url, 'message', 'Size', 'size must be between 0 and 20', message) : undefined,
  ),
  'sent-min-length': messageSize(
    'SendMessage.message gets @Size(min = 40) (minLength 40): a shorter message is refused with 400 (problem details listing the field by pointer, RFC 9457).',
    { minLength: 40 },
    (message, url) =>
      message.length < 40
        ? badRequest(url, 'Invalid request content.', {
            errors: [{ detail: 'size must be between 40 and 2147483647', pointer: '#/message' }],
          })
        : undefined,
  ),
  'sent-widened': messageSize(
    'SendMessage.message accepts a single character (@Size(min = 1) instead of 2): the provider accepts more, info only (the run passes).',
    { minLength: 1 },
  ),
  'sent-pattern': {
    description:
      'The service path parameter gets @Pattern(regexp = "^[a-z]+$"): the services with a hyphen are refused with 400 (the constraint violation as the problem\'s detail).',
    api: 'actuator',
    spec(document) {
      schemas(document).ServiceName = { ...asObject(schemas(document).ServiceName), pattern: SINGLE_WORD.source };
    },
    answer: unchanged,
    refuse: (operationId, url) =>
      operationId === 'getServiceInfo' && !SINGLE_WORD.test(lastSegment(url))
        ? badRequest(url, `getServiceInfo.service: must match "${SINGLE_WORD.source}"`)
        : undefined,
  },
  'sent-format': {
    description:
      'threadId becomes a UUID (format uuid) in GET /thread/{threadId} and in SendMessage: the ids the service issued before are refused with 400 (a failed conversion; a body it cannot read).',
    api: 'assistant',
    spec(document) {
      const messages = asObject(asObject(pathsOf(document)['/thread/{threadId}']).get);
      const threadId = asArray(messages.parameters)
        .map(asObject)
        .find((parameter) => parameter.name === 'threadId');
      asObject(threadId?.schema).format = 'uuid';
      property(document, 'SendMessage', 'threadId').format = 'uuid';
    },
    answer: unchanged,
    refuse(operationId, url, body) {
      if (operationId === 'getThreadMessages' && !UUID.test(lastSegment(url)))
        return badRequest(url, `Failed to convert 'threadId' with value: '${lastSegment(url)}'`);
      const threadId = asObject(body).threadId;
      if (operationId === 'postMessage' && !(typeof threadId === 'string' && UUID.test(threadId)))
        return badRequest(url, 'Failed to read request');
      return undefined;
    },
  },
  'sent-query-max-length': {
    description:
      "The customer service's customerId query parameter gets @Size(max = 5): the portal's customer ids (c-0001) are refused with 400 (problem details with invalid-params, RFC 7807); contract:check sends it with --customer.",
    api: 'customer',
    spec(document) {
      const customerId = asObject(asObject(asObject(document.components).parameters).CustomerIdQuery);
      asObject(customerId.schema).maxLength = 5;
    },
    answer: unchanged,
    refuse(operationId, url) {
      const customerId = url.searchParams.get('customerId');
      if (!['listCustomers', 'getCustomer'].includes(operationId) || customerId === null || customerId.length <= 5)
        return undefined;
      return badRequest(url, 'Validation failure', {
        'invalid-params': [{ name: 'customerId', reason: 'size must be between 0 and 5' }],
      });
    },
  },
  'write-only-field': {
    description:
      'Customer.customerName becomes writeOnly (a Jackson @JsonProperty(access = WRITE_ONLY)): the answers leave it out (CON-15).',
    api: 'customer',
    spec(document) {
      property(document, 'Customer', 'customerName').writeOnly = true;
    },
    answer(operationId, answer) {
      for (const customer of customersOf(operationId, answer.body)) delete customer.customerName;
      return answer;
    },
  },
  'changed-request-media-type': {
    description:
      'POST /message consumes application/xml only (consumes = "application/xml"): the JSON the portal sends is refused with 415, Spring\'s error body and Accept: application/xml (CON-15).',
    api: 'assistant',
    spec(document) {
      const body = asObject(asObject(asObject(pathsOf(document)['/message']).post).requestBody);
      body.content = { 'application/xml': asObject(body.content)['application/json'] };
    },
    answer: unchanged,
    refuse: (operationId, url, _body, contentType) =>
      operationId === 'postMessage' && !/^application\/xml\s*(;|$)/i.test(contentType)
        ? {
            ...springError(415, 'Unsupported Media Type', url),
            headers: { 'content-type': 'application/json', accept: 'application/xml' },
          }
        : undefined,
  },
  'service-paths': {
    description:
      'The customer service publishes its own paths, without the gateway prefix /customer-management (not drift: contract:diff --path-prefix puts it back, once; CON-13).',
    api: 'customer',
    spec(document) {
      const paths = asObject(document.paths);
      for (const [path, item] of Object.entries(paths)) {
        delete paths[path];
        paths[path.replace(/^\/customer-management(?=\/)/, '')] = item;
      }
    },
    answer: unchanged,
  },
} satisfies Record<string, Mutation>;

export type MutationName = keyof typeof MUTATIONS;
const isMutationName = (name: string | undefined): name is MutationName =>
  name !== undefined && Object.hasOwn(MUTATIONS, name);
export const MUTATION_NAMES: MutationName[] = Object.keys(MUTATIONS).filter(isMutationName);

/** What new threads hold, so that message fields are really checked: a welcome, then a cited answer. */
const SEED_MESSAGES = ['Hello!', 'Where do I find my environments?'];

type Route = { operationId: string; method: string; pattern: RegExp };

const toPattern = (path: string): RegExp =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);

/** Fills a new thread with {@link SEED_MESSAGES} through the mock handlers. */
async function seedThread(threadId: string, url: URL, headers: Headers, next: (request: Request) => Promise<Response>) {
  for (const message of SEED_MESSAGES) {
    const body = JSON.stringify({ threadId, message });
    const init = {
      method: 'POST',
      headers: { authorization: headers.get('authorization') ?? '', 'content-type': 'application/json' },
      body,
    };
    await next(new Request(new URL('/message', url), init));
  }
}

/** Options of {@link startDriftFixture}. */
export type DriftFixtureOptions = {
  port: number;
  /** Stop after serving this many requests (default 5,000). */
  maxRequests?: number;
  /** Stop after this long without a request (default 2 minutes). */
  idleTimeoutMs?: number;
  /** Stop after this long in any case (default 30 minutes). */
  maxLifetimeMs?: number;
};

/** Starts the fixture on 127.0.0.1; `url/{mutation}` is the base URL to check. */
export async function startDriftFixture({
  port,
  maxRequests = 5000,
  idleTimeoutMs = 120_000,
  maxLifetimeMs = 1_800_000,
}: DriftFixtureOptions): Promise<MockHttpServer> {
  const routes: Route[] = (await loadOurSpecs()).flatMap((spec) =>
    spec.operations.map((operation) => ({
      operationId: operation.operationId,
      method: operation.method,
      pattern: toPattern(operation.path),
    })),
  );
  const raw = new Map<string, JsonObject>();
  for (const name of contractNames()) raw.set(name, await loadSpecDocument(contractFile(name)));

  const publish = (mutation: Mutation, api: string): Response => {
    const document = raw.get(api);
    if (!document) return Response.json({ status: 404, error: 'Not Found' }, { status: 404 });
    const copy = structuredClone(document);
    if (mutation.api === api) mutation.spec(copy);
    return Response.json(copy);
  };

  const intercept = async (request: Request, next: (request: Request) => Promise<Response>): Promise<Response> => {
    const url = new URL(request.url);
    const [, name, ...rest] = url.pathname.split('/');
    if (!isMutationName(name)) {
      return Response.json(
        { title: 'Unknown mutation', status: 404, detail: `Use one of: ${MUTATION_NAMES.join(', ')}` },
        { status: 404 },
      );
    }
    const mutation: Mutation = MUTATIONS[name];
    const path = `/${rest.join('/')}`;
    const docs = /^\/v3\/api-docs\/([\w-]+)$/.exec(path);
    if (docs?.[1]) return publish(mutation, docs[1]);
    const forwardedUrl = new URL(`${path}${url.search}`, url);
    const route = routes.find((candidate) => candidate.method === request.method && candidate.pattern.test(path));
    const sent: unknown = request.body
      ? await request
          .clone()
          .json()
          .catch(() => undefined)
      : undefined;
    const contentType = request.headers.get('content-type') ?? '';
    const refusal = route ? mutation.refuse?.(route.operationId, forwardedUrl, sent, contentType) : undefined;
    if (refusal) return Response.json(refusal.body, { status: refusal.status, headers: refusal.headers });
    const response = await next(new Request(forwardedUrl, request));
    if (!route) return response;
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      return new Response(text, response);
    }
    if (route.operationId === 'getThread' && response.ok)
      await seedThread(String(asObject(body).threadId), forwardedUrl, request.headers, next);
    const answer = mutation.answer(
      route.operationId,
      { status: response.status, headers: Object.fromEntries(response.headers), body },
      forwardedUrl,
    );
    const headers = { ...answer.headers };
    delete headers['content-length'];
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers });
  };

  const server = await startMockHttpServer({ port, maxRequests, idleTimeoutMs, intercept });
  const lifetime = setTimeout(() => void server.close(), maxLifetimeMs);
  lifetime.unref();
  return {
    url: server.url,
    close: () => {
      clearTimeout(lifetime);
      return server.close();
    },
  };
}
