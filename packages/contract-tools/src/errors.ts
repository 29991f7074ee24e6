/**
 * The errors the contract tools report as the caller's mistake (exit 2). They import nothing, so
 * any module may throw them without joining an import cycle (args.ts reports them).
 */

/** A mistake of the caller (flag, value, unreachable target): exit code 2 with a clear message. */
export class UsageError extends Error {
  override readonly name: string = 'UsageError';
  /** Whether the usage text follows the message (flag mistakes; not a bad document). */
  readonly showUsage: boolean = true;
}

/** A provider document the tools cannot use (unreadable, not OpenAPI 3, unresolvable `$ref`): exit 2, one line. */
export class BadInputError extends UsageError {
  override readonly name = 'BadInputError';
  override readonly showUsage = false;
}
