/**
 * Authorization as the real backends do it, from the bearer token's claims. It runs first for
 * every API request and answers only to refuse (401, 403); an allowed request falls through.
 */
import { http, type HttpHandler } from 'msw';
import type { MockDatabase } from './db.ts';
import { isOperationPath, matchOperation } from './operations.ts';
import { problem } from './problem.ts';
import { bearerToken, decodeWithoutVerifying, globalRolesOf, type Claims, type TokenVerifier } from './token.ts';

/** What the authorization handler needs: the state, how to trust a token, and the clock. */
export type AuthorizationOptions = {
  db: MockDatabase;
  verifyToken?: TokenVerifier;
  /** Current time in epoch ms (tests move it). */
  now?: () => number;
};

// The runtime base URLs of mock mode, plus any path of the contract under any other base.
const isApiRequest = ({ request }: { request: Request }): boolean => {
  const url = new URL(request.url);
  return /^\/(api|assistant-api)\//.test(url.pathname) || isOperationPath(url);
};

/** Why the caller may not make this request, or undefined when it may. */
function denial(request: Request, claims: Claims, db: MockDatabase): string | undefined {
  const isGlobal = globalRolesOf(claims).length > 0;
  const own = new Set(claims.customer_id);
  const customerId = new URL(request.url).searchParams.get('customerId');
  if (customerId !== null) {
    // Global users may act for any existing customer; everyone else only for their own.
    const allowed = isGlobal
      ? db.customers.findFirst((q) => q.where({ id: customerId })) !== undefined
      : own.has(customerId);
    if (!allowed) return `The caller may not use customer ${customerId}.`;
  }
  if (matchOperation(request, 'listCustomers') && !isGlobal) return 'Listing all customers needs a global role.';
  const customer = matchOperation(request, 'getCustomer');
  if (customer?.id !== undefined && !isGlobal && !own.has(customer.id)) {
    return `The caller may not read customer ${customer.id}.`;
  }
  return undefined;
}

/** The handler that refuses unauthenticated (401) and unauthorized (403) API requests. */
export function createAuthorizationHandler({
  db,
  verifyToken = decodeWithoutVerifying,
  now = Date.now,
}: AuthorizationOptions): HttpHandler {
  return http.all(isApiRequest, async ({ request }) => {
    const jwt = bearerToken(request.headers.get('Authorization'));
    if (jwt === undefined) return problem(401, 'A bearer token is required.');
    const claims = await verifyToken(jwt);
    if (claims === undefined) return problem(401, 'The bearer token is malformed or not trusted.');
    if (claims.exp * 1000 <= now()) return problem(401, 'The bearer token has expired.');
    const reason = denial(request, claims, db);
    return reason === undefined ? undefined : problem(403, reason);
  });
}
