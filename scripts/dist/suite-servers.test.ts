/**
 * TEST-01: every server the e2e suite starts, started exactly the suite's way (the commands and
 * environment of playwright.config.ts, ports shifted so a running suite is not disturbed), outlives
 * an idle period longer than its idle timeout while its starter lives, and stops once the starter is
 * gone, even killed. Here because the servers serve the builds (`dist/`, `dist-mock/`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, describe, expect, test } from 'vitest';
import { LIFELINE_ENV } from '../../tools/testing/lifeline.ts';

// Far from the suite's own ports (4711–4731 + offset), so this can run beside an e2e run.
process.env.E2E_PORT_OFFSET = String(Number(process.env.E2E_PORT_OFFSET ?? 0) + 400);
const { default: config } = await import('../../playwright.config.ts');
type WebServer = { command: string; env?: Record<string, string>; url: string };
const servers: WebServer[] = [config.webServer ?? []].flat().map(({ command, env, url }) => {
  if (!command || !url) throw new Error('Every server of the suite has a command and a URL.');
  return { command, env, url };
});

/** Shorter than the idle period below: without the lifeline these servers stop while it lasts. */
const SHORT_IDLE = '--idle-timeout-ms 1000';
const IDLE_PERIOD_MS = 4_000;
const START_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Any HTTP answer means up (the API refuses without a token); a refused connection means down. */
const answers = (url: string) =>
  new Promise<boolean>((resolve) => {
    const req = request(url, { timeout: 5_000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.on('timeout', () => req.destroy());
    req.end();
  });

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await condition()) return;
    await sleep(250);
  }
  throw new Error(`Not within ${timeoutMs / 1000} s: ${what}`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/** A stand-in for Playwright's runner: a process that does nothing until it is killed. */
const startStarter = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });

/** The suite's command and environment, with the short idle timeout where the server takes one. */
function startServer(server: WebServer, lifeline: number | undefined) {
  const takesIdle = !server.command.includes('serve-mock-preview');
  const env = { ...process.env, ...server.env };
  if (lifeline === undefined) delete env[LIFELINE_ENV];
  else env[LIFELINE_ENV] = String(lifeline);
  return spawn(`${server.command}${takesIdle ? ` ${SHORT_IDLE}` : ''}`, { shell: true, env, stdio: 'ignore' });
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe.concurrent('[TEST-01] the suite’s servers live exactly as long as the run', () => {
  test('[TEST-01] the suite starts its eight servers (three nginx, two identity providers, the API, the mock build, the areas’ upstream)', () => {
    expect(servers).toHaveLength(8);
  });

  test.for(servers.map((server) => ({ port: new URL(server.url).port, server })))(
    '[TEST-01] the server on port $port outlives an idle period and stops with its starter',
    { timeout: START_MS + 90_000 },
    async ({ server }) => {
      expect(server.env?.[LIFELINE_ENV], 'the config names the runner as the lifeline').toBe(String(process.pid));
      const starter = startStarter();
      const child = startServer(server, starter.pid);
      started.push(starter, child);
      await until(() => answers(server.url), START_MS, `${server.command} starts`);

      await sleep(IDLE_PERIOD_MS);
      expect(await answers(server.url), 'still up after idling longer than its idle timeout').toBe(true);

      starter.kill('SIGKILL');
      await until(async () => !(await answers(server.url)), 30_000, `${server.url} stops after its starter`);
      await Promise.race([exited(child), sleep(30_000)]);
      expect(child.exitCode ?? child.signalCode, 'the server process ended').not.toBeNull();
    },
  );

  test('[TEST-01] without a lifeline the same short idle timeout stops a server (what the lifeline prevents)', async () => {
    const idp = servers.find((server) => server.command.includes('scripts/serve-idp.ts'));
    if (!idp) throw new Error('no identity provider among the suite’s servers');
    // Another port than the test above, which runs at the same time.
    const port = Number(new URL(idp.url).port);
    const url = idp.url.replace(`:${port}/`, `:${port + 50}/`);
    const child = startServer({ ...idp, command: idp.command.replace(`--port ${port} `, `--port ${port + 50} `), url }, undefined);
    started.push(child);
    await until(() => answers(url), START_MS, 'the identity provider starts');
    // No request meanwhile: each one would restart its idle timer.
    await sleep(IDLE_PERIOD_MS);
    expect(await answers(url), 'the idle identity provider stopped by itself').toBe(false);
  }, START_MS + 60_000);
});
