/**
 * The token model of the mock world.
 *
 * Decision (docs/mock-backend.md says the same): tokens carry the claims a Keycloak access token carries.
 * - global roles (`admin`, `support`) in `realm_access.roles` and in `resource_access.portal.roles`;
 * - the customers the user belongs to in `customer_id`, a list of customer ids;
 * - the customer roles in `authorities`, a list of `{ customerId, role }`.
 *
 * Mock tokens are unsigned (`alg: none`). {@link TokenVerifier} is the seam: the default only decodes;
 * `jwks-verifier.ts` verifies the signed tokens of the test identity provider (`tools/testing/idp/`).
 */
import * as z from 'zod';
import { customerIdsOf, type Persona } from './personas.ts';

/** The Keycloak client of the portal, whose `resource_access` entry carries the global roles too. */
export const PORTAL_CLIENT_ID = 'portal';

/** The claims the mock backend reads; other claims (a real token has many) are allowed and ignored. */
export const ClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.string(),
  preferred_username: z.string().optional(),
  typ: z.string().optional(),
  iat: z.int().optional(),
  exp: z.int(),
  realm_access: z.object({ roles: z.array(z.string()) }).optional(),
  resource_access: z.record(z.string(), z.object({ roles: z.array(z.string()) })).optional(),
  customer_id: z.array(z.string()).default([]),
  authorities: z.array(z.object({ customerId: z.string(), role: z.string() })).default([]),
});
export type Claims = z.infer<typeof ClaimsSchema>;

/** Turns a compact JWT into trusted claims, or undefined when it is not acceptable. */
export type TokenVerifier = (jwt: string) => Promise<Claims | undefined>;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const toBase64Url = (value: unknown): string => {
  const binary = Array.from(encoder.encode(JSON.stringify(value)), (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (segment: string): unknown => {
  const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
  return JSON.parse(decoder.decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))));
};

/** Options of {@link createMockToken}: the issue time in epoch ms and the lifetime in seconds. */
export type MockTokenOptions = { now?: number; lifetimeSeconds?: number };

/** The claims a persona's access token carries besides the token's own (`sub`, `typ`, `iat`, `exp`, …). */
export type PersonaClaims = Pick<
  Claims,
  'email' | 'preferred_username' | 'realm_access' | 'resource_access' | 'customer_id' | 'authorities'
>;

/** The persona's Keycloak-shaped claims: the same for mock tokens and for the test identity provider's tokens. */
export function personaClaims(persona: Persona): PersonaClaims {
  const roles = [...persona.globalRoles];
  return {
    email: persona.email,
    preferred_username: persona.email,
    realm_access: { roles },
    resource_access: { [PORTAL_CLIENT_ID]: { roles: [...roles] } },
    customer_id: customerIdsOf(persona),
    authorities: persona.authorities.map((authority) => ({ ...authority })),
  };
}

/** An unsigned JWT (`header.payload.`) with the persona's Keycloak-shaped claims; 1 hour by default. */
export function createMockToken(
  persona: Persona,
  { now = Date.now(), lifetimeSeconds = 3600 }: MockTokenOptions = {},
): string {
  const iat = Math.floor(now / 1000);
  const claims: Claims = {
    sub: `mock-${persona.id}`,
    ...personaClaims(persona),
    typ: 'Bearer',
    iat,
    exp: iat + lifetimeSeconds,
  };
  return `${toBase64Url({ alg: 'none', typ: 'JWT' })}.${toBase64Url(claims)}.`;
}

/** Reads the claims of a compact JWT without checking its signature (any signature is accepted). */
export function decodeJwt(jwt: string): Claims | undefined {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || signature === undefined) return undefined;
  try {
    const claims = ClaimsSchema.safeParse(fromBase64Url(payload));
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}

/** The default {@link TokenVerifier}: decodes only. */
export const decodeWithoutVerifying: TokenVerifier = async (jwt) => decodeJwt(jwt);

/** The JWT of an `Authorization: Bearer <jwt>` header, or undefined. */
export function bearerToken(authHeader: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authHeader?.trim() ?? '');
  return match?.[1];
}

/** The validated claims of an `Authorization: Bearer <jwt>` header (not verified), or undefined. */
export function decodeToken(authHeader: string | null | undefined): Claims | undefined {
  const jwt = bearerToken(authHeader);
  return jwt === undefined ? undefined : decodeJwt(jwt);
}

/** The global roles in the claims (realm roles and the portal client's roles). */
export function globalRolesOf(claims: Claims): string[] {
  const roles = [...(claims.realm_access?.roles ?? []), ...(claims.resource_access?.[PORTAL_CLIENT_ID]?.roles ?? [])];
  return [...new Set(roles)].filter((role) => role === 'admin' || role === 'support');
}
