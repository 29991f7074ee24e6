/**
 * The mock backend over real HTTP (`node:http` on 127.0.0.1), for e2e runs against a production
 * build and for contract tools. Same handlers as everywhere else, with an own database.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse, type HttpHandler } from 'msw';
import { createDatabase } from './db.ts';
import { seedDatabase } from './seed.ts';
import { createHandlers } from './handlers.ts';
import { problem } from './problem.ts';
import { resolveScenario } from './scenarios.ts';
import type { TokenVerifier } from './token.ts';

/** Options of {@link startMockHttpServer}. */
export type MockHttpServerOptions = {
  /** Port to listen on (0 = any free port). */
  port: number;
  host?: string;
  /** Exact origins (`http://127.0.0.1:4712`) that get CORS headers; none by default. */
  allowedOrigins?: string[];
  /** The scenario for every request; a request may pick another with the header `x-mock-scenario`. */
  scenario?: string;
  verifyToken?: TokenVerifier;
  /** Stop after serving this many requests. */
  maxRequests?: number;
  /** Stop after this long without a request (default 10 minutes), so no test server lingers. */
  idleTimeoutMs?: number;
  /**
   * Sees every request first: may answer it itself or pass it on to the mock handlers with `next`
   * and change their answer (the contract tools' drift fixture does).
   */
  intercept?: (request: Request, next: (request: Request) => Promise<Response>) => Promise<Response>;
};

/** A running server: its base URL and how to stop it. */
export type MockHttpServer = { url: string; close(): Promise<void> };

const SCENARIO_HEADER = 'x-mock-scenario';

/**
 * The documentation site's stand-in at `/docs`, the page the e2e and benchmark configs name as
 * `documentationUrl` (the mock build serves the same at `/mock-docs/`): the documentation area embeds it.
 */
const DOCS_PATHS = new Set(['/docs', '/docs/']);
const docsPage = () =>
  new Response(readFileSync(new URL('./docs/index.html', import.meta.url)), {
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

const toRequest = (req: IncomingMessage, fallbackHost: string): Request => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- node:stream/web's ReadableStream is the global one at runtime; only the typings differ
  const body = hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined;
  // Node's fetch needs `duplex: 'half'` for a streamed body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = { method: req.method, headers, body, duplex: 'half' };
  return new Request(url, init);
};

const corsHeaders = (origin: string | undefined, allowedOrigins: readonly string[]): Record<string, string> =>
  origin !== undefined && allowedOrigins.includes(origin)
    ? {
        'Access-Control-Allow-Origin': origin,
        // OBS-04: a gateway of a platform that propagates traces allows `traceparent` (docs/deploying.md).
        'Access-Control-Allow-Headers': `Authorization, Content-Type, traceparent, ${SCENARIO_HEADER}`,
        'Access-Control-Allow-Methods': 'GET, POST',
      }
    : {};

/** The handler list of each scenario, built on first use; a scenario with a seed of its own gets its own database. */
async function createScenarioRouter(options: MockHttpServerOptions) {
  const fallback = resolveScenario(options.scenario);
  const sharedDb = createDatabase();
  await seedDatabase(fallback?.seed, sharedDb);
  const lists = new Map<string, Promise<HttpHandler[]>>();
  const build = async (scenario: ReturnType<typeof resolveScenario>) => {
    let db = sharedDb;
    if (scenario?.seed && scenario.name !== fallback?.name) {
      db = createDatabase();
      await seedDatabase(scenario.seed, db);
    }
    return createHandlers({ db, scenario: scenario?.name, verifyToken: options.verifyToken });
  };
  return (name: string | undefined): Promise<HttpHandler[]> => {
    const scenario = resolveScenario(name) ?? fallback;
    const key = scenario?.name ?? '';
    const list = lists.get(key) ?? build(scenario);
    lists.set(key, list);
    return list;
  };
}

/** Starts the server; resolves once it listens. */
export async function startMockHttpServer(options: MockHttpServerOptions): Promise<MockHttpServer> {
  const { port, host = '127.0.0.1', allowedOrigins = [], maxRequests, idleTimeoutMs = 600_000 } = options;
  const handlersFor = await createScenarioRouter(options);

  const respond = async (req: IncomingMessage): Promise<Response> => {
    if (req.method === 'OPTIONS') return new Response(null, { status: 204 });
    const request = toRequest(req, `${host}:${port}`);
    if (req.method === 'GET' && DOCS_PATHS.has(new URL(request.url).pathname)) return docsPage();
    const scenario = req.headers[SCENARIO_HEADER];
    try {
      const handlers = await handlersFor(Array.isArray(scenario) ? scenario[0] : scenario);
      const next = async (forwarded: Request): Promise<Response> =>
        (await getResponse(handlers, forwarded)) ?? problem(404, `No mock for ${new URL(forwarded.url).pathname}.`);
      return await (options.intercept ? options.intercept(request, next) : next(request));
    } catch (error) {
      return problem(500, error instanceof Error ? error.message : String(error));
    }
  };

  let served = 0;
  let idleTimer: NodeJS.Timeout | undefined;
  const close = () =>
    new Promise<void>((resolve) => {
      clearTimeout(idleTimer);
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void close(), idleTimeoutMs);
    idleTimer.unref();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    armIdleTimer();
    const response = await respond(req);
    // No keep-alive: the server stops by itself, and a client's pooled socket would then fail its next request.
    res.writeHead(response.status, {
      ...Object.fromEntries(response.headers),
      ...corsHeaders(req.headers.origin, allowedOrigins),
      Vary: 'Origin',
      Connection: 'close',
    });
    served += 1;
    // Closing only once the response is flushed, so the last client still gets its answer.
    const last = maxRequests !== undefined && served >= maxRequests;
    res.end(Buffer.from(await response.arrayBuffer()), () => {
      if (last) void close();
    });
  };
  const server = createServer((req, res) => void handle(req, res));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  armIdleTimer();
  const address = server.address();
  return { url: `http://${host}:${typeof address === 'object' && address ? address.port : port}`, close };
}
