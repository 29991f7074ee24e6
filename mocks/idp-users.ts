/**
 * The personas as the users of the test identity provider (tools/testing/idp): the same ids, emails
 * and Keycloak-shaped claims as mock tokens, so a persona means the same signed in through it.
 */
import type { IdpOptions } from '../tools/testing/idp/idp.ts';
import { PERSONAS } from './personas.ts';
import { personaClaims, PORTAL_CLIENT_ID } from './token.ts';

/** The provider's users and client for the portal: spread into `startIdp`'s options. */
export const PERSONA_SIGN_IN: Pick<IdpOptions, 'users' | 'clientId'> = {
  users: PERSONAS.map((persona) => ({
    id: persona.id,
    email: persona.email,
    name: persona.name,
    claims: personaClaims(persona),
  })),
  clientId: PORTAL_CLIENT_ID,
};
