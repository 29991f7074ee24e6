import { RuntimeConfigSchema, resolveConfigUrls, type RuntimeConfig } from './runtime-config';

/** Where the deployment serves the runtime config, next to index.html. */
export const CONFIG_PATH = '/config.json';

/** RES-02: the config says how long calls may take, so its own wait is fixed: then the error screen. */
export const CONFIG_DEADLINE_MS = 10_000;

/** One problem with the runtime config; `key` is the dotted path of the bad key, when there is one. */
export type ConfigProblem = { key?: string; message: string };

export type ConfigError =
  | { kind: 'unreachable'; problems: ConfigProblem[] }
  | { kind: 'http'; status: number; problems: ConfigProblem[] }
  | { kind: 'not-json'; problems: ConfigProblem[] }
  | { kind: 'invalid'; problems: ConfigProblem[] };

export type ConfigResult = { ok: true; config: RuntimeConfig } | { ok: false; error: ConfigError };

const fail = (error: ConfigError): ConfigResult => {
  // ERR-01: a startup config failure is logged to the console.
  console.error(`Runtime config ${CONFIG_PATH} is unusable (${error.kind}):`, error.problems);
  return { ok: false, error };
};

/** Turns zod issues into problems that name the bad key (`identityProvider.url`) or the missing one. */
export const describeIssues = (issues: { path: PropertyKey[]; message: string; code: string; keys?: string[] }[]) =>
  issues.flatMap<ConfigProblem>((issue) =>
    issue.code === 'unrecognized_keys' && issue.keys
      ? issue.keys.map((key) => ({ key: [...issue.path, key].join('.'), message: 'is not a known key' }))
      : [{ key: issue.path.length ? issue.path.join('.') : undefined, message: issue.message }],
  );

/** Fetches, parses and validates the runtime config. Never throws; failures come back as a ConfigError. */
export async function loadRuntimeConfig(
  fetchConfig: typeof fetch = fetch,
  origin = window.location.origin,
  deadlineMs = CONFIG_DEADLINE_MS,
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await fetchConfig(CONFIG_PATH, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(deadlineMs),
    });
  } catch (cause) {
    const late = isTimeout(cause);
    const message = late ? `no answer within ${deadlineMs / 1000} s` : String(cause);
    return fail({ kind: 'unreachable', problems: [{ message }] });
  }
  if (!response.ok)
    return fail({ kind: 'http', status: response.status, problems: [{ message: `HTTP ${response.status}` }] });
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch (cause) {
    return fail({ kind: 'not-json', problems: [{ message: String(cause) }] });
  }
  const parsed = RuntimeConfigSchema.safeParse(json);
  if (!parsed.success) return fail({ kind: 'invalid', problems: describeIssues(parsed.error.issues) });
  return { ok: true, config: resolveConfigUrls(parsed.data, origin) };
}

/** Whether a fetch failed at its signal's timeout (a DOMException named TimeoutError, of whichever realm). */
const isTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
