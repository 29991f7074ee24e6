/**
 * XB-02: the tour's driver over a Playwright page: Chromium (CDP) and Firefox ESR (WebDriver BiDi,
 * through tools/testing/firefox-relay.ts). What a page reports comes from Playwright's own events and
 * an init script for CSP violations, which no console event carries in Firefox.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { FIREFOX_CONTEXT_OPTIONS } from '../../tools/testing/firefox.ts';
import type { Box, Engine, EngineDriver, Query } from './driver.ts';

/** Aborted requests (a navigation that cancels what the old page had under way) are no failure a user sees. */
const ABORTED = /ERR_ABORTED|NS_BINDING_ABORTED|cancelled/i;

/**
 * A limitation of Playwright 1.65's BiDi route, not of the portal: before every screenshot it appends
 * `<style>body {}</style>` to the page (to sync animations), and Firefox holds that style to the
 * page's policy and blocks it. Exactly those are left out: Firefox's own error names the blocked
 * style's hash, and for each such error one policy event of an inline style goes with it.
 */
const SCREENSHOT_STYLE_HASH = 'sha256-YjaKGiklmzC6wjXA513HAMmzus8VE61XCOT+SmwNZWA=';
function withoutScreenshotStyles(problems: string[]): string[] {
  let blocked = problems.filter((problem) => problem.includes(SCREENSHOT_STYLE_HASH)).length;
  return problems.filter((problem) => {
    if (problem.includes(SCREENSHOT_STYLE_HASH)) return false;
    if (blocked > 0 && problem.startsWith('console: CSP violation: style-src-elem inline at ')) {
      blocked -= 1;
      return false;
    }
    return true;
  });
}

export class PlaywrightDriver implements EngineDriver {
  private readonly found: string[] = [];
  readonly engine: Engine;
  private readonly context: BrowserContext;
  private readonly page: Page;

  private constructor(engine: Engine, context: BrowserContext, page: Page) {
    this.engine = engine;
    this.context = context;
    this.page = page;
    page.on('console', (message) => {
      if (message.type() === 'error') this.found.push(`console: ${message.text()} (on ${page.url()})`);
    });
    page.on('pageerror', (error) => this.found.push(`error: ${error.message} (on ${page.url()})`));
    page.on('response', (response) => {
      if (response.status() >= 400) this.found.push(`http: ${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      if (!ABORTED.test(failure)) this.found.push(`http: ${request.url()} failed: ${failure}`);
    });
  }

  static async open(engine: Engine, browser: Browser, viewport: { width: number; height: number }) {
    const context = await browser.newContext({
      viewport,
      locale: 'en-US',
      // Chrome grants a focused tab clipboard writes; its headless shell asks, and Playwright answers.
      ...(engine === 'chromium' ? { permissions: ['clipboard-read', 'clipboard-write'] } : {}),
      ...(engine === 'firefox' ? FIREFOX_CONTEXT_OPTIONS : {}),
    });
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      ),
    );
    return new PlaywrightDriver(engine, context, await context.newPage());
  }

  private locate(query: Query): Locator {
    const base = query.within ? this.locate(query.within).first() : this.page;
    const found =
      'css' in query
        ? base.locator(query.css)
        : base.getByRole(query.role, {
            name: query.name,
            exact: typeof query.name === 'string' ? true : undefined,
            level: query.level,
          });
    return query.nth === undefined ? found : query.nth < 0 ? found.last() : found.nth(query.nth);
  }

  async goto(url: string) {
    await this.page.goto(url);
  }
  async reload() {
    await this.page.reload();
  }
  url = async () => this.page.url();
  async setViewport(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
    return { width, height };
  }
  count = (query: Query) => this.locate(query).count();
  isVisible = (query: Query) => this.locate(query).first().isVisible();
  async text(query: Query) {
    const first = this.locate(query).first();
    if ((await first.count()) === 0) return '';
    return ((await first.textContent({ timeout: 1_000 })) ?? '').replace(/\s+/g, ' ').trim();
  }
  async attribute(query: Query, name: string) {
    const first = this.locate(query).first();
    return (await first.count()) === 0 ? null : first.getAttribute(name, { timeout: 1_000 });
  }
  async value(query: Query) {
    const first = this.locate(query).first();
    return (await first.count()) === 0 ? '' : first.inputValue({ timeout: 1_000 });
  }
  async box(query: Query): Promise<Box | undefined> {
    const first = this.locate(query).first();
    return (await first.count()) === 0 ? undefined : ((await first.boundingBox({ timeout: 1_000 })) ?? undefined);
  }
  isFocused = (query: Query) =>
    this.locate(query)
      .first()
      .evaluate((element) => element === document.activeElement)
      .catch(() => false);
  focus = (query: Query) => this.locate(query).first().focus({ timeout: 20_000 });
  click = (query: Query) => this.locate(query).first().click({ timeout: 20_000 });
  type = (query: Query, text: string) => this.locate(query).first().pressSequentially(text, { timeout: 20_000 });
  press = (chord: string) => this.page.keyboard.press(chord);
  // The function's source and its JSON argument, as the WebDriver driver sends them.
  evaluate = <Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg) =>
    this.page.evaluate<Result>(`(${fn.toString()})(${JSON.stringify(arg)})`);
  async screenshot(path: string) {
    await this.page.screenshot({ path });
  }
  problems = async () => (this.engine === 'firefox' ? withoutScreenshotStyles(this.found) : [...this.found]);
  close = () => this.context.close();
}
