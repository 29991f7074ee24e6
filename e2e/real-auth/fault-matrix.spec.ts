import { expect, type Browser, type ConsoleMessage, type Page, type Request } from '@playwright/test';
import type { ContractOperation } from '@/api/contract-operation';
import { operationLabel } from '@/api/contract-operation';
import { loadTranslations, type Tree } from '@/i18n/translation-files';
import {
  CALLED_OPERATIONS,
  DRAFT,
  FAULTS,
  TEXTS,
  isCallOf,
  releaseHeld,
  resumeSeededThread,
  runTour,
  withShortDeadlines,
  PERSONAS,
  matrixTest as test,
  type Fault,
} from '../support/fault-matrix';
import { REAL_AUTH } from '../support/real-auth';

/** The spec's own rules where the product description says how a failure shows (not where). */
const CONSOLE_ONLY: Readonly<Record<string, string>> = {
  // CHAT-11: a failed history load is a console warning only, no user message (the error catalogue).
  getThreadMessages: 'CHAT-11',
};

type SignedIn = Awaited<ReturnType<Browser['newContext']>>;
type Persona = (typeof PERSONAS)[number];

/**
 * RES-04: every operation the portal calls × every fault, against the production build behind nginx,
 * signed in through the test identity provider, in German. One sign-in per persona and worker; each
 * row a fresh page that signs in silently, its fault made at the network layer.
 */

/** A text template as a pattern: `{{count}}` stands for anything. */
const pattern = (template: string) =>
  new RegExp(
    template
      .trim()
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{\w+\}\}/g, '.+?'),
  );

/** Every text at a key (a text, or every text below it). */
const textsAt = (tree: Tree | string | undefined, key: string): string[] => {
  const node = key
    .split('.')
    .reduce<Tree | string | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), tree);
  const leaves = (value: Tree | string | undefined): string[] =>
    typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap(leaves);
  return leaves(node);
};

/** The German (and the English) sentences a failure may show, as patterns of their templates. */
const sentences = (() => {
  const keys = [
    'common.failure',
    'pulse.unavailable',
    'pulse.forbidden',
    'popups.versionInfo.unavailable',
    'customer.loadFailed',
    'customer.someFailed_one',
    'customer.someFailed_other',
    'assistant.error',
    'assistant.failed',
    'assistant.stopped',
    'assistant.noReply',
  ];
  const texts = loadTranslations();
  const of = (language: string) => keys.flatMap((key) => textsAt(texts[language], key)).map(pattern);
  return { de: of('de'), en: of('en') };
})();

type Row = { operation: ContractOperation; fault: Fault };
const ROWS: Row[] = CALLED_OPERATIONS.flatMap((operation) => FAULTS.map((fault) => ({ operation, fault })));

/** Opens a fresh signed-in page with the fault on the operation's calls; the console and errors recorded. */
async function faultedPage(browser: Browser, state: string, { operation, fault }: Row) {
  const context: SignedIn = await browser.newContext({ locale: 'de-DE', storageState: JSON.parse(state) });
  await fault.context?.(context);
  const page = await context.newPage();
  const console: string[] = [];
  const crashes: string[] = [];
  page.on('console', (message: ConsoleMessage) => console.push(message.text()));
  page.on('pageerror', (error) => crashes.push(String(error)));
  await withShortDeadlines(page);
  await resumeSeededThread(page);
  await page.route(
    (url) => url.origin === new URL(REAL_AUTH.api).origin,
    async (route) => (isCallOf(operation, route.request()) ? fault.answer(route) : route.fallback()),
  );
  return { context, page, console, crashes };
}

/** Where the failure shows, in German, with a way to try again (the row's Retry, or the page's). */
async function expectFailureInPlace(page: Page, operation: ContractOperation) {
  const marker = page.locator(`[data-failed-operation="${operation.operationId}"]`).first();
  await expect(marker).toBeVisible({ timeout: 20_000 });
  const text = (await marker.textContent()) ?? '';
  expect(
    sentences.de.some((german) => german.test(text)),
    `"${text}" is a German failure text`,
  ).toBe(true);
  const english = sentences.en.filter((sentence) => !sentences.de.some((german) => german.source === sentence.source));
  expect(
    english.some((sentence) => sentence.test(text)),
    `"${text}" has no English`,
  ).toBe(false);
  const retryHere = marker.getByRole('button', { name: TEXTS.retry });
  const retryOnPage = page.getByRole('button', { name: TEXTS.retry });
  await expect((await retryHere.count()) > 0 ? retryHere.first() : retryOnPage.first()).toBeVisible();
}

test.describe('[RES-04] the fault matrix', () => {
  test.describe.configure({ mode: 'parallel' });
  test.afterEach(releaseHeld);

  test(`[RES-04] the tour calls every operation the portal uses (${CALLED_OPERATIONS.length} operations)`, async ({
    browser,
    signedIn,
  }) => {
    const calledBy = new Map<string, Persona>();
    for (const persona of PERSONAS) {
      const context = await browser.newContext({ locale: 'de-DE', storageState: JSON.parse(signedIn[persona]) });
      const page = await context.newPage();
      await withShortDeadlines(page);
      await resumeSeededThread(page);
      page.on('request', (request) => {
        for (const operation of CALLED_OPERATIONS)
          if (isCallOf(operation, request) && !calledBy.has(operation.operationId))
            calledBy.set(operation.operationId, persona);
      });
      await runTour(page);
      await context.close();
    }
    expect([...calledBy.keys()].toSorted()).toEqual(
      CALLED_OPERATIONS.map((operation) => operation.operationId).toSorted(),
    );
  });

  for (const row of ROWS) {
    const { operation, fault } = row;
    test(`[RES-04] ${operationLabel(operation)} × ${fault.name}`, async ({ browser, signedIn }) => {
      let reached: Awaited<ReturnType<typeof faultedPage>> | undefined;
      for (const persona of PERSONAS) {
        const tried = await faultedPage(browser, signedIn[persona], row);
        const goal = {
          called: (request: Request) => isCallOf(operation, request),
          // After the step that called it: its failure shows there (or in a later step: a chat's
          // greeting is sent silently, the user's message after it).
          shown: async () =>
            Boolean(CONSOLE_ONLY[operation.operationId]) ||
            (await tried.page.locator(`[data-failed-operation="${operation.operationId}"]`).first().isVisible()),
        };
        if (await runTour(tried.page, goal)) {
          reached = tried;
          break;
        }
        await tried.context.close();
      }
      if (!reached) throw new Error(`No persona's tour calls ${operation.operationId}: the tour needs a step for it.`);
      const { page, context, console, crashes } = reached;

      // The shell stays.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: TEXTS.nav })).toBeVisible();
      await expect(page.getByText(TEXTS.portalFailed)).toHaveCount(0);
      // The failure shows in place, in German, with a way to try again (or, where the spec says so, the console only).
      if (CONSOLE_ONLY[operation.operationId]) await expect(page.locator('[data-failed-operation]')).toHaveCount(0);
      else await expectFailureInPlace(page, operation);
      // The console names the operation.
      await expect.poll(() => console.some((line) => line.includes(`${operationLabel(operation)} failed`))).toBe(true);
      // Nothing typed is lost: the chat's draft is still there, in the input or as the (failed) message.
      const chat = page.getByRole('dialog', { name: TEXTS.assistant });
      if (await chat.isVisible()) {
        const shown = `${await chat.textContent()} ${await chat.getByRole('textbox', { name: TEXTS.input }).inputValue()}`;
        expect(shown).toContain(DRAFT);
      }
      // The rest keeps working: another area opens.
      if (await chat.isVisible()) await page.keyboard.press('Escape');
      await page.getByRole('navigation', { name: TEXTS.nav }).getByRole('link', { name: TEXTS.products }).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: TEXTS.products })).toBeVisible();
      expect(crashes).toEqual([]);
      await context.close();
    });
  }
});
