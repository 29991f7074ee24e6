import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { lifelineEnv } from './lifeline.ts';
import { TOOL_PORTS } from './ports.ts';

const url = `http://127.0.0.1:${TOOL_PORTS.webKitDriverTest}`;
const answers = () =>
  fetch(`${url}/status`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 100)))
    if (await condition()) return;
  throw new Error(`Not within ${timeoutMs / 1000} s: ${what}`);
}

const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/** The suite's way to start it; resolves with its Xvfb display's number once it answers WebDriver. */
async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const port = String(TOOL_PORTS.webKitDriverTest);
  const server = spawn(process.execPath, ['scripts/serve-webkit-driver.ts', '--port', port], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(server);
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until(async () => output.includes('Xvfb display'), 'the server starts');
  expect(await answers()).toBe(true);
  return { server, display: /Xvfb display :(\d+)/.exec(output)![1]! };
}
const xvfbRuns = (display: string) => existsSync(`/tmp/.X11-unix/X${display}`);

// One after the other: they take the same port.
describe("[XB-01] WebKit's driver server (scripts/serve-webkit-driver.ts)", () => {
  test('[XB-01] [TEST-01] answers WebDriver on its port and stops, Xvfb with it, once its starter is gone', async () => {
    // A stand-in for the Playwright worker that starts it.
    const starter = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
    started.push(starter);
    const { display } = await startServer({ ...process.env, ...lifelineEnv(starter.pid) });
    expect(xvfbRuns(display)).toBe(true);
    starter.kill('SIGKILL');
    await until(async () => !(await answers()), 'the driver stops after its starter');
    await until(async () => !xvfbRuns(display), 'Xvfb stops after its starter', 10_000);
  }, 90_000);

  test('[XB-01] [TEST-01] killed itself, it leaves neither the driver nor Xvfb running', async () => {
    const { server, display } = await startServer();
    server.kill('SIGKILL');
    await until(async () => !(await answers()), 'the driver stops with its server');
    await until(async () => !xvfbRuns(display), 'Xvfb stops with its server', 10_000);
    expect(await answers()).toBe(false);
  }, 90_000);
});
