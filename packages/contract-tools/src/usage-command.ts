/**
 * `portal-contract usage`: prints the usage manifest built into the package (the operations the
 * portal calls and the response fields it reads).
 */
import { parseCommandLine, type RunContext } from './args.ts';
import { EXIT } from './findings.ts';
import { bundledManifest } from './usage.ts';

export const USAGE_USAGE = `Usage: portal-contract usage
Prints the usage manifest built into this package as JSON: the operations the portal calls (method,
path, the portal files calling them) and the response fields it reads (JSON pointers, array items as *).
  --help   this text`;

/** Runs `usage`; the exit code. */
export function usageCommand(argv: string[], { io }: RunContext): Promise<number> {
  const { values } = parseCommandLine(argv, { help: { type: 'boolean' } }, false);
  io.stdout(values.help ? `${USAGE_USAGE}\n` : `${JSON.stringify(bundledManifest(), null, 2)}\n`);
  return Promise.resolve(EXIT.clean);
}
