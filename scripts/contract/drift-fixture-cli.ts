/**
 * `npm run contract:fixture -- [--port 4797]`: the drift fixture until idle for 10 minutes (at most an hour). Try
 * `npm run contract:check -- --base-url http://127.0.0.1:4797/renamed-field --token-env TOKEN` or
 * `npm run contract:diff -- http://127.0.0.1:4797/renamed-field/v3/api-docs/customer`.
 */
import { parseArgs } from 'node:util';
import { MUTATIONS, startDriftFixture } from './drift-fixture.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4797' } } });
const fixture = await startDriftFixture({
  port: Number(values.port),
  idleTimeoutMs: 600_000,
  maxLifetimeMs: 3_600_000,
});
process.stdout.write(`Drift fixture on ${fixture.url}; base URLs:\n`);
for (const [name, mutation] of Object.entries(MUTATIONS))
  process.stdout.write(`  ${fixture.url}/${name}  ${mutation.description}\n`);
