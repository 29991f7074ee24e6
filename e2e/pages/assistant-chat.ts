import { expect, type Locator, type Page } from '@playwright/test';
import { REPLIES, stableHash } from '../../mocks/assistant-replies.ts';
import { SEEDED_THREAD_ID } from '../../mocks/seed-data.ts';

/** A question the mock assistant answers with the reply that contains `marker` (the answers rotate by hash). */
export function questionAnswering(marker: string): string {
  const index = REPLIES.findIndex((reply) => reply.includes(marker));
  if (index === -1) throw new Error(`No mock reply contains ${marker}.`);
  for (let n = 0; n < 1000; n++) {
    const question = `Question ${n}: what about ${marker.replace(/[^\w ]/g, '')}?`;
    if (stableHash(question) % REPLIES.length === index) return question;
  }
  throw new Error(`No question found for ${marker}.`);
}

/** The header's assistant button and the chat popup it opens. */
export class AssistantChat {
  readonly page: Page;
  readonly button: Locator;
  readonly popup: Locator;
  readonly log: Locator;
  readonly input: Locator;

  constructor(page: Page, language: 'en' | 'de' = 'en') {
    this.page = page;
    const de = language === 'de';
    this.button = page.getByRole('button', { name: de ? 'Assistent' : 'Assistant', exact: true });
    this.popup = page.getByRole('dialog', { name: de ? 'Assistent' : 'Assistant' });
    this.log = this.popup.getByRole('log');
    this.input = this.popup.getByRole('textbox', {
      name: de ? 'Nachricht an den Assistenten' : 'Message to the assistant',
    });
  }

  /** Opens the portal, optionally continuing the seeded conversation and in a fault scenario. */
  async goto(options: { seededThread?: boolean; scenario?: string } = {}) {
    if (options.seededThread) {
      await this.page.addInitScript((id) => window.sessionStorage.setItem('threadId', id), SEEDED_THREAD_ID);
    }
    await this.page.goto(options.scenario ? `/?scenario=${options.scenario}` : '/');
    await expect(this.button).toBeVisible();
  }

  /** The loading indicator's live region; empty when nothing is on its way. */
  get status(): Locator {
    return this.popup.getByRole('status');
  }

  /** Opens the popup with the button and waits until the conversation has settled. */
  async open() {
    await this.button.click();
    await expect(this.popup).toBeVisible();
    await expect(this.status).toHaveText('');
  }

  /** The messages shown, in order. */
  get messages(): Locator {
    return this.log.locator('[data-role]');
  }

  /** Sends a question with Enter and waits for the answer. */
  async ask(question: string) {
    const count = await this.messages.count();
    await this.input.fill(question);
    await this.input.press('Enter');
    await expect(this.messages).toHaveCount(count + 2);
    await expect(this.messages.last()).toHaveAttribute('data-role', 'assistant');
  }
}
