/**
 * `portal-contract diff|check|usage|pact …`: the package's bin (the commands are in
 * portal-contract.ts). Each command's options are in its `--help` and in the README; exit codes:
 * 0 clean, 1 drift, 2 usage or input error, 3 internal error.
 */
import { processIo } from './io.ts';
import { portalContract } from './portal-contract.ts';

process.exitCode = await portalContract(process.argv.slice(2), processIo());
