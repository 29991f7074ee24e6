/**
 * `portal-contract diff|check|usage|pact …`: the bin's commands (cli.ts runs them with the process's
 * streams and environment). Each command's options are in its `--help` and in the README; exit
 * codes: 0 clean, 1 drift, 2 usage or input error, 3 internal error.
 */
import { runCommand, type RunContext } from './args.ts';
import { CHECK_USAGE, checkCommand } from './check-command.ts';
import { DIFF_USAGE, diffCommand } from './diff-command.ts';
import { UsageError } from './errors.ts';
import { EXIT } from './findings.ts';
import type { CommandIo } from './io.ts';
import { PACT_USAGE, pactCommand } from './pact-command.ts';
import { USAGE_USAGE, usageCommand } from './usage-command.ts';
import { PACKAGE_VERSION } from './version.ts';

type Command = {
  tool: 'contract:diff' | 'contract:check' | 'contract:usage' | 'contract:pact';
  usage: string;
  run: (argv: string[], context: RunContext) => Promise<number>;
};

const COMMANDS: Record<string, Command> = {
  diff: { tool: 'contract:diff', usage: DIFF_USAGE, run: diffCommand },
  check: { tool: 'contract:check', usage: CHECK_USAGE, run: checkCommand },
  usage: { tool: 'contract:usage', usage: USAGE_USAGE, run: usageCommand },
  pact: { tool: 'contract:pact', usage: PACT_USAGE, run: pactCommand },
};

const USAGE = `Usage: portal-contract <command> [options]   (${PACKAGE_VERSION}, the portal's contracts of that release)
  diff PROVIDER_DOC    compare a provider's OpenAPI document with the portal's contract
  check --base-url URL replay the portal's calls against a running backend
  usage                print the operations the portal calls and the fields it reads
  pact --out DIR       write the portal's consumer contract as Pact v4 files, one per provider
  --version            the package's version (the portal's)
Run portal-contract <command> --help for a command's options.`;

/** Runs `portal-contract` with these arguments (without node and the script), writing to `io`; the exit code. */
export async function portalContract(args: string[], io: CommandIo): Promise<number> {
  const [name, ...argv] = args;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (command) return runCommand(command.tool, command.usage, command.run, argv, io);
  return runCommand(
    'portal-contract',
    USAGE,
    (rest) => {
      if (rest[0] === '--help' || rest[0] === '-h') io.stdout(`${USAGE}\n`);
      else if (rest[0] === '--version') io.stdout(`${PACKAGE_VERSION}\n`);
      else if (rest[0] === undefined) throw new UsageError('Give a command: diff, check, usage or pact.');
      else throw new UsageError(`Unknown command "${rest[0]}": one of diff, check, usage, pact.`);
      return Promise.resolve(EXIT.clean);
    },
    args,
    io,
  );
}
