/**
 * Command-line parsing shared by the contract CLIs: unknown flags and bad values are usage errors
 * (exit 2), reported with the command's usage text.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** A mistake of the caller (flag, value, unreachable target): exit code 2 with a clear message. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

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
 * Runs a contract command line: its exit code becomes the process's; a {@link UsageError} is
 * printed with the usage text and exits with 2.
 */
export async function runCommandLine(
  tool: string,
  usage: string,
  main: (argv: string[]) => Promise<number>,
): Promise<void> {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${tool}: ${error.message}\n\n${usage}\n`);
    process.exitCode = 2;
  }
}
