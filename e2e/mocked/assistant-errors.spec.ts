import { expect, test } from '../support/mock-conformance';
import { AssistantChat } from '../pages/assistant-chat';
import { expectNoAxeViolations } from '../support/axe';

test('[CHAT-11] [ERR-01] assistant-down: the thread request fails with the catalogue notification, announced as an alert', async ({
  page,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto({ scenario: 'assistant-down' });
  await chat.open();
  const alert = chat.popup.getByRole('alert');
  await expect(alert).toBeVisible();
  expect(await alert.textContent()).toBe('Error contacting the assistant. ');
  await expect(chat.popup.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('[CHAT-11] [ERR-01] the notification in German', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const chat = new AssistantChat(page, 'de');
  await chat.goto({ scenario: 'assistant-down' });
  await chat.open();
  expect(await chat.popup.getByRole('alert').textContent()).toBe('Fehler bei der Verbindung zum Assistenten. ');
  await expectNoAxeViolations(page);
  await context.close();
});

test('[CHAT-11] [ERR-01] assistant-history-error: a failed history load is a console warning only', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const chat = new AssistantChat(page);
  await chat.goto({ seededThread: true, scenario: 'assistant-history-error' });
  await chat.open();
  await expect.poll(() => warnings.join('\n')).toContain('The conversation history could not be loaded.');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(chat.messages).toHaveCount(0);
  await chat.input.fill('Still there?');
  await expect(chat.popup.getByRole('button', { name: 'Send' })).toBeEnabled();
});

test('[CHAT-05] assistant-slow: while waiting for the reply a loading indicator shows and sending is disabled', async ({
  page,
}) => {
  const chat = new AssistantChat(page);
  await chat.goto({ seededThread: true, scenario: 'assistant-slow' });
  await chat.open();
  await chat.input.fill('Are you there?');
  await chat.input.press('Enter');
  await expect(chat.status).toHaveText('The assistant is answering…');
  await chat.input.fill('Another question');
  const send = chat.popup.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await chat.input.press('Enter');
  await expect(chat.messages.filter({ hasText: 'Another question' })).toHaveCount(0);
  await expect(chat.messages.last()).toContainText('Are you there?');
  await expectNoAxeViolations(page);
});
