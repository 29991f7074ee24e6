import { expect, test } from '../support/mock-conformance';
import { type Page } from '@playwright/test';
import { HOSTILE_HOST, HOSTILE_SAFE_LINK, HOSTILE_TRIGGER } from '../../mocks/hostile-markdown';
import { AssistantChat, questionAnswering } from '../pages/assistant-chat';
import { AXE_SCREEN_MS, expectNoAxeViolations } from '../support/axe';

test.use({ timezoneId: 'UTC' });

const medium = (locale: string, seconds: number) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' }).format(seconds * 1000);

test('[CHAT-02] [CHAT-07] [CHAT-10] a stored thread continues: history sorted, only user and assistant, with medium en-US times', async ({
  page,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto({ seededThread: true });
  await chat.open();
  await expect(chat.messages).toHaveCount(4);
  await expect(chat.messages.nth(0)).toContainText('Where do I find my environments?');
  await expect(chat.messages.nth(0)).toContainText(medium('en-US', 1763800005));
  await expect(chat.messages.nth(1)).toContainText('Open Environments in the navigation to see them.');
  await expect(chat.messages.nth(1).locator('strong', { hasText: 'Environments' })).toBeVisible();
  await expect(chat.messages.nth(3)).toContainText(medium('en-US', 1763800065));
  await expect(chat.log).not.toContainText('You are the platform assistant');
  await expect(chat.log).not.toContainText('†source');
});

test('[CHAT-07] [I18N-03] message times in German use de-DE', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'UTC' });
  const page = await context.newPage();
  const chat = new AssistantChat(page, 'de');
  await chat.goto({ seededThread: true });
  await chat.open();
  await expect(chat.messages.nth(0)).toContainText('22.11.2025, 08:26:45');
  await context.close();
});

test('[CHAT-12] the copy button copies the code and says "Copied" for exactly 3 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A fake clock that runs like the real one until paused (the mock assistant's delays run on it too).
  await page.clock.install();
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.open();
  await chat.ask(questionAnswering('```bash'));
  await page.clock.pauseAt(Date.now() + 60_000);
  const answer = chat.messages.last();
  await answer.getByRole('button', { name: 'Copy code' }).click();
  const copied = answer.getByRole('button', { name: 'Copied' });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'curl -fsSL https://downloads.example.com/cli/install.sh | bash\nplatform login --customer c-0003',
  );
  await page.clock.runFor(2999);
  await expect(copied).toBeVisible();
  await page.clock.runFor(1);
  await expect(answer.getByRole('button', { name: 'Copy code' })).toBeVisible();
});

test(`[CHAT-13] a hostile reply ("${HOSTILE_TRIGGER}") runs nothing, loads nothing from a foreign host, and links safely`, async ({
  page,
  context,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const hosts = new Set<string>();
  context.on('request', (request) => hosts.add(new URL(request.url()).host));
  // Anything leaving for another host would be recorded above and is stopped here.
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort(),
  );
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.open();
  await chat.ask(`Please answer with ${HOSTILE_TRIGGER}.`);
  const answer = chat.messages.last();
  await expect(answer).toContainText('Here is everything at once.');
  await expect(answer.locator('img, script, iframe, svg, style, form, object, embed')).toHaveCount(0);
  await answer.getByText('javascript link').click();
  await answer.getByText('raw anchor').click();
  await answer.getByText('bold').first().hover();
  const links = answer.getByRole('link');
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(answer.getByRole('link', { name: HOSTILE_SAFE_LINK.text })).toHaveAttribute(
    'href',
    HOSTILE_SAFE_LINK.href,
  );
  await expect(answer.getByRole('link', { name: 'Image: remote tracking pixel' })).toHaveAttribute(
    'href',
    `https://${HOSTILE_HOST}/pixel.png`,
  );
  expect(dialogs).toEqual([]);
  const origin = new URL(page.url()).host;
  expect([...hosts]).toEqual([origin]);
});

/** A conversation with a table and code, for the accessibility scans. */
async function richConversation(page: Page, language: 'en' | 'de') {
  const chat = new AssistantChat(page, language);
  await chat.goto({ seededThread: true });
  await chat.open();
  await chat.ask(questionAnswering('| Role |'));
  await chat.ask(questionAnswering('```ts'));
  await expect(chat.popup.getByRole('table')).toBeVisible();
  return chat;
}

// Each theme once, each language once: the language changes nothing axe checks but words and `lang`.
for (const [language, colorScheme] of [
  ['en', 'light'],
  ['de', 'dark'],
] as const) {
  test(`[CHAT-15] [THEME-03] the chat with tables and code is axe-clean (${colorScheme}, ${language})`, async ({
    browser,
  }) => {
    test.setTimeout(2 * AXE_SCREEN_MS);
    const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US', colorScheme });
    const page = await context.newPage();
    const chat = await richConversation(page, language);
    await expect(chat.log).toHaveAttribute('aria-live', 'polite');
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', colorScheme);
    await expectNoAxeViolations(page);
    await context.close();
  });
}
