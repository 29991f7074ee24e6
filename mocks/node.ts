/**
 * The mock backend for vitest: an MSW server over the shared handler list and the seeded shared
 * database. `src/testing/setup.ts` starts it, and resets handlers and data after each test.
 */
import { setupServer } from 'msw/node';
import { resetDatabase } from './seed.ts';
import { handlers } from './handlers.ts';

/** The MSW server of the unit tests. */
export const server = setupServer(...handlers);

// Seeded on import, so the first test already sees the default data.
await resetDatabase();
