import type { AreaRoute } from '../../src/app/route-table.ts';
import { hasAccess } from '../../src/auth/access.ts';
import { customerIdsOf, PERSONAS } from '../../mocks/personas.ts';

/** A mock persona and, where the access needs one, the customer to select. */
export type Visitor = { persona: string; customerId?: string };

/**
 * The first mock persona (and customer) that may open the route, by the portal's own access rule:
 * tours over the route table show every area's content, a new area included, not its no-access page.
 */
export function whoMayOpen(route: AreaRoute): Visitor {
  for (const persona of PERSONAS) {
    for (const customerId of [undefined, ...customerIdsOf(persona)]) {
      const global = persona.globalRoles.length > 0;
      if ((global || !route.customerScoped || customerId) && hasAccess(persona, route.roles, customerId)) {
        return customerId ? { persona: persona.id, customerId } : { persona: persona.id };
      }
    }
  }
  throw new Error(`No persona may open /${route.path}: add one to mocks/personas.ts.`);
}
