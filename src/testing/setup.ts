import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { resetHttpClient } from '@/api/http-client';
import { withMockServer } from '../../mocks/testing';
import { installConsoleErrorCheck } from './console-errors';

declare global {
  // React reads it to tell a test environment (act) from a browser.
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

// The setup of the `dom` project (vitest.config.ts): every component test gets the mock backend, a
// fresh page and the portal's client forgotten after each test.

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

// React's act environment, set once for every component test: what Testing Library sets itself where
// test globals exist (vitest's are off). act() then works, and an update outside it warns.
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// A console.error from React fails the test that caused it, unless the test expects it (ARCH-07).
installConsoleErrorCheck();

// findBy… and waitFor wait for their condition up to 10 s rather than 1 s: on a machine whose cores
// are busy with other work, rendering a popup with its data can take seconds (TEST-02).
configure({ asyncUtilTimeout: 10_000 });

// The mock backend answers every request; one it cannot answer fails the test.
withMockServer();

// The files of a worker share one page (isolate: false): each file starts as on a freshly opened one.
// (A file may choose the node environment: `// @vitest-environment node`, then there is no page.)
beforeAll(() => {
  vi.useRealTimers();
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(async () => {
  if (typeof document !== 'undefined') cleanup();
  resetHttpClient();
  // The shared i18next instance (initTestI18n) speaks English at the start of every test.
  if (i18next.isInitialized && i18next.language !== 'en') await i18next.changeLanguage('en');
});
