/**
 * PERF-02 benchmark, `npm run perf:responsive` (scripts/perf-responsive.ts): prints figures and
 * asserts nothing (these machines are shared and noisy).
 * - The assistant with 1,000 messages in its history (scenario `assistant-long-history`): from the
 *   click on the assistant button to the painted latest message and to the whole painted history on
 *   the first open (which loads the chat's chunk and the history from the mock backend), on
 *   reopening, and from Enter to the painted sent message.
 * - The customer search over 10,000 customers (scenario `customers-10k`): from each keystroke to the
 *   painted list of matches, median and worst.
 * Chromium is Debian's; the mock build is served on 127.0.0.1:4798 (+ E2E_PORT_OFFSET) while the script runs.
 */
import type { Page } from '@playwright/test';
import { SEEDED_THREAD_ID } from '../../mocks/seed-data.ts';
import { launchChromium, withMockPreview } from '../testing/mock-preview.ts';
import { TOOL_PORTS } from '../testing/ports.ts';

const PORT = TOOL_PORTS.responsiveness;
const RUNS = 5;
const HISTORY = 1000;
/** The long thread minus its one `system` message, which the chat never shows. */
const VISIBLE_MESSAGES = HISTORY - 1;
const QUERIES = ['nord', 'gmbh', 'ac', 'logistik'];

const median = (values: number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number): string => `${value.toFixed(0)} ms`;
/** One line of the printout: what, then median and worst of its samples. */
const figure = (what: string, samples: number[]): string =>
  `  ${`${what}:`.padEnd(64)} median ${ms(median(samples)).padStart(7)}, worst ${ms(Math.max(...samples)).padStart(7)}`;

type OpenFigures = { latest: number; all: number };

/**
 * Clicks the assistant button in the page and resolves with the times until the latest messages are
 * painted and until the whole conversation is (a long history paints its end first).
 */
const toggleAndTime = (page: Page, expected: number): Promise<OpenFigures> =>
  page.evaluate(async (count) => {
    const button = document.querySelector<HTMLButtonElement>('header button[aria-label="Assistant"]');
    if (!button) throw new Error('No assistant button.');
    // The frame after the one that rendered them is when they are on screen.
    const painted = () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start))),
      );
    const until = (atLeast: number) =>
      new Promise<void>((resolve, reject) => {
        const tick = () => {
          if (performance.now() - start > 60_000) reject(new Error(`Fewer than ${atLeast} messages after 60 s.`));
          else if (document.querySelectorAll('[role="log"] [data-role]').length >= atLeast) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      });
    const start = performance.now();
    button.click();
    await until(1);
    const latest = painted();
    await until(count);
    return { latest: await latest, all: await painted() };
  }, expected);

/** Sends a message with Enter and resolves with the time from the key to the painted user message. */
const sendAndTime = async (page: Page, before: number): Promise<number> => {
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('How do I rotate the API keys?');
  return input.evaluate(
    (element, count) =>
      new Promise<number>((resolve, reject) => {
        element.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            const tick = () => {
              if (performance.now() - start > 60_000) reject(new Error('The message did not show within 60 s.'));
              else if (document.querySelectorAll('[role="log"] [data-role]').length > count)
                requestAnimationFrame(() => resolve(performance.now() - start));
              else requestAnimationFrame(tick);
            };
            tick();
          },
          { once: true, capture: true },
        );
        element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      }),
    before,
  );
};

type ChatFigures = { first: OpenFigures[]; reopen: number[]; send: number[] };

async function benchAssistant(base: string): Promise<ChatFigures> {
  const browser = await launchChromium();
  const first: OpenFigures[] = [];
  const reopen: number[] = [];
  const send: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
      await context.addInitScript((id) => window.sessionStorage.setItem('threadId', id), SEEDED_THREAD_ID);
      const page = await context.newPage();
      await page.goto(`${base}/pulse?persona=admin&scenario=assistant-long-history`);
      const button = page.getByRole('button', { name: 'Assistant', exact: true });
      await button.waitFor();
      await page.waitForLoadState('networkidle');
      first.push(await toggleAndTime(page, VISIBLE_MESSAGES));
      await button.click();
      // Closed: hidden, not unmounted (the conversation is kept).
      await page.getByRole('log').waitFor({ state: 'hidden' });
      reopen.push((await toggleAndTime(page, VISIBLE_MESSAGES)).all);
      send.push(await sendAndTime(page, VISIBLE_MESSAGES));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { first, reopen, send };
}

async function benchCustomerSearch(base: string): Promise<number[]> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${base}/pulse?persona=admin&scenario=customers-10k`);
    const search = page.getByRole('combobox', { name: 'Customer' });
    await search.waitFor();
    await page.waitForLoadState('networkidle');
    await search.click();
    // Each keystroke: from the key event to the frame after the one that rendered the matches.
    await search.evaluate((input) => {
      const samples: number[] = [];
      Object.assign(window, { keystrokeSamples: samples });
      input.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => requestAnimationFrame(() => samples.push(performance.now() - start)));
        },
        { capture: true },
      );
    });
    for (const query of QUERIES) {
      await search.fill('');
      await search.pressSequentially(query, { delay: 150 });
      await page.waitForTimeout(200);
    }
    const samples = await page.evaluate(() => {
      const value: unknown = Reflect.get(window, 'keystrokeSamples');
      return Array.isArray(value) ? value.filter((sample): sample is number => typeof sample === 'number') : [];
    });
    await context.close();
    return samples;
  } finally {
    await browser.close();
  }
}

/** Serves the mock build, measures both and prints the figures. */
export const runResponsivenessBenchmark = (): Promise<void> =>
  withMockPreview(PORT, async (base) => {
    const chat = await benchAssistant(base);
    const keystrokes = await benchCustomerSearch(base);
    const lines = [
      `PERF-02 responsiveness (mock build, Debian Chromium, ${RUNS} runs):`,
      figure(
        `assistant, ${HISTORY} messages, first open to the latest message`,
        chat.first.map(({ latest }) => latest),
      ),
      figure(
        `assistant, ${HISTORY} messages, first open to the whole history`,
        chat.first.map(({ all }) => all),
      ),
      figure(`assistant, ${HISTORY} messages, reopening`, chat.reopen),
      figure(`assistant, ${HISTORY} messages, from Enter to the sent message`, chat.send),
      figure(`customer search, 10,000 customers, keystroke to matches (${keystrokes.length})`, keystrokes),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  });
