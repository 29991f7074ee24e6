// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, test } from 'vitest';
import { TOOL_PORTS } from '../testing/ports.ts';
import { browserLikeLoad, percentile } from './browser-like-load.ts';

/** A fixed, unusual loopback port for this test's server (E2E_PORT_OFFSET shifts it). */
const PORT = TOOL_PORTS.browserLikeLoadTest;
const URL = `http://127.0.0.1:${PORT}/`;
const OPTIONS = { connections: 2, seconds: 5, maxRequests: 20, headers: {} };
let server: Server | undefined;

const serve = (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
  new Promise<void>((resolve) => {
    server = createServer(handler);
    server.listen(PORT, '127.0.0.1', resolve);
  });

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** Counts the requests on each connection, so a handler can act on the second one. */
const requestOnConnection = (req: IncomingMessage) => {
  const socket = req.socket as typeof req.socket & { served?: number };
  socket.served = (socket.served ?? 0) + 1;
  return socket.served;
};

describe('browser-like load', () => {
  test('[DEPLOY-08] counts every answered request and stops at the request bound', async () => {
    await serve((_, res) => res.end('ok'));
    const figures = await browserLikeLoad(URL, OPTIONS);
    expect(figures.latenciesMs).toHaveLength(20);
    expect(figures).toMatchObject({ retried: 0, lost: [] });
  });

  test('[DEPLOY-08] a reset on a reused keep-alive connection is re-sent once, like a browser does', async () => {
    // As nginx does at a graceful reload: it closes a kept-alive connection the moment a request arrives.
    await serve((req, res) => (requestOnConnection(req) === 2 ? req.socket.destroy() : res.end('ok')));
    const figures = await browserLikeLoad(URL, { ...OPTIONS, connections: 1, maxRequests: 4 });
    expect(figures.retried).toBeGreaterThan(0);
    expect(figures.lost).toEqual([]);
    expect(figures.latenciesMs).toHaveLength(4);
  });

  test('[DEPLOY-08] a non-2xx answer and a reset on a fresh connection are lost, not re-sent', async () => {
    await serve((req, res) => {
      if (req.url === '/gone') res.writeHead(404).end();
      else req.socket.destroy();
    });
    const missing = await browserLikeLoad(`${URL}gone`, { ...OPTIONS, maxRequests: 3 });
    expect(missing.lost).toEqual(['HTTP 404', 'HTTP 404', 'HTTP 404']);
    const reset = await browserLikeLoad(URL, { ...OPTIONS, connections: 1, maxRequests: 2 });
    expect(reset).toMatchObject({ retried: 0, latenciesMs: [] });
    expect(reset.lost).toEqual([expect.stringMatching(/ECONNRESET/), expect.stringMatching(/ECONNRESET/)]);
  });

  test('[DEPLOY-08] percentiles by nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect([percentile(values, 50), percentile(values, 99), percentile(values, 0), percentile([], 50)]).toEqual([
      5, 10, 1, 0,
    ]);
  });
});
