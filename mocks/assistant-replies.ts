/**
 * Deterministic assistant replies: the same message always gets the same Markdown answer, chosen
 * from a fixed rotation that exercises everything the chat renders (headings, lists, GFM tables,
 * code fences, links, emphasis and citation markers such as `【4:0†source】`).
 *
 * The portal's first message in a new thread is a silent greeting: the first message of a thread is
 * always answered with {@link WELCOME_REPLY}. A message containing {@link HOSTILE_TRIGGER} is
 * answered with {@link HOSTILE_REPLY}, a corpus of Markdown attacks the chat must render inertly.
 */
import type { MessageContent } from '../src/api/generated/assistant/assistant.schemas.ts';
import { HOSTILE_REPLY, HOSTILE_TRIGGER } from './hostile-markdown.ts';

export { HOSTILE_REPLY, HOSTILE_TRIGGER } from './hostile-markdown.ts';

/** The fixed rotation of answers. */
export const REPLIES: readonly string[] = [
  [
    '## Environments',
    '',
    'Your environments are listed under **Environments** in the navigation.【4:0†source】',
    '',
    '- *Production* environments are read-only for viewers.',
    '- *Staging* environments can be reset by developers.',
    '- Each card shows the deployed version and the time of the last change.',
  ].join('\n'),
  [
    'To install the command-line tool:',
    '',
    '1. Download the installer from the **Download center**.',
    '2. Run it in a terminal:',
    '',
    '```bash',
    'curl -fsSL https://downloads.example.com/cli/install.sh | bash',
    'platform login --customer c-0003',
    '```',
    '',
    '3. Check the installation with `platform --version`.【2:1†source】',
  ].join('\n'),
  [
    '### Roles at a glance',
    '',
    '| Role | Can view | Can change |',
    '| --- | --- | --- |',
    '| environment-viewer | environments | nothing |',
    '| environment-developer | environments | deployments |',
    '| user-management | users | invitations and roles |',
    '',
    'See the [roles guide](https://docs.example.com/portal/en/roles) for details.【7:2†source】',
  ].join('\n'),
  [
    'You can call the API from TypeScript with a bearer token:',
    '',
    '```ts',
    "const response = await fetch('/api/customer-management/customers/c-0003', {",
    '  headers: { Authorization: `Bearer ${token}` },',
    '});',
    'const customer = await response.json();',
    '```',
    '',
    'The `customerId` parameter selects the customer a request acts for.',
  ].join('\n'),
  [
    'An overlay is described by a small JSON manifest:',
    '',
    '```json',
    '{',
    '  "name": "branding-overlay",',
    '  "version": "1.4.0",',
    '  "targets": ["hub", "gateway"]',
    '}',
    '```',
    '',
    'Upload it under **Overlays → New overlay**; it is validated before it is applied.【3:0†source】',
  ].join('\n'),
];

/** The answer to the first message of a thread (the portal's silent greeting). */
export const WELCOME_REPLY = [
  'Hello! I am the **platform assistant**. I can help with *environments*, *users* and *downloads*.',
  '',
  'Ask me anything, or start with the [getting-started guide](https://docs.example.com/portal/en/getting-started).',
].join('\n');

/** A stable 32-bit FNV-1a hash, so the choice of answer survives reloads and machines. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** The assistant's answer to a message; `first` for the first message of a thread. */
export function replyTo(message: string, { first = false }: { first?: boolean } = {}): string {
  if (message.toLowerCase().includes(HOSTILE_TRIGGER)) return HOSTILE_REPLY;
  if (first) return WELCOME_REPLY;
  return REPLIES[stableHash(message) % REPLIES.length] ?? '';
}

/** How long the assistant "thinks" about a message: 400–700 ms, derived from its length. */
export function replyDelayMs(message: string): number {
  return 400 + ((message.length * 37) % 301);
}

const CITATION = /【(\d+):\d+†source】/g;

/** A text content part whose annotations point at each citation marker in the text. */
export function textContent(value: string): MessageContent {
  const annotations = Array.from(value.matchAll(CITATION), (match) => ({
    type: 'file_citation',
    text: match[0],
    start_index: match.index,
    end_index: match.index + match[0].length,
    file_citation: { file_id: `file-docs-${match[1] ?? '0'}` },
  }));
  return { type: 'text', text: { value, annotations } };
}
