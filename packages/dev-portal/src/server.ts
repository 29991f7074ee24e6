/**
 * The dev portal's HTTP server (PLUG-10): the portal's mock build (its service worker is the mock
 * backend), its runtime config declaring the project's area, the area's build at /remotes/<id>/, and
 * a reload channel: each `reload()` tells every open page to load again (server-sent events).
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { CONTENT_TYPES as TYPES } from '../../../tools/testing/static-server.ts';
import type { AreaEntry } from './area-entry.ts';

export const RELOAD_SCRIPT_PATH = '/__portal-dev/reload.js';
export const EVENTS_PATH = '/__portal-dev/events';

/** In each page of the portal: reload when the area was rebuilt. An external file, as the portal's policy wants. */
const RELOAD_SCRIPT = `const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
events.addEventListener('rebuilt', () => location.reload());
`;

export type DevServerOptions = {
  /** The portal's mock build. */
  portalDir: string;
  /** The area's build (the project's dist/). */
  areaDir: string;
  entry: AreaEntry;
};

export type DevServer = {
  server: Server;
  /** Tells every open page to reload. */
  reload(): void;
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
};

/** A file below `dir` for a URL path, or undefined for one that would leave it. */
function fileIn(dir: string, urlPath: string): string | undefined {
  const path = normalize(join(dir, decodeURIComponent(urlPath)));
  return path.startsWith(dir.endsWith(sep) ? dir : `${dir}${sep}`) ? path : undefined;
}

async function send(res: ServerResponse, file: string | undefined, body?: (text: Buffer) => string | Buffer) {
  try {
    if (!file) throw new Error('outside');
    const content = await readFile(file);
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body ? body(content) : content);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  }
}

export function createDevServer({ portalDir, areaDir, entry }: DevServerOptions): DevServer {
  const base = `/remotes/${entry.id}/`;
  const pages = new Set<ServerResponse>();
  // Every page of the portal (the SPA's index.html for any path without a file extension) gets the reload script.
  const index = (response: ServerResponse) =>
    send(response, join(portalDir, 'index.html'), (html) =>
      html.toString('utf8').replace('</head>', `<script type="module" src="${RELOAD_SCRIPT_PATH}"></script></head>`),
    );

  const handle = async (req: IncomingMessage, response: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === EVENTS_PATH) {
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      response.write(': connected\n\n');
      pages.add(response);
      req.once('close', () => pages.delete(response));
      return;
    }
    if (path === RELOAD_SCRIPT_PATH) {
      response.writeHead(200, { 'content-type': TYPES['.js']!, 'cache-control': 'no-cache' });
      response.end(RELOAD_SCRIPT);
      return;
    }
    if (path === '/config.json') {
      return send(response, join(portalDir, 'config.json'), (text) => {
        const config: unknown = JSON.parse(text.toString('utf8'));
        return JSON.stringify({ ...(typeof config === 'object' ? config : {}), remoteAreas: [entry] }, null, 2);
      });
    }
    if (path.startsWith(base)) return send(response, fileIn(areaDir, path.slice(base.length)));
    if (path === '/' || extname(path) === '') return index(response);
    return send(response, fileIn(portalDir, path));
  };

  const server = createServer((req, response) => void handle(req, response));
  return {
    server,
    reload() {
      for (const page of pages) page.write('event: rebuilt\ndata: {}\n\n');
    },
    listen: (port, host) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const page of pages) page.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
