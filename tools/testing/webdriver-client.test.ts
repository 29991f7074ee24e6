import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOOL_PORTS } from './ports.ts';
import { ELEMENT_KEY, keyActions, KEYS, WebDriverError, WebDriverSession } from './webdriver-client.ts';
import { miniBrowserArgs } from './webkit.ts';

/** A driver that keeps what it was asked and answers as WebDriver does. */
const asked: { method: string; url: string; body: unknown }[] = [];
let server: Server;
const driver = `http://127.0.0.1:${TOOL_PORTS.webDriverClientTest}`;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    const reply = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ value }));
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      asked.push({ method: request.method!, url: request.url!, body: body ? JSON.parse(body) : undefined });
      if (request.url === '/session') return reply(200, { sessionId: 's-1', capabilities: {} });
      if (request.url?.endsWith('/element/e-9/click'))
        return reply(404, { error: 'stale element reference', message: 'gone', stacktrace: '' });
      return reply(200, request.url?.endsWith('/execute/sync') ? 42 : null);
    });
  });
  await new Promise<void>((resolve) => server.listen(TOOL_PORTS.webDriverClientTest, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('[XB-02] the WebDriver classic client', () => {
  test('[XB-02] chords become key actions: modifiers down, the key, then up in reverse', () => {
    expect(keyActions('Control+k')).toEqual([
      { type: 'keyDown', value: KEYS.Control },
      { type: 'keyDown', value: 'k' },
      { type: 'keyUp', value: 'k' },
      { type: 'keyUp', value: KEYS.Control },
    ]);
    expect(keyActions('Shift+Tab').map((action) => action.value)).toEqual([KEYS.Shift, KEYS.Tab, KEYS.Tab, KEYS.Shift]);
    expect(() => keyActions('Hyper+x')).toThrow('Unknown key in "Hyper+x".');
  });

  test('[XB-02] a session sends the protocol’s commands and gives back their values', async () => {
    const session = await WebDriverSession.create(driver, { browserName: 'MiniBrowser' });
    expect(session.id).toBe('s-1');
    expect(await session.execute('return 6 * 7;', [])).toBe(42);
    await session.press('Enter');
    expect(asked.at(0)).toEqual({
      method: 'POST',
      url: '/session',
      body: { capabilities: { alwaysMatch: { browserName: 'MiniBrowser' } } },
    });
    expect(asked.at(-1)).toEqual({
      method: 'POST',
      url: '/session/s-1/actions',
      body: { actions: [{ type: 'key', id: 'keyboard', actions: keyActions('Enter') }] },
    });
  });

  test("[XB-02] the driver's errors keep their protocol code", async () => {
    const session = await WebDriverSession.create(driver, {});
    const error = await session.click({ [ELEMENT_KEY]: 'e-9' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WebDriverError);
    expect(error).toMatchObject({ error: 'stale element reference', message: 'stale element reference: gone' });
  });

  test('[XB-01] MiniBrowser runs in automation mode, all its traffic through the recording proxy when given', () => {
    expect(miniBrowserArgs()).toEqual(['--automation']);
    expect(miniBrowserArgs('http://127.0.0.1:4793')).toEqual([
      '--automation',
      '--proxy=http://127.0.0.1:4793',
      '--ignore-host=',
    ]);
  });
});
