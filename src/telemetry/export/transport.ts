/**
 * OBS-08: how telemetry reaches the collector, costing the user nothing. One POST per batch to the
 * portal's own origin (`/telemetry/v1/logs`, `/telemetry/v1/traces`: nginx proxies them, OBS-01), at
 * most {@link MAX_BODY_BYTES} each and with `keepalive` (so the last batch survives the page), a pause
 * on 429 and 503 for as long as Retry-After says (or a doubling back-off), and a cap per session.
 * Nothing here throws or logs: a telemetry failure is invisible to the user.
 */

/** The limit of one request: keepalive bodies share 64 KiB per page (the fetch standard); headers need room. */
export const MAX_BODY_BYTES = 60 * 1024;
/** The most bytes one page session sends; the rest is dropped (a loop of errors costs the user nothing). */
export const SESSION_BYTE_CAP = 512 * 1024;
/** How many refused bodies wait for the end of a pause; older ones go first. */
const WAITING_LIMIT = 8;
const FIRST_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 5 * 60_000;
/** What the transport has sent in this page session, kept across reloads of the tab. */
export const SENT_BYTES_KEY = 'portal.telemetry.sentBytes';

export type Signal = 'logs' | 'traces';

export type TransportOptions = {
  /** `/telemetry/v1`: the portal's own origin. */
  base: string;
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
};

/** The wait a Retry-After header asks for (seconds or an HTTP date); undefined when it says nothing usable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export class Transport {
  private readonly options: Required<TransportOptions>;
  private pausedUntil = 0;
  private backoffMs = FIRST_BACKOFF_MS;
  private waiting: { signal: Signal; body: Uint8Array }[] = [];
  private resumeScheduled = false;
  private inFlightKeepalive = 0;
  private stopped = false;

  constructor(options: TransportOptions) {
    this.options = {
      fetch: (...args) => globalThis.fetch(...args),
      storage: window.sessionStorage,
      now: Date.now,
      setTimer: (run, ms) => setTimeout(run, ms),
      ...options,
    };
  }

  /** Bytes this session has sent so far. */
  sentBytes(): number {
    try {
      return Number(this.options.storage.getItem(SENT_BYTES_KEY)) || 0;
    } catch {
      return 0;
    }
  }

  /** Sends one body (already at most {@link MAX_BODY_BYTES}); true when the collector took it. */
  async send(signal: Signal, body: Uint8Array): Promise<boolean> {
    if (this.stopped || body.byteLength > MAX_BODY_BYTES) return false;
    if (this.sentBytes() + body.byteLength > SESSION_BYTE_CAP) return false;
    if (this.options.now() < this.pausedUntil) {
      this.wait(signal, body);
      return false;
    }
    // Keepalive requests of one page share 64 KiB; one more that would not fit goes without.
    const keepalive = this.inFlightKeepalive + body.byteLength <= MAX_BODY_BYTES;
    if (keepalive) this.inFlightKeepalive += body.byteLength;
    try {
      const response = await this.options.fetch(`${this.options.base}/${signal}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-protobuf' },
        // A copy on its own ArrayBuffer: what fetch takes as a body.
        body: body.slice(),
        keepalive,
        credentials: 'omit',
        cache: 'no-store',
      });
      if (response.status === 429 || response.status === 503) {
        this.pause(retryAfterMs(response.headers.get('Retry-After'), this.options.now()));
        this.wait(signal, body);
        return false;
      }
      if (!response.ok) return false;
      this.backoffMs = FIRST_BACKOFF_MS;
      this.count(body.byteLength);
      return true;
    } catch {
      // No connection, or the page is going: a pause as for a busy collector, and the body is dropped.
      this.pause(undefined);
      return false;
    } finally {
      if (keepalive) this.inFlightKeepalive -= body.byteLength;
    }
  }

  /** No more requests (the user switched diagnostics off): what waits is dropped. */
  stop(): void {
    this.stopped = true;
    this.waiting = [];
  }

  private count(bytes: number): void {
    try {
      this.options.storage.setItem(SENT_BYTES_KEY, String(this.sentBytes() + bytes));
    } catch {
      // Storage refused (private mode, full): the cap then counts this page only.
    }
  }

  private pause(asked: number | undefined): void {
    const wait = asked ?? this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
    this.pausedUntil = Math.max(this.pausedUntil, this.options.now() + Math.min(wait, MAX_BACKOFF_MS));
  }

  private wait(signal: Signal, body: Uint8Array): void {
    this.waiting.push({ signal, body });
    if (this.waiting.length > WAITING_LIMIT) this.waiting.shift();
    if (this.resumeScheduled) return;
    this.resumeScheduled = true;
    this.options.setTimer(() => void this.resume(), Math.max(0, this.pausedUntil - this.options.now()));
  }

  private async resume(): Promise<void> {
    this.resumeScheduled = false;
    const waiting = this.waiting.splice(0);
    for (const { signal, body } of waiting) await this.send(signal, body);
  }
}
