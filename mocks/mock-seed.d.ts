/** The seed precomputed at build time (tools/build/mock-seed-plugin.ts). */
declare module 'virtual:mock-seed' {
  import type { SeedRecords } from './db.ts';
  /** The default seed's customers and service infos. */
  export const seed: Pick<SeedRecords, 'customers' | 'serviceInfos'>;
  /** A loader of the customers of each count a scenario seeds. */
  export const customerSets: Record<number, () => Promise<{ customers: SeedRecords['customers'] }>>;
}
