import { Agent, request } from 'node:http';

export type LoadOptions = {
  connections: number;
  seconds: number;
  maxRequests: number;
  headers: Record<string, string>;
};

/** What a bounded load run saw: latencies of the completed requests, re-sent and lost ones. */
export type LoadFigures = { seconds: number; latenciesMs: number[]; retried: number; lost: string[] };

type Attempt = { ok: boolean; retryable: boolean; problem?: string };

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

const attempt = (url: string, agent: Agent | false, headers: Record<string, string>): Promise<Attempt> =>
  new Promise((resolve) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        const ok = res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300;
        resolve({ ok, retryable: false, problem: ok ? undefined : `HTTP ${res.statusCode}` });
      });
      res.on('error', (error) => resolve({ ok: false, retryable: false, problem: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        ok: false,
        // Reset before any response on a kept-alive connection the server closed at that moment.
        retryable: req.reusedSocket && RESET_CODES.has(error.code ?? ''),
        problem: `${error.code ?? ''} ${error.message}`,
      }),
    );
    req.end();
  });

/**
 * A bounded, browser-like load on one URL: `connections` keep-alive connections send GETs one after
 * another until `seconds` pass or `maxRequests` were sent. Like a browser (and as HTTP/1.1 allows, RFC
 * 9112 §9.3.1), a request reset on a reused keep-alive connection before any response is sent once
 * more on a new connection; every other failure and every non-2xx answer counts as lost.
 */
export async function browserLikeLoad(url: string, options: LoadOptions): Promise<LoadFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const figures: LoadFigures = { seconds: 0, latenciesMs: [], retried: 0, lost: [] };
  let sent = 0;
  const loop = async () => {
    while (performance.now() < deadline && sent < options.maxRequests) {
      sent += 1;
      const begin = performance.now();
      let result = await attempt(url, agent, options.headers);
      if (!result.ok && result.retryable) {
        figures.retried += 1;
        // On a connection of its own: another kept-alive one may be closing at the same moment.
        result = await attempt(url, false, options.headers);
      }
      if (result.ok) figures.latenciesMs.push(performance.now() - begin);
      else figures.lost.push(result.problem ?? 'unknown');
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  agent.destroy();
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}

/** The p-th percentile (0-100) of the values, nearest rank; 0 for none. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
