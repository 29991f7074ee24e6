/**
 * XB-01: a WebDriver classic client (W3C WebDriver, https://w3c.github.io/webdriver/) over `fetch`,
 * for WebKitWebDriver, which speaks nothing else. Only the commands the cross-engine tour needs. The
 * registry's clients bring what this project must not run: `webdriver` (WebdriverIO) depends on
 * driver downloaders (geckodriver, edgedriver, @puppeteer/browsers), `selenium-webdriver` ships
 * Selenium Manager's binaries, and neither adds anything the tour needs over these few calls.
 */

/** The key of an element reference in the protocol's JSON. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
export type ElementRef = { [ELEMENT_KEY]: string };
export type Rect = { x: number; y: number; width: number; height: number };

/** An error the driver answered with: `error` is the protocol's code (`no such element`, …). */
export class WebDriverError extends Error {
  readonly error: string;
  constructor(error: string, message: string) {
    super(`${error}: ${message}`);
    this.error = error;
  }
}

/** The protocol's codes of keys that are not characters (section 17.4.2). */
export const KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Meta: '\uE03D',
};

/** `Control+k`, `Shift+Tab`, `Enter` as key actions: modifiers down, the key down and up, modifiers up. */
export function keyActions(chord: string): { type: 'keyDown' | 'keyUp'; value: string }[] {
  const keys = chord.split('+').map((key) => KEYS[key] ?? key);
  if (keys.some((key) => key.length !== 1)) throw new Error(`Unknown key in "${chord}".`);
  const down = keys.map((value) => ({ type: 'keyDown' as const, value }));
  const up = keys.toReversed().map((value) => ({ type: 'keyUp' as const, value }));
  return [...down, ...up];
}

/** One session of a WebDriver classic server. */
export class WebDriverSession {
  private readonly base: string;
  readonly id: string;

  private constructor(base: string, id: string) {
    this.base = base;
    this.id = id;
  }

  /** Starts a session; `timeoutMs` bounds the browser's start. */
  static async create(driverUrl: string, alwaysMatch: Record<string, unknown>, timeoutMs = 60_000) {
    const value = await send<{ sessionId: string }>(
      'POST',
      `${driverUrl}/session`,
      { capabilities: { alwaysMatch } },
      timeoutMs,
    );
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.sessionId);
  }

  /** Any command of the session (`path` below `/session/{id}`). */
  command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs = 60_000): Promise<T> {
    return send<T>(method, `${this.base}${path}`, body ?? (method === 'POST' ? {} : undefined), timeoutMs);
  }

  navigate = (url: string) => this.command<null>('POST', '/url', { url });
  url = () => this.command<string>('GET', '/url');
  refresh = () => this.command<null>('POST', '/refresh');
  /** Runs `script` (a function body; `arguments` holds `args`) in the page and returns its value. */
  execute = <T>(script: string, args: unknown[] = []) => this.command<T>('POST', '/execute/sync', { script, args });
  click = (element: ElementRef) => this.command<null>('POST', `/element/${element[ELEMENT_KEY]}/click`);
  /** Types into the element (focusing it first), as a user would. */
  sendKeys = (element: ElementRef, text: string) =>
    this.command<null>('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  clear = (element: ElementRef) => this.command<null>('POST', `/element/${element[ELEMENT_KEY]}/clear`);
  /** A key chord (`Control+k`) to the focused element. */
  press = (chord: string) =>
    this.command<null>('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: keyActions(chord) }] });
  windowRect = () => this.command<Rect>('GET', '/window/rect');
  setWindowRect = (rect: Partial<Rect>) => this.command<Rect>('POST', '/window/rect', rect);
  /** The viewport as PNG. */
  screenshot = async () => Buffer.from(await this.command<string>('GET', '/screenshot'), 'base64');
  close = () => this.command<null>('DELETE', '');
}

async function send<T>(method: string, url: string, body: unknown, timeoutMs: number): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  // The protocol's answer: `{ value }`, the value an error object when the status is not 2xx (section 6.6).
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the protocol's JSON, as the command's caller expects it
  const { value } = (await response.json()) as { value: unknown };
  if (!response.ok) {
    const { error = 'unknown error', message = JSON.stringify(value) } = (value ?? {}) as {
      error?: string;
      message?: string;
    };
    throw new WebDriverError(error, message);
  }
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- each command names the value's type the protocol gives it
  return value as T;
}
