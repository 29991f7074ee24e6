/**
 * Every operation of the three specs, with the method and path the generated orval handlers use.
 * Paths are read from the generated handlers themselves, so overrides and guards can never drift
 * from them.
 */
import { matchRequestUrl, type HttpHandler } from 'msw';
import { getGetServiceInfoMockHandler } from '../src/api/generated/actuator/actuator.msw.ts';
import { getGetCustomerMockHandler, getListCustomersMockHandler } from '../src/api/generated/customer/customer.msw.ts';
import {
  getGetThreadMessagesMockHandler,
  getGetThreadMockHandler,
  getPostMessageMockHandler,
} from '../src/api/generated/assistant/assistant.msw.ts';

/** Method (lower case, as in `http[method]`) and path pattern (wildcard prefix: any base URL) of one operation. */
export type Operation = { method: 'get' | 'post'; path: string };

const operationOf = (handler: HttpHandler): Operation => {
  const { method, path } = handler.info;
  const lower = typeof method === 'string' ? method.toLowerCase() : '';
  if ((lower !== 'get' && lower !== 'post') || typeof path !== 'string') {
    throw new Error(`Unexpected generated handler: ${String(method)} ${String(path)}`);
  }
  return { method: lower, path };
};

/** The operations by operationId. */
export const OPERATIONS = {
  getServiceInfo: operationOf(getGetServiceInfoMockHandler()),
  listCustomers: operationOf(getListCustomersMockHandler()),
  getCustomer: operationOf(getGetCustomerMockHandler()),
  getThread: operationOf(getGetThreadMockHandler()),
  getThreadMessages: operationOf(getGetThreadMessagesMockHandler()),
  postMessage: operationOf(getPostMessageMockHandler()),
} satisfies Record<string, Operation>;

export type OperationId = keyof typeof OPERATIONS;

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
