/**
 * `portal-dev` (`npm run dev` in an area project, PLUG-10): the portal on its mock backend with the
 * project's area plugged in, rebuilt on every save, the open pages reloaded after each build.
 * Exit codes: 0 stopped, 2 a usage mistake or a bad area.json (one line).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { stopWithLifeline } from '../../../tools/testing/lifeline.ts';
import { areaEntry, areaPath } from './area-entry.ts';
import { createDevServer } from './server.ts';
import { watchArea } from './watch.ts';

const USAGE = `Usage: portal-dev [--port 5173] [--host 127.0.0.1] [--area area.json] [--dist dist]

Serves the management portal on its mock backend (personas and fault scenarios in its Mock mode bar)
with this project's area at /remotes/<id>/, declared as area.json says; rebuilds the area on every
save (vite build --watch) and reloads the open pages after each build.`;

class UsageError extends Error {}

function options(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      options: {
        port: { type: 'string', default: process.env.PORT ?? '5173' },
        host: { type: 'string', default: '127.0.0.1' },
        area: { type: 'string', default: 'area.json' },
        dist: { type: 'string', default: 'dist' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function main(argv: string[]): Promise<void> {
  const values = options(argv);
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new UsageError(`--port must be a port number, got "${values.port}".`);
  const areaFile = resolve(values.area);
  if (!existsSync(areaFile))
    throw new UsageError(`${areaFile} is missing: run portal-dev in the area's project (npm run dev).`);
  let entry;
  try {
    entry = areaEntry(readFileSync(areaFile, 'utf8'), values.area);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const portalDir = join(import.meta.dirname, 'portal');
  const dev = createDevServer({ portalDir, areaDir: resolve(values.dist), entry });
  try {
    await dev.listen(port, values.host);
  } catch (error) {
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    throw new UsageError(inUse ? `port ${port} is in use: npm run dev -- --port <another>` : String(error));
  }
  const url = `http://${values.host}:${port}${areaPath(entry)}`;
  let first = true;
  const watch = await watchArea(process.cwd(), {
    onBuilt: (ms) => {
      console.log(`${entry.id} built in ${ms} ms${first ? '' : ': reloading the open pages'}`);
      if (first)
        console.log(
          `\nThe portal on its mock backend with ${entry.id}: ${url}\n(personas and scenarios in its Mock mode bar; Ctrl+C stops)\n`,
        );
      else dev.reload();
      first = false;
    },
    onError: (message) => console.error(`${entry.id} did not build (the page keeps the last build): ${message}`),
  });
  const stop = async () => {
    await watch.close();
    await dev.close();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
  // Started by a test run (TEST_LIFELINE_PID): stops when that process is gone.
  stopWithLifeline(stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (!(error instanceof UsageError)) throw error;
  console.error(`portal-dev: ${error.message}`);
  process.exitCode = 2;
});
