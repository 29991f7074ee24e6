/**
 * The failures of one operation beyond an HTTP error status: an answer that breaks its contract
 * (RES-01) and no answer within the deadline (RES-02). `apiFailureOf` (http-client.ts) reads them all.
 */
/** When the operation's first attempt started, for the bound on retries (RES-02). */
type Timing = { firstAttemptAt: number };

/** An answer that does not match the operation's contract: `customer-management listCustomers: [0].id: …`. */
export class ContractError extends Error {
  readonly operation: string;
  readonly firstAttemptAt: number;

  constructor(operation: string, detail: string, timing: Timing) {
    super(`${operation}: ${detail}`);
    this.name = 'ContractError';
    this.operation = operation;
    this.firstAttemptAt = timing.firstAttemptAt;
  }
}

/** No answer within the attempt's deadline: the request was aborted. */
export class DeadlineError extends Error {
  readonly operation: string;
  readonly seconds: number;
  readonly firstAttemptAt: number;

  constructor(operation: string, seconds: number, timing: Timing) {
    super(`${operation}: no answer within ${seconds} s`);
    this.name = 'DeadlineError';
    this.operation = operation;
    this.seconds = seconds;
    this.firstAttemptAt = timing.firstAttemptAt;
  }
}

/** What went wrong, as a feature tells the user (every kind has a text in both languages). */
export type ApiFailure =
  | { kind: 'status'; status: number; retryAfterSeconds?: number }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'contract' }
  | { kind: 'network' }
  | { kind: 'stopped' }
  | { kind: 'refused' };

/** `Retry-After` in seconds (a number of seconds or an HTTP date), if the answer had a usable one. */
export const retryAfterOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
};
