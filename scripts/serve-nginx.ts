/**
 * CLI: serves a build with the portal's nginx configuration on 127.0.0.1 until stopped, idle or
 * too old (Playwright's production server, `npm run serve:nginx`), or, started for a test run
 * (`TEST_LIFELINE_PID`), until the run's starter ends (tools/testing/lifeline.ts). The runtime config comes from
 * the PORTAL_* variables of the environment, rendered by deploy/nginx/docker-entrypoint.sh.
 *   node scripts/serve-nginx.ts [--root dist] [--port 4740 (+ E2E_PORT_OFFSET)] [--idle-timeout-ms 600000] [--max-lifetime-ms 3600000] [--extra-host 127.0.0.2]
 * `--extra-host`: another loopback address to listen on too (PLUG-14's isolated origin).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_NGINX_PORT } from '../tools/testing/ports.ts';
import { serverBounds, stopWithLifeline } from '../tools/testing/lifeline.ts';
import { startNginx } from '../tools/testing/nginx.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'dist' },
    port: { type: 'string', default: String(LOCAL_NGINX_PORT) },
    'idle-timeout-ms': { type: 'string', default: String(10 * 60_000) },
    'max-lifetime-ms': { type: 'string', default: String(60 * 60_000) },
    'extra-host': { type: 'string', multiple: true, default: [] },
  },
});

const env = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0].startsWith('PORTAL_') && entry[1] !== undefined,
  ),
);
try {
  const nginx = await startNginx({
    root: resolve(values.root),
    port: Number(values.port),
    env,
    extraHosts: values['extra-host'],
    ...serverBounds({
      idleTimeoutMs: Number(values['idle-timeout-ms']),
      maxLifetimeMs: Number(values['max-lifetime-ms']),
    }),
  });
  console.log(`nginx (pid ${nginx.pid}) serving ${values.root} on ${nginx.url}; config: ${nginx.url}/config.json`);
  const stop = async () => {
    await nginx.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
  stopWithLifeline(stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
