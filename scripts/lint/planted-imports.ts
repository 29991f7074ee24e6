/**
 * Wrong imports for the ARCH-02 test: each is planted in a temporary file at `at` (a real folder of
 * the tree, so its zone applies) and must draw the diagnostic `code`. The allowed ones must draw none.
 */
export type Plant = { title: string; at: string; source: string; code?: string };

const ZONES = 'boundaries(zones)';
const importOf = (specifier: string) => `import * as target from '${specifier}';\n\nexport const planted = target;\n`;

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
];
