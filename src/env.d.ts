/// <reference types="vite/client" />

/** True only in mock mode builds (`npm start`, the mocked e2e build, unit tests). */
declare const __MOCK__: boolean;

/** The versions of the packages the shell shares with remote areas, read at build time (PLUG-02). */
declare const __SHARED_VERSIONS__: Readonly<Record<string, string>>;
