import { createServer, request, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOOL_PORTS } from './ports.ts';
import { RECORDER_PATH, RECORDER_REPORT_PATH, withRecorder } from './recorder-script.ts';
import { startRecordingProxy, type RecordingProxy } from './recording-proxy.ts';

const PAGE = '<!doctype html><html><head><title>t</title></head><body>page</body></html>';
const origin = `http://127.0.0.1:${TOOL_PORTS.recordingUpstreamTest}`;
let upstream: Server;
let proxy: RecordingProxy;

beforeAll(async () => {
  // Compresses what it may, as nginx does; a missing file is a 404.
  upstream = createServer((req, res) => {
    const gzip = /gzip/.test(String(req.headers['accept-encoding']));
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.end(gzip ? gzipSync(PAGE) : PAGE);
    } else if (req.url === '/app.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end('run();');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => upstream.listen(TOOL_PORTS.recordingUpstreamTest, '127.0.0.1', resolve));
  proxy = await startRecordingProxy(TOOL_PORTS.recordingProxyTest);
});
afterAll(async () => {
  await proxy.stop();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

/** A request through the proxy, as a browser sends it: the absolute URL as its target. */
const viaProxy = (url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: TOOL_PORTS.recordingProxyTest, path: url, method, headers },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe('[XB-01] the recording proxy in front of WebKit', () => {
  test('[XB-01] a document comes back uncompressed with the recorder as its first script, its length fixed', async () => {
    const page = await viaProxy(`${origin}/page`, { 'sec-fetch-dest': 'document', 'accept-encoding': 'gzip, br' });
    expect(page.body).toBe(withRecorder(PAGE));
    expect(page.body).toMatch(
      new RegExp(`^<!doctype html><html><head><script src="${RECORDER_PATH}"></script><title>`),
    );
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(Number(page.headers['content-length'])).toBe(Buffer.byteLength(page.body));
    // A service worker's pass-through of a navigation: no destination, an HTML Accept.
    const passedOn = await viaProxy(`${origin}/page`, { accept: 'text/html,application/xhtml+xml' });
    expect(passedOn.body).toBe(withRecorder(PAGE));
  });

  test('[XB-01] everything else passes as it came, and a status of 400 or more is recorded', async () => {
    const script = await viaProxy(`${origin}/app.js`, { 'sec-fetch-dest': 'script' });
    expect(script).toMatchObject({ status: 200, body: 'run();' });
    expect((await viaProxy(`${origin}/missing.png`)).status).toBe(404);
    expect(proxy.records).toContainEqual({ kind: 'http', text: `404 GET ${origin}/missing.png`, page: '' });
  });

  test("[XB-01] the recorder and its reports are the proxy's own, on every origin", async () => {
    const recorder = await viaProxy(`${origin}${RECORDER_PATH}`);
    expect(recorder.headers['content-type']).toBe('text/javascript');
    expect(recorder.body).toContain('securitypolicyviolation');
    const report = { kind: 'csp', text: 'style-src-elem inline', page: `${origin}/page` };
    expect((await viaProxy(`${origin}${RECORDER_REPORT_PATH}`, {}, 'POST', JSON.stringify(report))).status).toBe(204);
    expect(proxy.records).toContainEqual(report);
  });

  test('[XB-01] an upstream that does not answer is a recorded failure, a 502 to the browser', async () => {
    const closed = `http://127.0.0.1:${TOOL_PORTS.recordingClosedTest}/x`;
    expect((await viaProxy(closed)).status).toBe(502);
    expect(proxy.records.at(-1)?.text).toMatch(new RegExp(`^GET ${closed} failed: connect ECONNREFUSED`));
  });

  test('[XB-01] HTML without a head still gets the recorder first', () => {
    expect(withRecorder('<p>x</p>')).toBe(`<script src="${RECORDER_PATH}"></script><p>x</p>`);
    expect(withRecorder('<HEAD lang="en"><title>')).toBe(
      `<HEAD lang="en"><script src="${RECORDER_PATH}"></script><title>`,
    );
  });
});
