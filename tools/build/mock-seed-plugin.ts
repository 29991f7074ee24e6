/**
 * PERF-07: the browser's mock seed, computed at build time. The generator (faker, `mocks/seed.ts`)
 * runs here in Node; the browser gets plain records from virtual modules and never loads faker:
 * - `virtual:mock-seed`: the default seed, and a loader per customer count a scenario seeds;
 * - `virtual:mock-seed/customers-<n>`: those customers, a chunk of their own loaded on demand.
 * Thread messages are no faker data: the browser builds them (`mocks/precomputed-seed.ts`).
 */
import type { Plugin } from 'vite';
import { resolveScenario, scenarioNames } from '../../mocks/scenarios.ts';
import { generateSeed } from '../../mocks/seed.ts';

/** The id of the default seed's module. */
export const MOCK_SEED_MODULE = 'virtual:mock-seed';
const CUSTOMERS_MODULE = `${MOCK_SEED_MODULE}/customers-`;

/** The customer counts scenarios seed with, each precomputed in a chunk of its own. */
export const scenarioCustomerCounts = (): number[] => [
  ...new Set(scenarioNames.flatMap((name) => resolveScenario(name)?.seed?.customers ?? [])),
];

// JSON.parse of a string literal parses faster than the same object literal.
const jsonModule = (name: string, value: unknown) =>
  `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;

/** The source of a seed module, or undefined for any other id. */
export function mockSeedModule(id: string): string | undefined {
  if (id === MOCK_SEED_MODULE) {
    const { customers, serviceInfos } = generateSeed();
    const loaders = scenarioCustomerCounts().map((n) => `  ${n}: () => import('${CUSTOMERS_MODULE}${n}'),`);
    return `${jsonModule('seed', { customers, serviceInfos })}export const customerSets = {\n${loaders.join('\n')}\n};\n`;
  }
  if (!id.startsWith(CUSTOMERS_MODULE)) return undefined;
  const count = Number(id.slice(CUSTOMERS_MODULE.length));
  if (!scenarioCustomerCounts().includes(count)) return undefined;
  return jsonModule('customers', generateSeed({ customers: count }).customers);
}

/** Vite's id of a seed module (`\0` marks it virtual), or undefined for any other import. */
export const resolveMockSeedId = (id: string) => (id.startsWith(MOCK_SEED_MODULE) ? `\0${id}` : undefined);

/** The source of a resolved seed module, or undefined for any other id. */
export const loadMockSeed = (id: string) =>
  id.startsWith(`\0${MOCK_SEED_MODULE}`) ? mockSeedModule(id.slice(1)) : undefined;

/** The Vite plugin serving the seed modules (dev server, mock build, unit tests). */
export const mockSeed = (): Plugin => ({ name: 'portal-mock-seed', resolveId: resolveMockSeedId, load: loadMockSeed });
