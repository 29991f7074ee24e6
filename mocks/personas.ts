/**
 * The people the mock world knows, as plain data: the mock sign-in, the mock backend and a test
 * identity provider all derive tokens from these records, so a persona means the same everywhere.
 */

/** A global role: it applies to every customer. */
export type GlobalRole = 'admin' | 'support';

/** A role held for one customer. */
export type Authority = { customerId: string; role: string };

/** One mock user: identity, global roles and the roles held per customer. */
export type Persona = {
  id: string;
  email: string;
  name: string;
  globalRoles: GlobalRole[];
  authorities: Authority[];
};

/** Every persona; the ids are what `?persona=` and the localStorage key `mock.persona` accept. */
export const PERSONAS: readonly Persona[] = [
  {
    id: 'admin',
    email: 'ada.lindqvist@platform-ops.example',
    name: 'Ada Lindqvist',
    globalRoles: ['admin'],
    authorities: [],
  },
  {
    id: 'support',
    email: 'sven.okafor@platform-ops.example',
    name: 'Sven Okafor',
    globalRoles: ['support'],
    authorities: [],
  },
  {
    id: 'customer-user',
    email: 'clara.jensen@northbridge.example',
    name: 'Clara Jensen',
    globalRoles: [],
    authorities: [
      { customerId: 'c-0003', role: 'environment-viewer' },
      { customerId: 'c-0003', role: 'user-management' },
      { customerId: 'c-0005', role: 'overlay-developer' },
      { customerId: 'c-0005', role: 'environment-developer' },
    ],
  },
  {
    id: 'no-roles',
    email: 'noah.brandt@newcomer.example',
    name: 'Noah Brandt',
    globalRoles: [],
    authorities: [],
  },
];

/** The persona used when none is chosen. */
export const DEFAULT_PERSONA_ID = 'admin';

/** The persona with this id, or undefined for an unknown id. */
export function findPersona(id: string | null | undefined): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id);
}

/** The customers a persona belongs to: each customer of its authorities, once, in order. */
export function customerIdsOf(persona: Persona): string[] {
  return [...new Set(persona.authorities.map((authority) => authority.customerId))];
}
