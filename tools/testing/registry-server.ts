/**
 * The process `startRegistry` (registry.ts) runs: a private npm registry (Verdaccio) on 127.0.0.1 for
 * the release tests (PLUG-08), with the configuration registry.ts writes (storage in a temp folder,
 * no uplinks). Started for a test (`TEST_LIFELINE_PID`), it stops once that process is gone
 * (lifeline.ts).
 *   node tools/testing/registry-server.ts --config DIR/config.yaml --port 4765
 */
import { parseArgs } from 'node:util';
import { runServer } from 'verdaccio';
import { stopWithLifeline } from './lifeline.ts';

const { values } = parseArgs({ options: { config: { type: 'string' }, port: { type: 'string' } } });
if (!values.config || !values.port) throw new Error('--config FILE and --port N are required.');

const server = await runServer(values.config);
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(Number(values.port), '127.0.0.1', () => resolve());
});
console.log(`registry on http://127.0.0.1:${values.port}/`);

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
stopWithLifeline(stop);
