/**
 * Wrong imports for the ARCH-02 and ARCH-05 tests: each is planted in a temporary file at `at` (a
 * real folder of the tree, so its zone or room applies) and must draw the diagnostic `code`. The
 * allowed ones must draw none. `requirement` is the ID its test title names (ARCH-02 unless said).
 */
export type Plant = { title: string; at: string; source: string; code?: string; requirement?: 'ARCH-02' | 'ARCH-05' };

const ZONES = 'boundaries(zones)';
const importOf = (specifier: string) => `import * as target from '${specifier}';\n\nexport const planted = target;\n`;
const typeImportOf = (specifier: string, name: string) =>
  `import type { ${name} } from '${specifier}';\n\nexport type Planted = ${name};\n`;
const room = (plant: Omit<Plant, 'requirement'>): Plant => ({ ...plant, requirement: 'ARCH-05' });

/** Imports that break a boundary; the first five passed the 690-line regex config. */
export const FORBIDDEN: Plant[] = [
  { title: 'customer-context → app', at: 'src/customer-context', source: importOf('@/app/router'), code: ZONES },
  { title: 'customer-context → shell', at: 'src/customer-context', source: importOf('@/shell/header'), code: ZONES },
  {
    title: 'auth → customer-context',
    at: 'src/auth',
    source: importOf('@/customer-context/selected-customer'),
    code: ZONES,
  },
  { title: 'assistant → shell', at: 'src/assistant', source: importOf('@/shell/navigation'), code: ZONES },
  { title: 'shell → areas', at: 'src/shell', source: importOf('@/areas/customers/customer-table'), code: ZONES },
  {
    title: 'an area → another area',
    at: 'src/areas/hub',
    source: importOf('@/areas/customers/customer-filter'),
    code: ZONES,
  },
  { title: 'an area → shell', at: 'src/areas/hub', source: importOf('@/shell/header'), code: ZONES },
  { title: 'an area → assistant', at: 'src/areas/hub', source: importOf('@/assistant/index'), code: ZONES },
  { title: 'an area → app', at: 'src/areas/hub', source: importOf('@/app/route-table'), code: ZONES },
  { title: 'shared components → areas', at: 'src/components', source: importOf('@/areas/hub/hub-page'), code: ZONES },
  {
    title: 'shared hooks → shell, by a relative path',
    at: 'src/hooks',
    source: importOf('../shell/header'),
    code: ZONES,
  },
  { title: 'shell → app', at: 'src/shell', source: importOf('@/app/router'), code: ZONES },
  {
    title: 'production code → src/testing',
    at: 'src/areas/hub',
    source: importOf('@/testing/render-with-providers'),
    code: ZONES,
  },
  { title: 'axios outside src/api/http-client.ts', at: 'src/shell', source: importOf('axios'), code: ZONES },
  { title: 'axios in scripts/', at: 'scripts', source: importOf('axios'), code: ZONES },
  { title: 'keycloak-js outside src/auth', at: 'src/shell', source: importOf('keycloak-js'), code: ZONES },
  { title: 'production code → mocks/', at: 'src/shell', source: importOf('../../mocks/db'), code: ZONES },
  {
    title: 'mocks/ by import() outside main.tsx / mock-session.ts',
    at: 'src/app',
    source: "export const load = () => import('../../mocks/browser');\n",
    code: ZONES,
  },
  // ARCH-05: the rooms. No file of src/ imports a tool, test code neither.
  room({ title: 'src/ → tools/build', at: 'src/utils', source: importOf('../../tools/build/app-frame'), code: ZONES }),
  room({
    title: 'src/ test code → tools/testing',
    at: 'src/auth/testing',
    source: importOf('../../../tools/testing/ports'),
    code: ZONES,
  }),
  // The test infrastructure imports none of the places that use it, not even a type.
  room({
    title: 'tools/testing → src/, by a type-only import',
    at: 'tools/testing',
    source: typeImportOf('../../src/config/runtime-config', 'RuntimeConfig'),
    code: ZONES,
  }),
  room({
    title: 'tools/testing → mocks/',
    at: 'tools/testing/idp',
    source: importOf('../../../mocks/personas'),
    code: ZONES,
  }),
  room({ title: 'tools/testing → e2e/', at: 'tools/testing', source: importOf('../../e2e/pages/portal'), code: ZONES }),
  room({
    title: 'tools/testing → tools/bench',
    at: 'tools/testing',
    source: importOf('../bench/react-probe'),
    code: ZONES,
  }),
  room({
    title: 'tools/testing → tools/build',
    at: 'tools/testing',
    source: importOf('../build/startup-chunks'),
    code: ZONES,
  }),
  // One way between the other rooms.
  room({
    title: 'mocks/ → tools/build',
    at: 'mocks',
    source: importOf('../tools/build/mock-seed-plugin'),
    code: ZONES,
  }),
  room({
    title: 'tools/build → tools/bench',
    at: 'tools/build',
    source: importOf('../bench/startup-trace'),
    code: ZONES,
  }),
  room({ title: 'tools/bench → tools/build', at: 'tools/bench', source: importOf('../build/app-frame'), code: ZONES }),
  room({
    title: 'e2e/ → tools/bench',
    at: 'e2e/support',
    source: importOf('../../tools/bench/react-probe'),
    code: ZONES,
  }),
  room({
    title: 'a tool → an entry point of scripts/',
    at: 'tools/bench',
    source: importOf('../../scripts/perf-startup'),
    code: ZONES,
  }),
  room({
    title: 'the dev portal → mocks/',
    at: 'packages/dev-portal/src',
    source: importOf('../../../mocks/personas'),
    code: ZONES,
  }),
];

/** Imports the boundaries allow, planted alongside to show the rule is not simply failing everything. */
export const ALLOWED: Plant[] = [
  {
    title: 'type-only axios import',
    at: 'src/shell',
    source: "import type { AxiosError } from 'axios';\n\nexport type Planted = AxiosError;\n",
  },
  { title: 'an area → shared components', at: 'src/areas/hub', source: importOf('@/components/area-frame') },
  {
    title: 'test support → mocks/ and a test provider',
    at: 'src/auth/testing',
    source: `${importOf('../../../mocks/db')}export { renderWithProviders } from '@/testing/render-with-providers';\n`,
  },
  // ARCH-05: the test infrastructure is what the others import.
  room({ title: 'e2e/ → tools/testing', at: 'e2e/support', source: importOf('../../tools/testing/ports') }),
  room({ title: 'mocks/ → tools/testing', at: 'mocks', source: importOf('../tools/testing/lifeline') }),
  room({ title: 'tools/bench → tools/testing', at: 'tools/bench', source: importOf('../testing/nginx') }),
  room({
    title: 'the dev portal → tools/testing',
    at: 'packages/dev-portal/src',
    source: importOf('../../../tools/testing/lifeline'),
  }),
  room({ title: 'tools/build → src/', at: 'tools/build', source: importOf('../../src/app/route-table') }),
  room({
    title: 'an entry point of scripts/ → tools/bench',
    at: 'scripts',
    source: importOf('../tools/bench/react-probe'),
  }),
];
