/**
 * XB-01: what a page reports, for a browser driven over WebDriver classic, which has no init scripts
 * and no console log (WebKitWebDriver). The browser sends all its traffic through this forward proxy
 * on loopback; into every HTML document the proxy puts, as its first script, a same-origin
 * `<script src>` (allowed by `script-src 'self'`, so the page's policy stays as it is) that reports
 * console errors, uncaught errors, rejected promises and Content-Security-Policy violations back to the
 * proxy from the first moment; the proxy itself adds every response of 400 and above and every
 * request it could not pass on.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { RECORDER_PATH, RECORDER_REPORT_PATH, RECORDER_SOURCE, withRecorder } from './recorder-script.ts';

/** One thing a page reported, or the proxy saw. */
export type Recorded = { kind: 'console' | 'error' | 'csp' | 'http' | 'flush'; text: string; page: string };

export type RecordingProxy = { url: string; records: Recorded[]; stop(): Promise<void> };

/**
 * A document the browser asked for: by its destination, or (a service worker passing a navigation
 * on, as the mock build's does, may send none) by its `Accept`, which only navigations lead with HTML.
 */
const isDocument = (request: IncomingMessage) =>
  ['document', 'iframe'].includes(String(request.headers['sec-fetch-dest'])) ||
  String(request.headers.accept).startsWith('text/html');

function own(request: IncomingMessage, response: ServerResponse, records: Recorded[]): boolean {
  const path = new URL(request.url ?? '/', 'http://proxy').pathname;
  if (path === RECORDER_PATH) {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    response.end(RECORDER_SOURCE);
    return true;
  }
  if (path !== RECORDER_REPORT_PATH) return false;
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    try {
      // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the recorder's own reports, written by recorder-script.ts
      records.push(JSON.parse(body) as Recorded);
    } catch {
      records.push({ kind: 'error', text: `unreadable report: ${body.slice(0, 200)}`, page: '' });
    }
    response.writeHead(204).end();
  });
  return true;
}

/** Passes one request on; a document's HTML comes back uncompressed, with the recorder first. */
function pass(request: IncomingMessage, response: ServerResponse, records: Recorded[]) {
  const target = new URL(request.url ?? '/');
  const document = isDocument(request);
  const headers = { ...request.headers };
  delete headers['proxy-connection'];
  if (document) headers['accept-encoding'] = 'identity';
  const upstream = httpRequest(target, { method: request.method, headers }, (answer) => {
    const status = answer.statusCode ?? 502;
    if (status >= 400) records.push({ kind: 'http', text: `${status} ${request.method} ${target.href}`, page: '' });
    const html = document && /text\/html/.test(String(answer.headers['content-type']));
    if (!html) {
      response.writeHead(status, answer.headers);
      answer.pipe(response);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const body = withRecorder(Buffer.concat(chunks).toString('utf8'));
      const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
      response.writeHead(status, { ...rest, 'content-length': Buffer.byteLength(body) });
      response.end(body);
    });
  });
  upstream.on('error', (error) => {
    records.push({ kind: 'http', text: `${request.method} ${target.href} failed: ${error.message}`, page: '' });
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
}

/** The proxy on `127.0.0.1:port` (plain HTTP only: every server of the suite is). */
export function startRecordingProxy(port: number): Promise<RecordingProxy> {
  const records: Recorded[] = [];
  const server = createServer((request, response) => {
    if (own(request, response, records)) return;
    if (!(request.url ?? '').startsWith('http://')) {
      response.writeHead(405).end('a forward proxy for http:// URLs only');
      return;
    }
    pass(request, response, records);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        records,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
