/**
 * Command-line parsing shared by the contract CLIs: unknown flags and bad values are usage errors
 * (exit 2), reported with the command's usage text.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { buildReport, EXIT, type Tool } from './findings.ts';
import { writeReport } from './report.ts';
import { UsageError } from './errors.ts';
import { processIo, type CommandIo } from './io.ts';

/** Where the command writes, and what it has learnt before failing, so that a report can still be written. */
export type RunContext = { out?: string; target: Record<string, string>; io: CommandIo };

const firstLine = (error: unknown): string =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).split('\n')[0] ?? '';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parses `argv` strictly; every parse failure becomes a {@link UsageError}. */
export function parseCommandLine<T extends Options>(argv: string[], options: T, allowPositionals: boolean) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** The value as an absolute http(s) URL without a trailing slash, or a {@link UsageError}. */
export function requireHttpUrl(flag: string, value: string | undefined): string {
  if (value === undefined) throw new UsageError(`${flag} is required.`);
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new UsageError(`${flag} must be an absolute http(s) URL, got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * Runs a contract command and returns its exit code. A {@link UsageError} prints one line (and the
 * usage text for flag mistakes) and gives 2; any other exception is an internal error: one line, 3.
 * Both still write a report once `--out` is known.
 */
export async function runCommand(
  tool: Tool | 'contract:fixture' | 'contract:usage' | 'contract:pact' | 'portal-contract',
  usage: string,
  main: (argv: string[], context: RunContext) => Promise<number>,
  argv: string[],
  io: CommandIo,
): Promise<number> {
  const context: RunContext = { target: {}, io };
  try {
    return await main(argv, context);
  } catch (error) {
    const known = error instanceof UsageError;
    const message = known ? error.message : `internal error (please report it): ${firstLine(error)}`;
    io.stderr(`${tool}: ${message}\n${known && error.showUsage ? `\n${usage}\n` : ''}`);
    const exitCode = known ? EXIT.usage : EXIT.internal;
    if (context.out !== undefined && (tool === 'contract:check' || tool === 'contract:diff')) {
      const report = buildReport(tool, context.target, [], [], [], [message], exitCode);
      await writeReport(report, context.out, io).catch(() => undefined);
    }
    return exitCode;
  }
}

/** Runs a contract command line in this process ({@link runCommand}): its exit code becomes the process's. */
export async function runCommandLine(
  tool: Parameters<typeof runCommand>[0],
  usage: string,
  main: (argv: string[], context: RunContext) => Promise<number>,
  argv: string[] = process.argv.slice(2),
): Promise<void> {
  process.exitCode = await runCommand(tool, usage, main, argv, processIo());
}
