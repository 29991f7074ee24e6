/**
 * A {@link TokenVerifier} that trusts only signed JWTs from known issuers: the signature is checked
 * against the issuer's JWKS (fetched and cached by jose), and so are `iss` and `exp` (no clock
 * tolerance). Unsigned (`alg: none`), forged, foreign or expired tokens give undefined, which the
 * authorization handler answers with 401.
 */
import { createRemoteJWKSet, decodeJwt as peekClaims, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ClaimsSchema, type TokenVerifier } from './token.ts';

/** An issuer whose tokens are accepted, and where its signing keys are published. */
export type TrustedIssuer = { issuer: string; jwksUrl: string };

/** The asymmetric algorithms an identity provider signs access tokens with. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

/** Pairs repeated `--issuer` and `--jwks-url` flags in order; throws when the counts differ. */
export function trustedIssuersFrom(issuers: readonly string[], jwksUrls: readonly string[]): TrustedIssuer[] {
  if (issuers.length !== jwksUrls.length) {
    throw new Error(`Each --issuer needs its --jwks-url (got ${issuers.length} and ${jwksUrls.length}).`);
  }
  return issuers.map((issuer, index) => ({ issuer, jwksUrl: jwksUrls[index]! }));
}

/** Verifies bearer JWTs against the JWKS of the issuer they name (which must be one of `trusted`). */
export function createJwksVerifier(trusted: readonly TrustedIssuer[]): TokenVerifier {
  const keySets = new Map<string, JWTVerifyGetKey>(
    trusted.map(({ issuer, jwksUrl }) => [issuer, createRemoteJWKSet(new URL(jwksUrl))]),
  );
  return async (jwt) => {
    try {
      // The unverified `iss` only picks the key set; jwtVerify then checks it (and everything else).
      const issuer = peekClaims(jwt).iss;
      const keys = issuer === undefined ? undefined : keySets.get(issuer);
      if (issuer === undefined || keys === undefined) return undefined;
      const { payload } = await jwtVerify(jwt, keys, { issuer, algorithms: ALGORITHMS, clockTolerance: 0 });
      const claims = ClaimsSchema.safeParse(payload);
      return claims.success ? claims.data : undefined;
    } catch {
      return undefined;
    }
  };
}
