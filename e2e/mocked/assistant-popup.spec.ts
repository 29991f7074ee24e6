import { expect, test } from '../support/mock-conformance';
import { type Locator, type Page } from '@playwright/test';
import { AssistantChat, questionAnswering } from '../pages/assistant-chat';
import { PulsePage } from '../pages/pulse-page';
import { expectNoAxeViolations } from '../support/axe';

const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) };
};

/** Presses the mouse at a point, moves it by (dx, dy) in steps, and releases it. */
async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 8 });
  await page.mouse.up();
}

test('[CHAT-01] [UX-04] 350 × 90vh docked at the right edge below the header, no backdrop, stays open on outside clicks, draggable, resizable to at least 300 × 400, inside the viewport', async ({
  page,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.open();
  const viewport = page.viewportSize()!;
  const start = await boxOf(chat.popup);
  const header = await boxOf(page.getByRole('banner'));
  expect(start).toEqual({
    x: viewport.width - 350,
    y: header.y + header.height,
    width: 350,
    height: Math.round(viewport.height * 0.9),
  });

  // No shading: the page behind stays clickable, and clicking it does not close the popup.
  await page.getByRole('table', { name: 'Platform status' }).getByText('gateway', { exact: true }).click();
  await expect(chat.popup).toBeVisible();
  await expectNoAxeViolations(page);

  // The title is the drag handle.
  const title = chat.popup.getByRole('heading', { name: 'Assistant' });
  const grip = async () => {
    const box = await boxOf(title);
    return { x: box.x + 20, y: box.y + box.height / 2 };
  };
  await dragBy(page, await grip(), -300, -20);
  const moved = await boxOf(chat.popup);
  expect(moved).toMatchObject({ x: start.x - 300, y: start.y - 20, width: 350 });

  // Dragging far past the corner stops at the viewport's edge.
  await dragBy(page, await grip(), -2000, -2000);
  expect(await boxOf(chat.popup)).toMatchObject({ x: 0, y: 0 });

  // Shrinking from the bottom-right corner stops at the minimum size; growing works.
  let box = await boxOf(chat.popup);
  await dragBy(page, { x: box.x + box.width - 3, y: box.y + box.height - 3 }, -300, -500);
  expect(await boxOf(chat.popup)).toMatchObject({ x: 0, y: 0, width: 300, height: 400 });
  box = await boxOf(chat.popup);
  await dragBy(page, { x: box.x + box.width - 3, y: box.y + box.height - 3 }, 150, 100);
  expect(await boxOf(chat.popup)).toMatchObject({ width: 450, height: 500 });

  // The box is kept for the session: a reload opens it where the user left it.
  await page.reload();
  await chat.open();
  expect(await boxOf(chat.popup)).toMatchObject({ x: 0, y: 0, width: 450, height: 500 });

  // A smaller window moves the popup back inside.
  await dragBy(page, await grip(), 900, 200);
  await page.setViewportSize({ width: 800, height: 600 });
  await expect
    .poll(async () => {
      const { x, y, width, height } = await boxOf(chat.popup);
      return x >= 0 && y >= 0 && x + width <= 800 && y + height <= 600;
    })
    .toBe(true);
});

test('[CHAT-04] [CHAT-06] [CHAT-15] keyboard only: the button opens with focus in the input, Enter sends, Shift+Enter adds a line, Escape closes back to the button, reopening scrolls to the latest message', async ({
  page,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.button.focus();
  await page.keyboard.press('Enter');
  await expect(chat.input).toBeFocused();
  await expect(chat.messages).toHaveCount(1);

  await page.keyboard.type('a');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(chat.input).toHaveValue('a\nsecond line');
  await expect(chat.messages).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(chat.messages).toHaveCount(3);
  await expect(chat.messages.nth(1)).toContainText('a\nsecond line');

  await chat.ask(questionAnswering('```bash'));
  await chat.ask(questionAnswering('| Role |'));
  await chat.ask(questionAnswering('```json'));
  await chat.log.evaluate((log) => (log.scrollTop = 0));
  await expect(chat.messages.last()).not.toBeInViewport();

  await page.keyboard.press('Escape');
  await expect(chat.popup).toBeHidden();
  await expect(chat.button).toBeFocused();
  await expect(chat.button).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(chat.input).toBeFocused();
  await expect(chat.messages.last()).toBeInViewport();
  expect(await chat.log.evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight)).toBeLessThan(2);
});

test('[CHAT-06] [PERF-02] with 1,000 messages in the history the popup opens at the latest answer, the earlier ones follow without moving it', async ({
  page,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto({ seededThread: true, scenario: 'assistant-long-history' });
  // As in a browser without scroll anchoring: the list itself must keep the reader at the end.
  await page.addStyleTag({ content: '[role="log"] { overflow-anchor: none; }' });
  await chat.open();
  // The seeded thread's 1,000 messages minus its system message.
  await expect(chat.messages).toHaveCount(999);
  await expect(chat.log).not.toHaveAttribute('aria-busy');
  await expect(chat.messages.first()).toContainText('Where do I find my environments?');
  await expect(chat.messages.last()).toContainText('Here is the status of release 1000.');
  await expect(chat.messages.last()).toBeInViewport();
  expect(await chat.log.evaluate((log) => log.scrollHeight - log.scrollTop - log.clientHeight)).toBeLessThan(2);

  // A message sent at the end of the long history shows at once and is answered.
  await chat.ask(questionAnswering('```bash'));
  await expect(chat.messages.last()).toBeInViewport();
});

test('[CHAT-03] restart clears the conversation and starts a new thread', async ({ page }) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.open();
  const restart = chat.popup.getByRole('button', { name: 'New conversation' });
  const first = await page.evaluate(() => window.sessionStorage.getItem('threadId'));
  await chat.ask(questionAnswering('```ts'));
  await expect(chat.messages).toHaveCount(3);
  await restart.click();
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.messages.first()).toContainText('I am the platform assistant');
  const second = await page.evaluate(() => window.sessionStorage.getItem('threadId'));
  expect(second).toMatch(/^thread_/);
  expect(second).not.toBe(first);
});

test('[BUILD-04] the chat chunk loads only when the assistant opens', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  const pulse = new PulsePage(page);
  await pulse.open();
  await expect(pulse.row('gateway')).toContainText('Reachable');
  expect(loaded.filter((path) => path.includes('assistant-popup'))).toEqual([]);
  await new AssistantChat(page).open();
  expect(loaded.filter((path) => path.includes('assistant-popup'))).toHaveLength(1);
});

test('[ERR-03] [DEPLOY-07] when the chat cannot load, the page reloads once, then a notice shows and the rest of the page keeps working', async ({
  page,
  context,
}) => {
  // The context's route also sees what the mock service worker fetches on the page's behalf.
  await context.route(/assistant-popup-[\w-]+\.js$/, (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const pulse = new PulsePage(page);
  await pulse.open();
  const chat = new AssistantChat(page);
  // A missing chunk may be a deployment that removed the old release: the first failure reloads the page once.
  const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await chat.button.click();
  await reloaded;
  await expect(page).toHaveURL(/\/pulse$/);
  await expect(pulse.row('hub')).toContainText('Reachable');
  // The second failure within the window shows the notice instead of reloading again.
  await chat.button.click();
  await expect(page.getByRole('alert')).toHaveText(/The assistant cannot be shown right now\./);
  await expect(pulse.row('hub')).toContainText('Reachable');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close the assistant' }).click();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(chat.button).toBeFocused();
  expect(errors.join('\n')).toContain('Part "assistant" failed; its place shows the failure.');
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 320, height: 256 },
]) {
  test(`[UX-04] [UX-01] at ${viewport.width}×${viewport.height} the assistant is a full-screen sheet with its input and send button in view`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const chat = new AssistantChat(page);
    await chat.goto();
    await chat.open();
    expect(await boxOf(chat.popup)).toEqual({ x: 0, y: 0, ...viewport });
    await expect(chat.input).toBeInViewport();
    await expect(chat.popup.getByRole('button', { name: 'Send' })).toBeInViewport();
    await chat.input.fill('Hello');
    await chat.popup.getByRole('button', { name: 'Send' }).click();
    await expect(chat.messages).not.toHaveCount(0);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
