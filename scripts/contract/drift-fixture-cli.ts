/**
 * `npm run contract:fixture -- [--port N]`: the drift fixture until idle for 10 minutes (at most an
 * hour). The options are in USAGE below and in docs/contract-tools.md.
 */
import { EXIT, parseCommandLine, runCommandLine, UsageError } from '@portal/contract-tools';
import { MUTATIONS, startDriftFixture } from './drift-fixture.ts';

const USAGE = `Usage: npm run contract:fixture -- [--port N]
Serves the drift fixture on 127.0.0.1: the mock backend with one contract mutation per URL prefix
(http://127.0.0.1:N/{mutation}/...), and each mutation's published spec at
/{mutation}/v3/api-docs/{actuator|customer|assistant}. Stops after 10 idle minutes, an hour at most.
  --port N   the loopback port (default 4797)
  --help     this text`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseCommandLine(
    argv,
    { port: { type: 'string', default: '4797' }, help: { type: 'boolean' } },
    false,
  );
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.clean;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new UsageError(`--port must be a port number, got "${values.port}".`);
  const fixture = await startDriftFixture({ port, idleTimeoutMs: 600_000, maxLifetimeMs: 3_600_000 });
  process.stdout.write(`Drift fixture on ${fixture.url}; base URLs:\n`);
  for (const [name, mutation] of Object.entries(MUTATIONS))
    process.stdout.write(`  ${fixture.url}/${name}  ${mutation.description}\n`);
  // The server keeps the process alive; the exit code applies when it stops.
  return EXIT.clean;
}

await runCommandLine('contract:fixture', USAGE, main);
