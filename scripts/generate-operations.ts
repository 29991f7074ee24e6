/**
 * `npm run generate`'s second step (after orval): writes src/api/generated/operations.ts, the table of
 * every operation of openapi/ with its run-time check (RES-01), its deadline (RES-02) and its place in
 * the fault matrix (RES-04). The table's source is tools/build/operations-table.ts.
 */
import { writeFileSync } from 'node:fs';
import { operationsSource, readSpecs } from '../tools/build/operations-table.ts';

const root = new URL('../', import.meta.url);
writeFileSync(new URL('src/api/generated/operations.ts', root), operationsSource(readSpecs(root)));
