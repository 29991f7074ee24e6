/**
 * `portal-contract check --base-url URL [options]`: the options and exit codes are in USAGE below
 * and in the package's README.
 */
import { parseCommandLine, requireHttpUrl, type RunContext } from './args.ts';
import { UsageError } from './errors.ts';
import { runCheck } from './check.ts';
import { EXIT } from './findings.ts';
import { publishReport } from './report.ts';

export const CHECK_USAGE = `Usage: portal-contract check --base-url URL [options]
Replays every GET operation the portal uses against a live backend and validates the answers
against the contract (see its README).
  --base-url URL        the API gateway (actuator and customer-management paths); required
  --assistant-url URL   the assistant's base URL (api.assistantUrl); default: the gateway's
  --token-env NAME      the environment variable holding an access token
  --customer ID         the selected customer, sent as customerId on every request
  --param NAME=VALUE    a value for a path or query parameter no link or enum provides (repeatable)
  --thread ID           an existing assistant thread whose messages are checked (read-only;
                        same as --param threadId=ID); a new thread has no messages to check
  --allow-writes        also send the portal's writes (POST /message); the only flag that creates data
  --out DIR             where contract-report.json, contract-junit.xml and contract-summary.md go
                        (default: reports); the summary is also appended to $GITHUB_STEP_SUMMARY
  --help                this text
Exit 0 clean, 1 drift, 2 usage, input or connection error, 3 internal error.`;

/** Runs `check` with its arguments; the exit code. */
export async function checkCommand(argv: string[], context: RunContext): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      'base-url': { type: 'string' },
      'assistant-url': { type: 'string' },
      'token-env': { type: 'string' },
      customer: { type: 'string' },
      param: { type: 'string', multiple: true },
      thread: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      out: { type: 'string', default: 'reports' },
      help: { type: 'boolean' },
    },
    false,
  );
  if (values.help) {
    context.io.stdout(`${CHECK_USAGE}\n`);
    return EXIT.clean;
  }
  context.out = values.out;
  const baseUrl = requireHttpUrl('--base-url', values['base-url']);
  context.target = { baseUrl };
  const assistantUrl =
    values['assistant-url'] === undefined ? undefined : requireHttpUrl('--assistant-url', values['assistant-url']);
  const tokenEnv = values['token-env'];
  const token = tokenEnv === undefined ? undefined : context.io.env[tokenEnv];
  if (tokenEnv !== undefined && !token)
    throw new UsageError(`The environment variable ${tokenEnv} (--token-env) is not set or empty.`);
  const params: Record<string, string> = Object.fromEntries(
    (values.param ?? []).map((pair) => {
      const match = /^([^=]+)=(.*)$/.exec(pair);
      if (!match?.[1] || match[2] === undefined) throw new UsageError(`--param needs NAME=VALUE, got "${pair}".`);
      return [match[1], match[2]];
    }),
  );
  // One thing said once (CON-13): the http client adds customerId itself, from --customer.
  if (Object.hasOwn(params, 'customerId'))
    throw new UsageError('--param customerId=… is not sent as such: the selected customer is --customer ID.');
  if (values.thread !== undefined) {
    if (values.thread === '') throw new UsageError('--thread needs the id of an existing thread.');
    if (params.threadId !== undefined && params.threadId !== values.thread)
      throw new UsageError(`--thread ${values.thread} and --param threadId=${params.threadId} disagree: give one.`);
    params.threadId = values.thread;
  }
  const report = await runCheck({
    baseUrl,
    assistantUrl,
    token,
    customer: values.customer,
    params,
    allowWrites: values['allow-writes'],
  });
  return publishReport(report, values.out, context.io);
}
