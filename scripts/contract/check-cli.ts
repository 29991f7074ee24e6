/**
 * `npm run contract:check -- --base-url URL [--assistant-url URL] [--token-env NAME] [--customer ID]
 *   [--param NAME=VALUE]… [--allow-writes] [--out DIR]`
 * Exit 0 clean, 1 drift, 2 usage or connection error.
 */
import { parseCommandLine, requireHttpUrl, UsageError, runCommandLine, type RunContext } from './args.ts';
import { runCheck } from './check.ts';
import { EXIT } from './findings.ts';
import { publishReport } from './report.ts';

const USAGE = `Usage: npm run contract:check -- --base-url URL [--assistant-url URL] [--token-env NAME]
         [--customer ID] [--param NAME=VALUE]... [--allow-writes] [--out DIR]
Replays every GET operation the portal uses against a live backend and validates the answers
against the contract. Writes DIR/contract-report.json and DIR/contract-junit.xml (DIR: reports).
Exit 0 clean, 1 drift, 2 usage or connection error.`;

async function main(argv: string[], context: RunContext): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    {
      'base-url': { type: 'string' },
      'assistant-url': { type: 'string' },
      'token-env': { type: 'string' },
      customer: { type: 'string' },
      param: { type: 'string', multiple: true },
      'allow-writes': { type: 'boolean' },
      out: { type: 'string', default: 'reports' },
      help: { type: 'boolean' },
    },
    false,
  );
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.clean;
  }
  context.out = values.out;
  const baseUrl = requireHttpUrl('--base-url', values['base-url']);
  context.target = { baseUrl };
  const assistantUrl =
    values['assistant-url'] === undefined ? undefined : requireHttpUrl('--assistant-url', values['assistant-url']);
  const tokenEnv = values['token-env'];
  const token = tokenEnv === undefined ? undefined : process.env[tokenEnv];
  if (tokenEnv !== undefined && !token)
    throw new UsageError(`The environment variable ${tokenEnv} (--token-env) is not set or empty.`);
  const params = Object.fromEntries(
    (values.param ?? []).map((pair) => {
      const match = /^([^=]+)=(.*)$/.exec(pair);
      if (!match?.[1] || match[2] === undefined) throw new UsageError(`--param needs NAME=VALUE, got "${pair}".`);
      return [match[1], match[2]];
    }),
  );
  const report = await runCheck({
    baseUrl,
    assistantUrl,
    token,
    customer: values.customer,
    params,
    allowWrites: values['allow-writes'],
  });
  return publishReport(report, values.out);
}

await runCommandLine('contract:check', USAGE, main);
