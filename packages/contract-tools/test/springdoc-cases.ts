/**
 * The CON-15 table: the springdoc fixtures (fixtures/springdoc/) changed one way each, and what
 * contract:diff must report: a field the portal reads that the provider marks `writeOnly`
 * (directly, through a `$ref`, an `allOf` part, an array's items), a field it sends marked
 * `readOnly`, and the request body's media types. Shared by the package's unit test
 * (src/springdoc.test.ts) and the test of the packed, installed bin (scripts/dist/contract-tools-pack.test.ts).
 */
import { asObject, type JsonObject } from '../src/json.ts';

/** The fixture files: the customer service's 3.0 YAML (compared with `--path-prefix`) and the assistant's 3.1 JSON. */
export const SPRINGDOC_FILES = { customer: 'customer-management.yaml', assistant: 'assistant.json' } as const;
export const CUSTOMER_PREFIX = '/customer-management';

/**
 * What springdoc publishes of the portal's parameters: no `minLength: 1` on an id the service does
 * not validate (`@Size(min = 1)` would publish it), so the provider accepts more than the portal
 * sends: info (CON-14), the same in every document derived from these fixtures.
 */
export const PUBLISHED_WIDER = [
  'listCustomers constraint-widened info #/parameters/query/customerId',
  'getCustomer constraint-widened info #/parameters/path/id',
  'getCustomer constraint-widened info #/parameters/query/customerId',
  'getThread constraint-widened info #/parameters/query/customerId',
  'getThreadMessages constraint-widened info #/parameters/path/threadId',
  'getThreadMessages constraint-widened info #/parameters/query/customerId',
  'postMessage constraint-widened info #/parameters/query/customerId',
];

/** The node at a path of object keys. */
export const at = (document: JsonObject, ...path: string[]): JsonObject =>
  path.reduce<JsonObject>((node, key) => asObject(node[key]), document);
const schema = (document: JsonObject, name: string, ...path: string[]) =>
  at(document, 'components', 'schemas', name, ...path);
const property = (document: JsonObject, name: string, field: string) => schema(document, name, 'properties', field);

/**
 * The assistant's POST /message accepting its body as these media types only, each with
 * `@Size(max = 20)` on the message: where the body is compared, that is {@link SIZED}.
 */
const consumes =
  (...types: string[]) =>
  (document: JsonObject) => {
    const body = at(document, 'paths', '/message', 'post', 'requestBody');
    const media = at(body, 'content', 'application/json');
    body.content = Object.fromEntries(types.map((type) => [type, media]));
    property(document, 'SendMessage', 'message').maxLength = 20;
  };
const SIZED = 'postMessage constraint-tightened breaking-for-portal #/requestBody/message';
const JSON_REMOVED = 'postMessage media-type-removed breaking-for-portal #/requestBody/content/application~1json';

export type SpringdocCase = {
  fixture: keyof typeof SPRINGDOC_FILES;
  change: (document: JsonObject) => void;
  /** `operationId kind class pointer` of every finding but {@link PUBLISHED_WIDER}, sorted. */
  expected: string[];
};

/** The cases by title (each test is `[CON-15] <title>`). */
export const CON15_CASES: Record<string, SpringdocCase> = {
  'a read field marked writeOnly (@JsonProperty(access = WRITE_ONLY)) is never returned: breaking': {
    fixture: 'assistant',
    change: (document) => void (property(document, 'Thread', 'threadId').writeOnly = true),
    expected: ['getThread field-write-only breaking-for-portal /threadId'],
  },
  'writeOnly on a schema a read field references ($ref): breaking at the field, once': {
    fixture: 'assistant',
    change: (document) => void (schema(document, 'MessageText').writeOnly = true),
    expected: ['getThreadMessages field-write-only breaking-for-portal /data/*/content/*/text'],
  },
  'writeOnly beside a $ref (OpenAPI 3.1): breaking': {
    fixture: 'assistant',
    change: (document) => {
      schema(document, 'MessageContent', 'properties').text = {
        $ref: '#/components/schemas/MessageText',
        writeOnly: true,
      };
    },
    expected: ['getThreadMessages field-write-only breaking-for-portal /data/*/content/*/text'],
  },
  'writeOnly in an allOf part (CustomerDto extends CustomerSummaryDto): breaking in the list and the item': {
    fixture: 'customer',
    change: (document) => void (property(document, 'CustomerSummaryDto', 'customerName').writeOnly = true),
    expected: [
      'getCustomer field-write-only breaking-for-portal /customerName',
      'listCustomers field-write-only breaking-for-portal /*/customerName',
    ],
  },
  "writeOnly on a field of an array's items: breaking": {
    fixture: 'assistant',
    change: (document) => void (property(document, 'Message', 'role').writeOnly = true),
    expected: ['getThreadMessages field-write-only breaking-for-portal /data/*/role'],
  },
  "writeOnly on an array's items: breaking": {
    fixture: 'assistant',
    change: (document) => void (at(property(document, 'MessageList', 'data'), 'items').writeOnly = true),
    expected: ['getThreadMessages field-write-only breaking-for-portal /data/*'],
  },
  'writeOnly on a field the portal does not read: spec-debt': {
    fixture: 'assistant',
    change: (document) => void (property(document, 'Annotation', 'start_index').writeOnly = true),
    expected: ['getThreadMessages field-write-only spec-debt /data/*/content/*/text/annotations/*/start_index'],
  },
  'a sent field marked readOnly (@JsonProperty(access = READ_ONLY)) is ignored: breaking': {
    fixture: 'assistant',
    change: (document) => void (property(document, 'SendMessage', 'threadId').readOnly = true),
    expected: ['postMessage field-read-only breaking-for-portal #/requestBody/threadId'],
  },
  'readOnly in a response, writeOnly in a request, a required readOnly field not sent: no finding': {
    fixture: 'assistant',
    change: (document) => {
      property(document, 'Thread', 'threadId').readOnly = true;
      property(document, 'SendMessage', 'message').writeOnly = true;
      schema(document, 'SendMessage', 'properties').id = { type: 'string', readOnly: true };
      schema(document, 'SendMessage').required = ['id', 'message', 'threadId'];
    },
    expected: [],
  },
  'POST /message consumes application/xml only: breaking, naming it': {
    fixture: 'assistant',
    change: consumes('application/xml'),
    expected: [JSON_REMOVED],
  },
  'POST /message consumes application/problem+json only (a JSON type, not the one the portal sends): breaking': {
    fixture: 'assistant',
    change: consumes('application/problem+json'),
    expected: [JSON_REMOVED],
  },
  ...Object.fromEntries(
    ['application/*+json', 'application/*', '*/*', 'Application/JSON; charset=UTF-8'].map((type) => [
      `POST /message consumes ${type} instead, which includes application/json: no media finding, the body's fields compared`,
      { fixture: 'assistant', change: consumes(type), expected: [SIZED] } satisfies SpringdocCase,
    ]),
  ),
  'application/xml beside application/json;charset=UTF-8: no media finding, the JSON body compared': {
    fixture: 'assistant',
    change: consumes('application/xml', 'application/json;charset=UTF-8'),
    expected: [SIZED],
  },
};
