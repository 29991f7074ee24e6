/**
 * A small static file server for benchmarks (the mock builds and the hello-world floor of
 * `npm run perf:lighthouse`): 127.0.0.1 only, gzip like a production server, the SPA's index.html
 * for unknown paths, and it stops by itself when idle or old.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The content type of each file extension the portal's builds hold. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

export type StaticServer = { url: string; close(): Promise<void> };

/** Serves `root` on 127.0.0.1:`port`; unknown paths without a file extension get index.html. */
export async function startStaticServer(
  root: string,
  port: number,
  { idleTimeoutMs = 10 * 60_000, maxLifetimeMs = 60 * 60_000 } = {},
): Promise<StaticServer> {
  let lastRequest = Date.now();
  const server = createServer((req, res) => {
    lastRequest = Date.now();
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = extname(path) === '' ? 'index.html' : path;
    void readFile(join(root, file)).then(
      (body) => {
        const type = extname(file);
        const gzip = COMPRESSIBLE.has(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
        res.writeHead(200, {
          'content-type': CONTENT_TYPES[type] ?? 'application/octet-stream',
          'cache-control': file === 'index.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
          ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
        });
        res.end(gzip ? gzipSync(body, { level: 6 }) : body);
      },
      () => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const close = () =>
    new Promise<void>((resolve) => {
      clearInterval(idle);
      clearTimeout(lifetime);
      server.closeAllConnections();
      server.close(() => resolve());
    });
  const idle = setInterval(() => Date.now() - lastRequest > idleTimeoutMs && void close(), 5_000);
  const lifetime = setTimeout(() => void close(), maxLifetimeMs);
  idle.unref();
  lifetime.unref();
  return { url: `http://127.0.0.1:${port}`, close };
}
