import { describe, expect, test } from 'vitest';
import { HOSTILE_REPLY, REPLIES, WELCOME_REPLY, replyDelayMs, replyTo, textContent } from './assistant-replies';

const QUESTIONS = Array.from({ length: 40 }, (_, i) => `Question number ${i}: how does feature ${i * 7} work?`);

describe('assistant replies', () => {
  test('[MOCK-01] the reply is deterministic and the delay stays within 400–700 ms', () => {
    for (const question of QUESTIONS) {
      expect(replyTo(question)).toBe(replyTo(question));
      expect(replyDelayMs(question)).toBe(replyDelayMs(question));
      expect(replyDelayMs(question)).toBeGreaterThanOrEqual(400);
      expect(replyDelayMs(question)).toBeLessThanOrEqual(700);
    }
  });

  test('[MOCK-01] the rotation is varied and covers tables, code fences, links and citations', () => {
    const used = new Set(QUESTIONS.map((question) => replyTo(question)));
    expect(used.size).toBeGreaterThan(3);
    const all = REPLIES.join('\n');
    expect(all).toMatch(/^\| --- \| --- \|/m);
    for (const fence of ['```bash', '```ts', '```json']) expect(all).toContain(fence);
    expect(all).toMatch(/\[[^\]]+\]\(https:\/\/docs\.example\.com\/[^)]+\)/);
    expect(all).toMatch(/^#{2,3} /m);
    expect(all).toMatch(/^1\. /m);
    expect(all).toMatch(/\*\*[^*]+\*\*/);
    expect(all).toMatch(/【\d+:\d+†source】/);
  });

  test('[MOCK-01] citation markers become annotations with their exact position', () => {
    const value = 'See **Environments**.【4:0†source】 And more.【2:1†source】';
    const annotations = textContent(value).text?.annotations ?? [];
    expect(annotations).toHaveLength(2);
    for (const annotation of annotations) {
      expect(value.slice(annotation.start_index, annotation.end_index)).toBe(annotation.text);
    }
    expect(annotations[0]?.file_citation?.file_id).toBe('file-docs-4');
  });

  test('[MOCK-01] the first message of a thread gets the welcome; the trigger word gets the hostile corpus', () => {
    expect(replyTo('anything at all', { first: true })).toBe(WELCOME_REPLY);
    expect(REPLIES).not.toContain(WELCOME_REPLY);
    expect(replyTo('Please show me HOSTILE-MARKDOWN now')).toBe(HOSTILE_REPLY);
    expect(replyTo('hostile-markdown', { first: true })).toBe(HOSTILE_REPLY);
    expect(QUESTIONS.map((question) => replyTo(question))).not.toContain(HOSTILE_REPLY);
  });
});
