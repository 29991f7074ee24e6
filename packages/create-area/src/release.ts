/**
 * What a project gets from the portal release this scaffolder belongs to: the exact versions of every
 * package (written into its package.json when the scaffolder is built) and the Node versions they need.
 */

/** The packages of a project's `dependencies`: the SDK and the shared packages (types and tests; the portal provides them at run time). */
export const PROJECT_DEPENDENCIES = [
  '@portal/area-sdk',
  'react',
  'react-dom',
  'react-router',
  '@tanstack/react-query',
  '@mui/joy',
  '@emotion/react',
  '@emotion/styled',
  'i18next',
  'react-i18next',
] as const;

/** Its `devDependencies`: the dev portal, the build, the type check and the tests. */
export const PROJECT_DEV_DEPENDENCIES = [
  '@portal/dev-portal',
  'vite',
  '@vitejs/plugin-react',
  '@module-federation/vite',
  'typescript',
  'vitest',
  'jsdom',
  'msw',
  '@testing-library/react',
  '@testing-library/jest-dom',
  '@testing-library/user-event',
  '@types/react',
  '@types/react-dom',
  '@types/node',
] as const;

/**
 * The Node versions every pinned package accepts: vitest 5 and jsdom 31 want 22.12+/22.22+ or 24.15+
 * (not 23 or 25), i18next 27 and react-i18next 18 Node 22, react-router 8.5 22.22.
 */
export const PROJECT_ENGINES = '^22.22.2 || ^24.15.0 || >=26.0.0';

/** The version a new project starts at; its manifest carries it, and the portal shows it. */
export const PROJECT_VERSION = '0.1.0';

export type Release = {
  /** The portal release (the scaffolder's and the dev portal's version). */
  readonly portalVersion: string;
  /** Each package of a project with its exact version in this release. */
  readonly versions: Readonly<Record<string, string>>;
};
