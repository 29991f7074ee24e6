/**
 * `portal-contract pact --out DIR`: writes the portal's consumer contract as Pact v4 files, one per
 * provider (pact.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCommandLine, type RunContext } from './args.ts';
import { UsageError } from './errors.ts';
import { EXIT } from './findings.ts';
import { buildPacts } from './pact.ts';
import { loadOurSpecs } from './specs.ts';
import { bundledManifest } from './usage.ts';

export const PACT_USAGE = `Usage: portal-contract pact --out DIR
Writes the portal's consumer contract in Pact's format (specification v4), one file per provider:
management-portal-customer-management.json, management-portal-assistant.json and
management-portal-api-gateway-actuator.json. Each holds the requests the portal makes and only the
response fields it reads, with type and pattern matchers; verify them with pact-jvm or any Pact verifier.
  --out DIR   the folder for the files (created if missing); required
  --help      this text
Exit 0 written, 2 usage error or the folder cannot be written, 3 internal error.`;

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Runs `pact`; the exit code. */
export async function pactCommand(argv: string[], { io }: RunContext): Promise<number> {
  const { values } = parseCommandLine(argv, { out: { type: 'string' }, help: { type: 'boolean' } }, false);
  if (values.help) {
    io.stdout(`${PACT_USAGE}\n`);
    return EXIT.clean;
  }
  if (!values.out) throw new UsageError('--out DIR is required: the folder the Pact files go to.');
  const out = values.out;
  const pacts = buildPacts(await loadOurSpecs(), bundledManifest());
  try {
    await mkdir(out, { recursive: true });
    for (const [name, pact] of pacts) await writeFile(join(out, name), `${JSON.stringify(pact, null, 2)}\n`);
  } catch (error) {
    throw new UsageError(`Cannot write the Pact files to ${out}: ${firstLine(error)}`, { cause: error });
  }
  for (const [name, pact] of pacts) {
    const count = Array.isArray(pact.interactions) ? pact.interactions.length : 0;
    io.stdout(`${join(out, name)}: ${count} interactions\n`);
  }
  return EXIT.clean;
}
