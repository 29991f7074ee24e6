/**
 * Every operation of the three specs, with the method and path the generated orval handlers use.
 * Paths are read from the generated handlers themselves, so overrides and guards can never drift
 * from them.
 */
import { matchRequestUrl, type HttpHandler } from 'msw';
import * as actuator from '../src/api/generated/actuator/actuator.msw.ts';
import * as assistant from '../src/api/generated/assistant/assistant.msw.ts';
import * as customer from '../src/api/generated/customer/customer.msw.ts';

/** Method (lower case, as in `http[method]`) and path pattern (wildcard prefix: any base URL) of one operation. */
export type Operation = { method: 'get' | 'post'; path: string };

// orval names each operation's handler factory `get<OperationId>MockHandler`.
type HandlerName = Extract<keyof (typeof actuator & typeof assistant & typeof customer), `get${string}MockHandler`>;
/** The operationIds of the three specs, as orval generated them. */
export type OperationId = HandlerName extends `get${infer Name}MockHandler` ? Uncapitalize<Name> : never;

const operationOf = (handler: HttpHandler): Operation => {
  const { method, path } = handler.info;
  const lower = typeof method === 'string' ? method.toLowerCase() : '';
  if ((lower !== 'get' && lower !== 'post') || typeof path !== 'string') {
    throw new Error(`Unexpected generated handler: ${String(method)} ${String(path)}`);
  }
  return { method: lower, path };
};

const HANDLER_FACTORY = /^get(\w)(\w*)MockHandler$/;
// Every `get…MockHandler` export is a factory whose arguments are all optional.
const isFactory = (value: unknown): value is () => HttpHandler => typeof value === 'function';
const operations = Object.entries({ ...actuator, ...assistant, ...customer }).flatMap(([name, factory]) => {
  const [, first = '', rest = ''] = HANDLER_FACTORY.exec(name) ?? [];
  return first && isFactory(factory) ? [[`${first.toLowerCase()}${rest}`, operationOf(factory())] as const] : [];
});

/**
 * The operations by operationId, found in the generated handlers: a new operation in a spec needs
 * no entry here (`npm run generate` is enough).
 */
// The keys are exactly the generated factories' names, which is what OperationId is computed from.
// oxlint-disable-next-line typescript/no-unsafe-type-assertion
export const OPERATIONS = Object.fromEntries(operations) as Record<OperationId, Operation>;

/** Whether a string is one of the operationIds. */
export const isOperationId = (value: string): value is OperationId => Object.hasOwn(OPERATIONS, value);

/** Every operationId of the three specs. */
export const OPERATION_IDS: readonly OperationId[] = Object.keys(OPERATIONS).filter(isOperationId);

/** The path parameters when the request is this operation, else undefined. */
export function matchOperation(request: Request, operationId: OperationId): Record<string, string> | undefined {
  const operation = OPERATIONS[operationId];
  if (request.method.toLowerCase() !== operation.method) return undefined;
  const match = matchRequestUrl(new URL(request.url), operation.path);
  if (!match.matches) return undefined;
  return Object.fromEntries(Object.entries(match.params ?? {}).map(([key, value]) => [key, String(value)]));
}

/** Whether the request's URL is one of the operations' paths (any method). */
export function isOperationPath(url: URL): boolean {
  return Object.values(OPERATIONS).some((operation) => matchRequestUrl(url, operation.path).matches);
}
