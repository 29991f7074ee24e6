/// <reference types="vite/client" />

/** True only in mock mode builds (`npm start`, the mocked e2e build, unit tests). */
declare const __MOCK__: boolean;
