import { expect, test } from '../support/mock-conformance';
import type { Page } from '@playwright/test';
import { AssistantChat } from '../pages/assistant-chat';
import { Portal } from '../pages/portal';
import { AXE_SCREEN_MS, expectNoAxeViolations } from '../support/axe';

/** The texts of the POST /message requests the page makes, in order. */
function sentMessages(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/message')) {
      const body: unknown = request.postDataJSON();
      sent.push(String(Reflect.get(Object(body), 'message')));
    }
  });
  return sent;
}

test('[UX-05] offline: the banner shows and goes; a message sent offline arrives once after reconnecting; nothing typed is lost', async ({
  page,
  context,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto();
  await chat.open();
  await expect(chat.messages.last()).toHaveAttribute('data-role', 'assistant');
  const sent = sentMessages(page);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });

  await context.setOffline(true);
  await expect(banner).toBeVisible();
  const before = await chat.messages.count();
  const question = 'Sent while offline';
  await chat.input.fill(question);
  await chat.input.press('Enter');
  await expect(chat.messages.last()).toContainText('Waiting for the network…');
  await chat.input.fill('Typed while offline');
  // The banner covers neither the header's actions nor the assistant's input.
  await page.getByRole('banner').getByRole('button', { name: 'Assistant', exact: true }).click({ trial: true });
  await chat.input.click({ trial: true });
  expect(sent).toEqual([]);

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // The message and the assistant's reply to it, each once.
  await expect(chat.messages).toHaveCount(before + 2);
  await expect(chat.messages.last()).toHaveAttribute('data-role', 'assistant');
  expect(sent).toEqual([question]);
  await expect(chat.input).toHaveValue('Typed while offline');
  await expect(chat.messages.filter({ hasText: question })).toHaveCount(1);
});

test('[UX-05] a failing service shows as failing at its first failure, retries visibly, then gives up', async ({
  page,
}) => {
  let answered = 0;
  page.on('response', (response) => void (response.url().endsWith('/actuator/info/gateway') && (answered += 1)));
  await new Portal(page).open('/pulse', { persona: 'admin', scenario: 'service-info-down' });
  const row = page.getByRole('row', { name: /gateway/ });
  await expect(row).toContainText('Unavailable');
  await expect(row).toContainText(/Retrying \(attempt [23] of 3\)…/);
  // Shown while react-query still has attempts left: not after the last one.
  expect(answered).toBeLessThan(3);
  await expect(row).toContainText('Gave up after 3 attempts.');
  await expect(row.getByRole('button', { name: 'Retry gateway' })).toBeEnabled();
});

for (const theme of ['light', 'dark'] as const) {
  test(`[UX-05] [A11Y-01] the retrying, given-up and offline states pass axe: ${theme}`, async ({ page, context }) => {
    test.setTimeout(2 * AXE_SCREEN_MS);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await new Portal(page).open('/pulse', { persona: 'admin', scenario: 'service-info-down' });
    const row = page.getByRole('row', { name: /gateway/ });
    await expect(row).toContainText('Retrying');
    await expectNoAxeViolations(page);
    await expect(row).toContainText('Gave up after 3 attempts.');
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test('[UX-05] [UX-01] the offline banner fits a phone and covers none of the header actions', async ({
    page,
    context,
  }) => {
    await new Portal(page).open('/pulse', { persona: 'admin' });
    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect(banner).toBeVisible();
    const box = (await banner.boundingBox())!;
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    // Below the header, in the page's flow: nothing of the header sits under it.
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});
