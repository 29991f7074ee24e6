/**
 * What the portal's own repository imports from the package's source (the drift fixture and its
 * tests). A backend team uses the bin, `portal-contract`, which carries all of it built.
 */
export { parseCommandLine, runCommandLine, type RunContext } from './args.ts';
export { CONTRACTS_DIR, contractFile, contractNames } from './contracts.ts';
export { UsageError, BadInputError } from './errors.ts';
export { EXIT, type Finding, type Report } from './findings.ts';
export type { CommandIo } from './io.ts';
export { asArray, asObject, isObject, type JsonObject } from './json.ts';
export { loadSpecDocument } from './load-spec.ts';
export { buildPacts, CONSUMER, PACT_PROVIDERS } from './pact.ts';
export { portalContract } from './portal-contract.ts';
export { loadOurSpecs, ourSpecPaths } from './specs.ts';
export { bundledManifest, type UsageManifest } from './usage.ts';
