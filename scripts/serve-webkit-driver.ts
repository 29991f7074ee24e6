/**
 * CLI: Xvfb and WebKitWebDriver on 127.0.0.1 (tools/testing/webkit.ts) for the cross-engine tour's
 * WebKit sessions (XB-01). Started for a test run (`TEST_LIFELINE_PID`, the Playwright worker that
 * needs it) it stops when that process ends, even a killed one (TEST-01); by hand after an hour.
 *   node scripts/serve-webkit-driver.ts [--port 4786 (+ E2E_PORT_OFFSET)] [--max-lifetime-ms 3600000]
 */
import { parseArgs } from 'node:util';
import { serverBounds, stopWithLifeline } from '../tools/testing/lifeline.ts';
import { WEBKIT_DRIVER_PORTS } from '../tools/testing/ports.ts';
import { startWebKitDriver } from '../tools/testing/webkit.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: String(WEBKIT_DRIVER_PORTS[0]) },
    'max-lifetime-ms': { type: 'string', default: String(60 * 60_000) },
  },
});

try {
  const driver = await startWebKitDriver(Number(values.port));
  console.log(`WebKitWebDriver on ${driver.url}, Xvfb display ${driver.display}`);
  const stop = async () => {
    await driver.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
  stopWithLifeline(stop);
  const { maxLifetimeMs } = serverBounds({ idleTimeoutMs: 0, maxLifetimeMs: Number(values['max-lifetime-ms']) });
  setTimeout(() => void stop(), maxLifetimeMs).unref();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
