import * as z from 'zod/mini';

/** Global roles: they apply to every customer. */
export const GLOBAL_ROLES = ['admin', 'support'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

/** A role the user holds for one customer. */
export type Authority = { customerId: string; role: string };

/** What the portal knows of the signed-in user, whichever adapter (Keycloak or mock) signed them in. */
export interface AuthSession {
  readonly email: string;
  readonly globalRoles: readonly GlobalRole[];
  readonly customerIds: readonly string[];
  readonly authorities: readonly Authority[];
  /** Access-token expiry in epoch milliseconds. */
  tokenExpiresAt(): number | undefined;
  /** When the session itself ends (the refresh token's expiry) in epoch milliseconds. */
  sessionExpiresAt(): number | undefined;
  /** A valid access token, refreshed first when it is about to expire. */
  getToken(): Promise<string | undefined>;
  /** Forces a refresh; resolves undefined when the session cannot be refreshed. */
  refreshToken(): Promise<string | undefined>;
  /**
   * AUTH-09: calls `listener` when the user logged out in another tab of this browser; this tab's
   * tokens are gone by then. Returns the unsubscribe.
   */
  onEndedElsewhere(listener: () => void): () => void;
  /** AUTH-10: whether the last token refresh found the identity provider unreachable (retrying meanwhile). */
  signInUnreachable(): boolean;
  /** Calls `listener` when {@link signInUnreachable} changes; returns the unsubscribe. */
  onSignInReachability(listener: () => void): () => void;
  /** Logs out at the identity provider, and in every other tab of the portal (AUTH-09). */
  logout(): Promise<void>;
  resetPassword(): Promise<void>;
}

/**
 * The access-token claims the portal reads. Global roles come from `realm_access.roles` and
 * `resource_access[clientId].roles`; customer roles from `authorities` (a list of
 * `{ customerId, role }`); the customers from `customer_id`.
 */
// zod/mini spells `.default()` as `z._default()`.
// oxlint-disable-next-line no-underscore-dangle
const stringList = z._default(z.array(z.string()), []);
export const TokenClaimsSchema = z.object({
  // oxlint-disable-next-line no-underscore-dangle
  email: z._default(z.string(), ''),
  exp: z.optional(z.number()),
  customer_id: stringList,
  // oxlint-disable-next-line no-underscore-dangle
  authorities: z._default(z.array(z.object({ customerId: z.string(), role: z.string() })), []),
  realm_access: z.optional(z.object({ roles: stringList })),
  resource_access: z.optional(z.record(z.string(), z.object({ roles: stringList }))),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** Reads the user, roles and customers from token claims; unknown shapes give an empty user. */
export function userFromClaims(raw: unknown, clientId: string) {
  const claims = TokenClaimsSchema.safeParse(raw ?? {});
  const data = claims.success ? claims.data : TokenClaimsSchema.parse({});
  const roles = new Set([...(data.realm_access?.roles ?? []), ...(data.resource_access?.[clientId]?.roles ?? [])]);
  return {
    email: data.email,
    globalRoles: GLOBAL_ROLES.filter((role) => roles.has(role)),
    customerIds: data.customer_id,
    authorities: data.authorities,
    expiresAt: data.exp === undefined ? undefined : data.exp * 1000,
  };
}

/** Decodes a JWT's payload without verifying it (the backend verifies; the UI only reads claims). */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}
