#!/usr/bin/env node
/**
 * XB-01: Firefox ESR for Playwright's own WebDriver BiDi route (`channel: 'moz-firefox'`). Playwright
 * starts this file as the browser (tools/testing/firefox.ts): it starts Debian's Firefox ESR with the
 * same arguments and stands between the two on loopback. Every BiDi message passes unchanged but one:
 * Playwright 1.65 sends `emulation.setMediaFeaturesOverride` for every new context, a command ESR 153
 * lacks. Asked for no override (`colorScheme: null`, what the tour's contexts use) the relay
 * answers it as done, which is true: there is nothing to override. Asked for a real override it
 * answers with an error naming the limitation, so a test that emulates a colour scheme fails loudly.
 * It ends with Firefox (Playwright closes Firefox over BiDi, or kills this process group).
 */
import { spawn } from 'node:child_process';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { FIREFOX_ESR_PATH, relayAnswer } from './firefox.ts';

const firefox = spawn(FIREFOX_ESR_PATH, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => firefox.kill(signal));

/** A message's text: `ws` hands a frame over as one buffer, or as several. */
const textOf = (data: RawData) =>
  (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');

/** Relays one client (Playwright) to Firefox's BiDi endpoint at the same path. */
function relay(client: WebSocket, upstreamUrl: string) {
  const upstream = new WebSocket(upstreamUrl);
  // BiDi is text frames only (Firefox refuses binary ones), so every message goes on as text.
  const pending: string[] = [];
  upstream.on('open', () => pending.splice(0).forEach((text) => upstream.send(text)));
  client.on('message', (data: RawData) => {
    const text = textOf(data);
    const answer = relayAnswer(text);
    if (answer) client.send(answer);
    else if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else pending.push(text);
  });
  upstream.on('message', (data: RawData) => client.send(textOf(data)));
  client.on('close', () => upstream.close());
  upstream.on('close', () => client.close());
  upstream.on('error', () => client.close());
}

// Firefox announces its endpoint on stderr; Playwright reads the same line from ours, naming the relay.
let announced = false;
firefox.stderr.on('data', (chunk: Buffer) => {
  const text = chunk.toString();
  const endpoint = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(text)?.[1];
  if (!endpoint || announced) {
    process.stderr.write(text);
    return;
  }
  announced = true;
  // Port 0: the system picks a free one, as Firefox's own `--remote-debugging-port=0` does.
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    process.stderr.write(text.replace(endpoint, `ws://127.0.0.1:${port}`));
  });
  server.on('connection', (client, request) => relay(client, `${endpoint}${request.url ?? ''}`));
});
