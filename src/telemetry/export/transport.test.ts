import { describe, expect, test, vi } from 'vitest';
import { MAX_BODY_BYTES, retryAfterMs, SENT_BYTES_KEY, SESSION_BYTE_CAP, Transport } from './transport';

type Call = { url: string; init: RequestInit };

/** A transport over a scripted fetch, a clock and timers the test runs by hand. */
function setup(answers: (number | Error | [number, Record<string, string>])[] = []) {
  const calls: Call[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let now = 1_000_000;
  const storage = new Map<string, string>();
  const transport = new Transport({
    base: '/telemetry/v1',
    fetch: async (url, init) => {
      calls.push({ url: url instanceof Request ? url.url : url.toString(), init: init ?? {} });
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      const [status, headers] = Array.isArray(answer) ? answer : [answer, {}];
      return new Response(null, { status, headers });
    },
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    now: () => now,
    setTimer: (run, ms) => timers.push({ at: now + ms, run }),
  });
  const advance = async (ms: number) => {
    now += ms;
    const due = timers.filter((entry) => entry.at <= now);
    timers.splice(0, timers.length, ...timers.filter((entry) => entry.at > now));
    for (const timer of due) timer.run();
    await vi.waitFor(() => undefined);
  };
  return { transport, calls, timers, storage, advance, clock: () => now };
}

const body = (bytes: number) => new Uint8Array(bytes).fill(7);
const sizeOf = (call: Call) => (call.init.body instanceof Uint8Array ? call.init.body.byteLength : -1);

describe('delivery (OBS-08)', () => {
  test("[OBS-08] one POST per body to the portal's own origin, protobuf, with keepalive and without credentials", async () => {
    const { transport, calls } = setup();
    expect(await transport.send('logs', body(100))).toBe(true);
    expect(await transport.send('traces', body(100))).toBe(true);
    expect(calls.map((call) => call.url)).toEqual(['/telemetry/v1/logs', '/telemetry/v1/traces']);
    expect(calls[0]!.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/x-protobuf' },
    });
    expect(sizeOf(calls[0]!)).toBe(100);
  });

  test('[OBS-08] a body over the limit of one request is never sent', async () => {
    const { transport, calls } = setup();
    expect(await transport.send('logs', body(MAX_BODY_BYTES + 1))).toBe(false);
    expect(calls).toEqual([]);
  });

  test('[OBS-08] 429 with Retry-After: nothing is sent until it has passed, then the refused body goes again', async () => {
    const { transport, calls, advance } = setup([[429, { 'Retry-After': '30' }], 200, 200]);
    expect(await transport.send('logs', body(10))).toBe(false);
    // While paused, later bodies wait too, without a request.
    expect(await transport.send('logs', body(20))).toBe(false);
    expect(calls).toHaveLength(1);
    await advance(29_000);
    expect(calls).toHaveLength(1);
    await advance(1_000);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(calls.slice(1).map(sizeOf)).toEqual([10, 20]);
  });

  test('[OBS-08] 503 without Retry-After backs off, doubling from 5 s', async () => {
    const { transport, calls, advance } = setup([503, 503, 200]);
    await transport.send('traces', body(10));
    await advance(4_999);
    expect(calls).toHaveLength(1);
    await advance(1);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    // Refused again: the next pause is 10 s.
    await advance(9_999);
    expect(calls).toHaveLength(2);
    await advance(1);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
  });

  test('[OBS-08] Retry-After as an HTTP date; nonsense means the back-off', () => {
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs(new Date(65_000).toUTCString(), 5_000)).toBe(60_000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });

  test('[OBS-08] a cap per session: past it nothing more is sent, across reloads of the tab', async () => {
    const { transport, calls, storage } = setup();
    storage.set(SENT_BYTES_KEY, String(SESSION_BYTE_CAP - 50));
    expect(await transport.send('logs', body(40))).toBe(true);
    expect(await transport.send('logs', body(40))).toBe(false);
    expect(calls).toHaveLength(1);
    expect(Number(storage.get(SENT_BYTES_KEY))).toBe(SESSION_BYTE_CAP - 10);
  });

  test('[OBS-08] a failed request (no connection) is invisible: no throw, its body dropped, a pause for the next', async () => {
    const { transport, calls, advance } = setup([new TypeError('Failed to fetch'), 200]);
    await expect(transport.send('logs', body(10))).resolves.toBe(false);
    expect(await transport.send('logs', body(20))).toBe(false);
    expect(calls).toHaveLength(1);
    await advance(5_000);
    // The body of the pause goes; the failed one is gone.
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(sizeOf(calls[1]!)).toBe(20);
  });

  test('[OBS-07] stopped (diagnostics switched off): nothing is sent, what waited is dropped', async () => {
    const { transport, calls, advance } = setup([[429, { 'Retry-After': '1' }]]);
    await transport.send('logs', body(10));
    transport.stop();
    await advance(2_000);
    expect(await transport.send('logs', body(10))).toBe(false);
    expect(calls).toHaveLength(1);
  });
});
