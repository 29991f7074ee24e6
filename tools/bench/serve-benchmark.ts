/**
 * DEPLOY-08 benchmark, `npm run perf:serve` (scripts/perf-serve.ts): prints figures and asserts only
 * that no request is lost (an error, a timeout or a non-2xx answer). Serves dist/ with Debian's nginx
 * and the portal's configuration (tools/testing/nginx.ts) on 127.0.0.1. First autocannon drives
 * index.html, a hashed asset and config.json one after the other, bounded in time and in requests;
 * then the same with a browser-like node:http client (autocannon's own cost dominates large bodies).
 * Then all three at once while nginx reloads gracefully a few times, with the browser-like client:
 * autocannon neither honours `Connection: close` nor re-sends a request reset on a kept-alive
 * connection, which browsers do (see tools/bench/browser-like-load.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { VALID_ENV } from '../../deploy/nginx/testing.ts';
import { browserLikeLoad, percentile, type LoadFigures } from './browser-like-load.ts';
import { startNginx, type RunningNginx } from '../testing/nginx.ts';
import { TOOL_PORTS } from '../testing/ports.ts';

/** A fixed, unusual loopback port; E2E_PORT_OFFSET shifts it like every test server's. */
const PORT = TOOL_PORTS.serveBench;
const DIST = resolvePath('dist');
const LOAD = { connections: 16, seconds: 5, maxRequests: 200_000 };
const RELOADS = 5;
// What a browser sends: nginx picks the precompressed .br for the asset, gzips HTML on the fly.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const BROWSER_LIKE = {
  connections: LOAD.connections,
  seconds: LOAD.seconds,
  maxRequests: LOAD.maxRequests,
  headers: HEADERS,
};

type Target = { name: string; path: string };

function targets(): Target[] {
  const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(
    readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'),
  );
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('dist/.vite/manifest.json has no entry chunk');
  return [
    { name: 'index.html', path: '/' },
    { name: `hashed asset (${entry.file})`, path: `/${entry.file}` },
    { name: 'config.json', path: '/config.json' },
  ];
}

const load = (url: string, seconds: number): Promise<Result> =>
  autocannon({
    url,
    headers: HEADERS,
    connections: LOAD.connections,
    duration: seconds,
    maxOverallRequests: LOAD.maxRequests,
    // Below nginx's keepalive_requests (1000): autocannon ignores the `Connection: close` nginx sends then.
    reconnectRate: 500,
  });

const lost = (result: Result) => result.errors + result.non2xx;

const cell = (name: string, perSecond: number, p50: number, p99: number) =>
  [
    `  ${name.padEnd(44)} ${perSecond.toFixed(0).padStart(7)} req/s`,
    `p50 ${p50.toFixed(1).padStart(6)} ms`,
    `p99 ${p99.toFixed(1).padStart(6)} ms`,
  ].join('   ');

const row = (name: string, result: Result) => {
  const { requests, latency, errors, timeouts, non2xx } = result;
  return (
    `${cell(name, requests.average, latency.p50, latency.p99)}   ${requests.total} requests, ` +
    `${lost(result)} lost (${errors} errors, ${timeouts} timeouts, ${non2xx} non-2xx)`
  );
};

const reloadRow = (name: string, { latenciesMs, seconds, lost: gone, retried }: LoadFigures) =>
  `${cell(name, latenciesMs.length / seconds, percentile(latenciesMs, 50), percentile(latenciesMs, 99))}   ` +
  `${latenciesMs.length} requests, ${gone.length} lost, ${retried} re-sent after a keep-alive reset`;

async function whileReloading(nginx: RunningNginx, list: Target[]): Promise<LoadFigures[]> {
  const options = {
    connections: LOAD.connections,
    seconds: RELOADS + 2,
    maxRequests: LOAD.maxRequests,
    headers: HEADERS,
  };
  const running = Promise.all(list.map((target) => browserLikeLoad(`${nginx.url}${target.path}`, options)));
  for (let reload = 0; reload < RELOADS; reload++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await nginx.reload();
  }
  return running;
}

/** Runs the load and prints its figures; resolves with the number of requests lost (0 passes). */
export async function runServeBenchmark(): Promise<number> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error('No production build: run `npm run build` first.');
  const list = targets();
  const nginx = await startNginx({ root: DIST, port: PORT, env: { ...VALID_ENV }, maxLifetimeMs: 5 * 60_000 });
  try {
    console.log(
      `nginx on ${nginx.url}: ${LOAD.connections} connections, ${LOAD.seconds} s or ${LOAD.maxRequests} requests per target`,
    );
    const steady: Result[] = [];
    for (const target of list) steady.push(await load(`${nginx.url}${target.path}`, LOAD.seconds));
    list.forEach((target, index) => console.log(row(target.name, steady[index]!)));
    // autocannon appends every body to a string: for a 130 KB asset it measures itself, so the same
    // targets once more with the node:http client, which discards bodies.
    console.log('\nThe same, one after the other, with the browser-like client:');
    const compared: LoadFigures[] = [];
    for (const target of list) compared.push(await browserLikeLoad(`${nginx.url}${target.path}`, BROWSER_LIKE));
    list.forEach((target, index) => console.log(reloadRow(target.name, compared[index]!)));
    console.log(`\nAll three at once (${LOAD.connections} connections each) during ${RELOADS} graceful reloads:`);
    const reloading = await whileReloading(nginx, list);
    list.forEach((target, index) => console.log(reloadRow(target.name, reloading[index]!)));
    const problems = [...compared, ...reloading].flatMap((figures) => figures.lost);
    const failed = steady.reduce((sum, result) => sum + lost(result), 0) + problems.length;
    if (failed > 0)
      console.error(`\n${failed} requests lost${problems.length ? `: ${[...new Set(problems)].join('; ')}` : ''}`);
    else console.log('\nNo request lost.');
    return failed;
  } finally {
    await nginx.stop();
  }
}
