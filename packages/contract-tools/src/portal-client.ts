/**
 * The portal's own client, as `check` replays it: the generated operation functions, the strict
 * generated zod response schemas and the real http client (bearer token, `customerId`, origin
 * checks). This is the package's one import of the portal's source: build.ts bundles it at the
 * portal's version, so the built package never reads src/ (nor needs axios or zod installed).
 * Named imports (not namespaces) let the bundle drop the React Query hooks.
 */
import { getServiceInfo } from '../../../src/api/generated/actuator/actuator.ts';
import { GetServiceInfoResponse } from '../../../src/api/generated/actuator/actuator.zod.ts';
import { getThread, getThreadMessages, postMessage } from '../../../src/api/generated/assistant/assistant.ts';
import {
  GetThreadMessagesResponse,
  GetThreadResponse,
  PostMessageResponse,
} from '../../../src/api/generated/assistant/assistant.zod.ts';
import { getCustomer, listCustomers } from '../../../src/api/generated/customer/customer.ts';
import { GetCustomerResponse, ListCustomersResponse } from '../../../src/api/generated/customer/customer.zod.ts';

export { createHttpClient, HttpClientError, isApiError, type RequestOptions } from '../../../src/api/http-client.ts';

/** One generated operation: its function and the strict schema of its 2xx body. */
export type ClientOperation = { call: (...args: never[]) => Promise<unknown>; response: { safeParse: unknown } };

/** Every operation of the contracts by operationId (client-operations.test.ts keeps it complete). */
export const CLIENT_OPERATIONS: Record<string, ClientOperation> = {
  getServiceInfo: { call: getServiceInfo, response: GetServiceInfoResponse },
  listCustomers: { call: listCustomers, response: ListCustomersResponse },
  getCustomer: { call: getCustomer, response: GetCustomerResponse },
  getThread: { call: getThread, response: GetThreadResponse },
  getThreadMessages: { call: getThreadMessages, response: GetThreadMessagesResponse },
  postMessage: { call: postMessage, response: PostMessageResponse },
};
