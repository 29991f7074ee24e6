/**
 * Runs Debian's nginx with the portal's configuration (`deploy/nginx/`) for tests, Playwright and
 * benchmarks: a temporary prefix, the config rendered from `env` by the container's entrypoint,
 * nginx in the foreground as the current user on 127.0.0.1. It stops by itself when idle or old.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_BINARY = '/usr/sbin/nginx';
export const ENTRYPOINT = fileURLToPath(new URL('../../deploy/nginx/docker-entrypoint.sh', import.meta.url));

export type NginxOptions = {
  /** The built files (dist/). */
  root: string;
  port: number;
  /** The PORTAL_* variables of the runtime config (see docs/deploying.md). */
  env: Record<string, string>;
  /** Stop after this long without a request (default 10 min). */
  idleTimeoutMs?: number;
  /** Stop this long after it first served, in any case (default 1 h). */
  maxLifetimeMs?: number;
  /**
   * PLUG-14: further loopback addresses to listen on (the isolated origin's, e.g. 127.0.0.2): each
   * server listens on all of them and is chosen by host name, as in a deployment.
   */
  extraHosts?: readonly string[];
};

export type RunningNginx = {
  url: string;
  pid: number;
  prefix: string;
  /** Graceful reload (SIGHUP); resolves once the new workers run. */
  reload(): Promise<void>;
  stop(): Promise<void>;
};

const IDLE_CHECK_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts nginx; rejects with the entrypoint's or nginx's own message when it cannot start. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const { root, port, env, idleTimeoutMs = 10 * 60_000, maxLifetimeMs = 60 * 60_000 } = options;
  const prefix = await mkdtemp(join(tmpdir(), 'portal-nginx-'));
  // Readable by nginx's workers, which run as nobody when this runs as root.
  await chmod(prefix, 0o755);
  const accessLog = join(prefix, 'access.log');
  const child = spawn('sh', [ENTRYPOINT], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      ...env,
      PORTAL_ROOT: root,
      PORTAL_PORT: String(port),
      PORTAL_RUNTIME_DIR: prefix,
      PORTAL_LISTEN_HOST: ['127.0.0.1', ...(options.extraHosts ?? [])].join(' '),
      PORTAL_ACCESS_LOG: accessLog,
      PORTAL_NGINX: NGINX_BINARY,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    clearInterval(idleTimer);
    clearTimeout(lifetimeTimer);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(prefix, { recursive: true, force: true });
  };
  let idleTimer: NodeJS.Timeout | undefined;
  let lifetimeTimer: NodeJS.Timeout | undefined;
  // The lifetime counts from when nginx serves: the entrypoint's render takes seconds on a busy
  // machine (TEST-02). The watchdog (this process gone, or far past the lifetime) guards the start too.
  watchdog(child.pid!, maxLifetimeMs + WATCHDOG_START_ALLOWANCE_MS);
  void exited.then(() => {
    clearInterval(idleTimer);
    clearTimeout(lifetimeTimer);
  });

  const started = await waitUntilHealthy(url, prefix, exited);
  if (!started) {
    await stop();
    throw new Error(`nginx did not start: ${stderr.trim() || 'no message'}`);
  }
  lifetimeTimer = setTimeout(() => void stop(), maxLifetimeMs);
  lifetimeTimer.unref();
  idleTimer = watchIdle(accessLog, idleTimeoutMs, stop);
  const reload = () => reloadNginx(child.pid!, join(prefix, 'error.log'));
  return { url, pid: child.pid!, prefix, reload, stop };
}

/** SIGHUP, then waits for nginx's notice that the new workers run (or its error). */
async function reloadNginx(pid: number, errorLog: string): Promise<void> {
  const before = (await readFile(errorLog, 'utf8')).length;
  process.kill(pid, 'SIGHUP');
  for (let attempt = 0; attempt < 100; attempt++) {
    const log = (await readFile(errorLog, 'utf8')).slice(before);
    if (/reconfiguring[\s\S]*start worker process/.test(log)) return;
    if (/\[emerg\]/.test(log)) throw new Error(`nginx reload failed: ${log.trim()}`);
    await sleep(50);
  }
  throw new Error('nginx did not reload within 5 s');
}

/** Calls `stop` once the access log has not grown for `idleTimeoutMs`. */
function watchIdle(accessLog: string, idleTimeoutMs: number, stop: () => Promise<void>): NodeJS.Timeout {
  let lastActivity = Date.now();
  let lastLogSize = 0;
  const check = () =>
    void stat(accessLog).then(
      ({ size }) => {
        if (size !== lastLogSize) [lastLogSize, lastActivity] = [size, Date.now()];
        if (Date.now() - lastActivity > idleTimeoutMs) void stop();
      },
      () => undefined,
    );
  const timer = setInterval(check, Math.min(IDLE_CHECK_MS, idleTimeoutMs));
  timer.unref();
  return timer;
}

/** What the watchdog allows nginx beyond its lifetime for its start (the entrypoint's render under load). */
const WATCHDOG_START_ALLOWANCE_MS = 120_000;

/**
 * A detached shell that outlives this process: it stops nginx when this process is gone (a killed
 * test runner cannot leave nginx behind) or when the lifetime is over, and exits with nginx.
 */
function watchdog(nginxPid: number, maxLifetimeMs: number) {
  const script =
    'end=$(($(date +%s) + $3)); while kill -0 "$2" 2>/dev/null; do if ! kill -0 "$1" 2>/dev/null || [ "$(date +%s)" -ge "$end" ]; then kill "$2"; exit 0; fi; sleep 1; done';
  const seconds = String(Math.ceil(maxLifetimeMs / 1000) + 5);
  spawn('sh', ['-c', script, 'watchdog', String(process.pid), String(nginxPid), seconds], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

/**
 * Polls until nginx wrote its pid file (it does so after binding the port, so another server on
 * the port is not mistaken for ours) and /healthz answers 200; false when the process exits.
 */
async function waitUntilHealthy(url: string, prefix: string, exited: Promise<number | null>): Promise<boolean> {
  const nginx = { gone: false };
  void exited.then(() => (nginx.gone = true));
  for (let attempt = 0; attempt < 100 && !nginx.gone; attempt++) {
    const bound = await stat(join(prefix, 'nginx.pid')).then(
      () => true,
      () => false,
    );
    const healthy =
      bound &&
      (await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      ));
    if (healthy && !nginx.gone) return true;
    await sleep(100);
  }
  return false;
}
