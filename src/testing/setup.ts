import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetDatabase } from '../../mocks/seed';
import { server } from '../../mocks/node';

// Joy's CssVarsProvider reads prefers-color-scheme through matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// findBy… and waitFor wait for their condition up to 10 s rather than 1 s: on a machine whose cores
// are busy with other work, rendering a popup with its data can take seconds (TEST-02).
configure({ asyncUtilTimeout: 10_000 });

// The mock backend answers every request; one it cannot answer fails the test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  await resetDatabase();
});
afterAll(() => server.close());
