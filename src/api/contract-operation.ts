import type { JsonCheck } from './json-check';

/** How long an operation may take per attempt (RES-02): a read, or the assistant's reply. */
export type DeadlineKind = 'read' | 'reply';

/**
 * One operation of the contracts in openapi/, as `src/api/generated/operations.ts` lists them: what the
 * http client finds a request's contract by, the deadline it gets and the check its answer must pass.
 */
export type ContractOperation = {
  operationId: string;
  /** The service named when the operation fails (`info.x-portal-service` of its spec). */
  service: string;
  /** The mutator the generated code sends it through. */
  sender: 'gatewayRequest' | 'assistantRequest';
  method: string;
  /** The path template of the spec, such as `/customer-management/customers/{id}`. */
  path: string;
  deadline: DeadlineKind;
  /** The success answer's media type; undefined when the contract declares no body. */
  mediaType?: string;
  /** The lenient check of the success answer's body, precompiled from the spec (json-check.ts). */
  response?: JsonCheck;
};

const compiled = new WeakMap<ContractOperation, RegExp>();

/** The path template as a pattern: `{id}` matches one percent-encoded segment. */
const patternOf = (operation: ContractOperation): RegExp => {
  let pattern = compiled.get(operation);
  if (!pattern) {
    const source = operation.path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/?#]+');
    compiled.set(operation, (pattern = new RegExp(`^${source}$`)));
  }
  return pattern;
};

/** The operation of `operations` a request (method and path, without base URL or query) belongs to. */
export function findOperation(
  operations: readonly ContractOperation[],
  sender: ContractOperation['sender'],
  method: string | undefined,
  url: string | undefined,
): ContractOperation | undefined {
  const verb = (method ?? 'GET').toUpperCase();
  const path = (url ?? '').split(/[?#]/)[0]!;
  return operations.find(
    (operation) => operation.sender === sender && operation.method === verb && patternOf(operation).test(path),
  );
}

/** How the operation is named in failures and the console: `customer-management listCustomers`. */
export const operationLabel = (operation: Pick<ContractOperation, 'service' | 'operationId'>): string =>
  `${operation.service} ${operation.operationId}`;
