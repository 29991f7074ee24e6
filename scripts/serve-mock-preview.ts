/**
 * CLI: the mock build (`dist-mock/`) under `vite preview` on 127.0.0.1, for the mocked e2e project.
 * Like every server of the suite it stops with the run's starter (`TEST_LIFELINE_PID`, TEST-01).
 *   node scripts/serve-mock-preview.ts --port 4711
 */
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import { stopWithLifeline } from '../tools/testing/lifeline.ts';

const { values } = parseArgs({
  options: { port: { type: 'string' }, 'out-dir': { type: 'string', default: 'dist-mock' } },
});
if (!values.port) throw new Error('--port is required.');

const server = await preview({
  mode: 'mock',
  logLevel: 'warn',
  build: { outDir: values['out-dir'] },
  preview: { host: '127.0.0.1', port: Number(values.port), strictPort: true, open: false },
});
console.log(`Mock build on ${server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${values.port}/`}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
stopWithLifeline(stop);
