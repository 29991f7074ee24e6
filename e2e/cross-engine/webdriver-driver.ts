/**
 * XB-02: the tour's driver over WebDriver classic, for WebKitGTK (MiniBrowser under
 * WebKitWebDriver). Elements are found in the page by role (page-queries.ts); clicks and keys are
 * the protocol's own, real input events. What pages report comes from the recording proxy all of
 * MiniBrowser's traffic goes through (tools/testing/recording-proxy.ts).
 */
import { writeFile } from 'node:fs/promises';
import type { RecordingProxy } from '../../tools/testing/recording-proxy.ts';
import { WebDriverError, type ElementRef, type WebDriverSession } from '../../tools/testing/webdriver-client.ts';
import type { Box, EngineDriver, Query } from './driver.ts';
import { INSTALL_QUERIES, wire } from './page-queries.ts';

/** Errors that pass once the page settles: the element is about to appear, move or be replaced. */
const TRANSIENT = new Set([
  'no such element',
  'stale element reference',
  'element not interactable',
  'element click intercepted',
]);
const ACTION_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class WebDriverDriver implements EngineDriver {
  readonly engine = 'webkit';
  private readonly session: WebDriverSession;
  private readonly proxy: RecordingProxy;

  constructor(session: WebDriverSession, proxy: RecordingProxy) {
    this.session = session;
    this.proxy = proxy;
  }

  /** Runs `body` with the query's matches as `found` (Testing Library put into the page first when missing). */
  private async inPage<T>(query: Query, body: string, extra: unknown = null): Promise<T> {
    const script = `if (!window.__xbDom) return { missing: true };
      const found = window.__xbDom.all(arguments[0]); const extra = arguments[1];
      return { value: (() => { ${body} })() };`;
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await this.session.execute<{ missing?: true; value: T }>(script, [wire(query), extra]);
      if (!answer.missing) return answer.value;
      await this.session.execute(INSTALL_QUERIES);
    }
    throw new Error('Testing Library could not be put into the page.');
  }

  /** Finds the first match and acts on it, again while the page is still settling, up to 20 s. */
  private async act(query: Query, action: (element: ElementRef) => Promise<unknown>) {
    const end = Date.now() + ACTION_MS;
    for (;;) {
      try {
        const element = await this.inPage<ElementRef | null>(query, 'return found[0] ?? null;');
        if (!element) throw new WebDriverError('no such element', JSON.stringify(wire(query)));
        await action(element);
        return;
      } catch (error) {
        if (!(error instanceof WebDriverError && TRANSIENT.has(error.error)) || Date.now() > end) throw error;
        await sleep(100);
      }
    }
  }

  goto = async (url: string) => void (await this.session.navigate(url));
  reload = async () => void (await this.session.refresh());
  url = () => this.session.url();

  async setViewport(width: number, height: number) {
    // The window's size includes MiniBrowser's own frame: measure it, then size the window around the
    // viewport. Its toolbar keeps the window from getting narrower than about 450 px.
    const inner = () =>
      this.session.execute<{ width: number; height: number }>(
        'return { width: window.innerWidth, height: window.innerHeight };',
      );
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = await inner();
      if (now.width === width && now.height === height) return now;
      const outer = await this.session.windowRect();
      await this.session.setWindowRect({
        width: width + outer.width - now.width,
        height: height + outer.height - now.height,
      });
    }
    return inner();
  }

  count = (query: Query) => this.inPage<number>(query, 'return found.length;');
  isVisible = (query: Query) =>
    this.inPage<boolean>(
      query,
      `const element = found[0]; if (!element) return false;
       const box = element.getBoundingClientRect();
       return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';`,
    );
  text = (query: Query) =>
    this.inPage<string>(query, `return (found[0]?.textContent ?? '').replace(/\\s+/g, ' ').trim();`);
  attribute = (query: Query, name: string) =>
    this.inPage<string | null>(query, 'return found[0]?.getAttribute(extra) ?? null;', name);
  value = (query: Query) => this.inPage<string>(query, `return found[0]?.value ?? '';`);
  box = (query: Query) =>
    this.inPage<Box | undefined>(
      query,
      `const box = found[0]?.getBoundingClientRect();
       return box && { x: box.x, y: box.y, width: box.width, height: box.height };`,
    );
  isFocused = (query: Query) =>
    this.inPage<boolean>(query, 'return !!found[0] && found[0] === document.activeElement;');
  focus = (query: Query) => this.act(query, (element) => this.session.execute('arguments[0].focus();', [element]));
  click = (query: Query) => this.act(query, (element) => this.session.click(element));
  type = (query: Query, text: string) => this.act(query, (element) => this.session.sendKeys(element, text));
  press = async (chord: string) => void (await this.session.press(chord));

  async evaluate<Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result> {
    const answer = await this.session.command<{ value?: Result; error?: string }>('POST', '/execute/async', {
      script: `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
          .then((value) => done({ value }), (error) => done({ error: String(error?.stack ?? error) }));`,
      args: [arg],
    });
    if (answer.error !== undefined) throw new Error(`In the page: ${answer.error}`);
    // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- the function's own result, through JSON
    return answer.value as Result;
  }

  async screenshot(path: string) {
    await writeFile(path, await this.session.screenshot());
  }

  /** Everything the recorder and the proxy saw, once the reports sent so far have all arrived. */
  async problems() {
    const marker = `flush-${Date.now()}`;
    const present = await this.session.execute<boolean>(
      'if (!window.__xbRecorderFlush) return false; window.__xbRecorderFlush(arguments[0]); return true;',
      [marker],
    );
    if (!present) throw new Error('The recorder is not in this page: the proxy did not pass its HTML.');
    const arrived = () => this.proxy.records.some((record) => record.kind === 'flush' && record.text === marker);
    for (let waited = 0; !arrived(); waited += 50) {
      if (waited > 10_000) throw new Error("The recorder's reports do not reach the proxy.");
      await sleep(50);
    }
    return this.proxy.records
      .filter((record) => record.kind !== 'flush')
      .map((record) => `${record.kind}: ${record.text}${record.page ? ` (on ${record.page})` : ''}`);
  }

  async close() {
    await this.session.close().catch(() => undefined);
    await this.proxy.stop();
  }
}
