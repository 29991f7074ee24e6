/**
 * Where the portal's contracts are: built into the package (`dist/contracts/*.yaml`, copied from
 * the portal's `openapi/` by build.ts) or, run from source inside the portal's repository (its own
 * tests), the repository's `openapi/`. A contract is named by its service: `customer`, ….
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Paths, not URLs: under vitest's jsdom, URL is jsdom's and node:fs refuses it.
const HERE = dirname(fileURLToPath(import.meta.url));
const BUNDLED = join(HERE, 'contracts');

/** The folder holding `<service>.yaml` for each contract. */
export const CONTRACTS_DIR = existsSync(BUNDLED) ? BUNDLED : join(HERE, '..', '..', '..', 'openapi');

/** The services the portal has a contract with (`actuator`, `assistant`, `customer`), sorted; `dir`: another folder of contracts (`diff --contracts`). */
export const contractNames = (dir = CONTRACTS_DIR): string[] =>
  readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => name.replace(/\.ya?ml$/, ''))
    .toSorted();

/** A contract's service name from `customer`, `openapi/customer.yaml` or `customer.yaml`, else undefined. */
export const contractName = (given: string, dir = CONTRACTS_DIR): string | undefined => {
  const name = given.replace(/^(?:\.\/)?openapi\//, '').replace(/\.ya?ml$/, '');
  return contractNames(dir).includes(name) ? name : undefined;
};

/** The file of a contract by service name. */
export const contractFile = (name: string, dir = CONTRACTS_DIR): string => {
  const file = join(dir, `${name}.yaml`);
  return existsSync(file) ? file : join(dir, `${name}.yml`);
};
