/**
 * What the benchmarks (`npm run perf:lighthouse`, `npm run perf:startup`) read the same way: the route,
 * the number of runs, and the machine's load printed beside their figures.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** A path on the portal's origin (`/pulse`, `/customers`); anything else is refused with a message. */
export function parseRoute(value: string): string {
  if (!/^\/(?!\/)[^\s\\]*$/.test(value))
    throw new Error(`--route takes a path on the portal such as /pulse, got "${value}".`);
  return value;
}

/** A positive whole number of runs. */
export function parseRuns(value: string): number {
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${value}".`);
  return runs;
}

/** The machine's load average (1, 5, 15 minutes), for the line printed with the figures. */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/**
 * The version in a package.json of this repository: the portal's own (no name), or an installed
 * package's (`react`, `@mui/joy`), which the floors are built from.
 */
export function packageVersion(name?: string): string {
  const path = name === undefined ? '../../package.json' : `../../node_modules/${name}/package.json`;
  const manifest: unknown = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
  if (typeof version !== 'string') throw new Error(`${path} has no version.`);
  return version;
}

/**
 * `work`, tried again while it fails with an error that `retryable` accepts, at most `attempts` times
 * in all; `onRetry` says so before each new try. Any other error, or the last try's, is thrown.
 */
export async function withRetries<T, E extends Error>(
  work: () => Promise<T>,
  options: { attempts: number; retryable: (error: unknown) => error is E; onRetry: (error: E) => void },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!options.retryable(error) || attempt >= options.attempts) throw error;
      options.onRetry(error);
    }
  }
}
