/**
 * Generators of the seed data. Pure functions of a seeded faker, so the same seed always yields
 * the same records; they never read the clock.
 */
import type { Faker } from '@faker-js/faker';
import type { Customer } from '../src/api/generated/customer/customer.schemas.ts';
import type { ServiceInfo, ServiceName } from '../src/api/generated/actuator/actuator.schemas.ts';
import type { Message as ThreadMessage } from '../src/api/generated/assistant/assistant.schemas.ts';
import { textContent } from './assistant-replies.ts';

/** The customer id of the n-th customer (1-based): `c-0001`, `c-0002`, … */
export const customerId = (n: number) => `c-${String(n).padStart(4, '0')}`;

// Legal-form and filler words carry no identity: they stay out of abbreviations and domains.
const FILLER = new Set(['and', 'inc', 'llc', 'group', 'ltd', 'gmbh', 'ag', 'co']);

const significantWords = (name: string) =>
  name.split(/[^A-Za-z]+/).filter((word) => word.length > 0 && !FILLER.has(word.toLowerCase()));

/** 2–5 upper-case letters: the initials of a multi-word name, else the first three letters. */
export function abbreviate(name: string): string {
  const words = significantWords(name);
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? 'customer').slice(0, 3);
  return letters.toUpperCase().slice(0, 5).padEnd(2, 'X');
}

/** Generates `count` customers with ids `c-0001`…, names, abbreviations and 1–2 email domains. */
export function generateCustomers(faker: Faker, count: number): Customer[] {
  return Array.from({ length: count }, (_, index) => {
    const customerName = faker.company.name();
    const slug = significantWords(customerName).join('-').toLowerCase() || 'customer';
    const tlds = faker.helpers.arrayElements(['com', 'de', 'eu', 'io', 'co.uk'], { min: 1, max: 2 });
    return {
      id: customerId(index + 1),
      customerName,
      customerAbbreviation: abbreviate(customerName),
      validEmailDomains: tlds.map((tld) => `${slug}.${tld}`),
    };
  });
}

const DESCRIPTIONS: Record<ServiceName, string> = {
  gateway: 'API gateway of the platform',
  hub: 'Central hub connecting the platform services',
  'instance-management': 'Provisioning and lifecycle of customer instances',
  'customer-management': 'Customers, their email domains and settings',
  'process-monitoring': 'Monitoring of running processes and jobs',
  'log-proxy': 'Access to service and instance logs',
  'product-management': 'Products, licences and downloads',
};

const JAVA_RELEASES = [
  { version: '21.0.4', build: '21.0.4+7-LTS' },
  { version: '21.0.5', build: '21.0.5+11-LTS' },
  { version: '21.0.6', build: '21.0.6+7-LTS' },
];

/** Build, git and Java 21 (Eclipse Adoptium) information of one service. */
export function generateServiceInfo(faker: Faker, service: ServiceName): ServiceInfo {
  const [major, minor, patch] = [faker.number.int({ min: 1, max: 4 }), faker.number.int(20), faker.number.int(12)];
  const java = faker.helpers.arrayElement(JAVA_RELEASES);
  const committed = faker.date.between({ from: '2026-08-01T00:00:00Z', to: '2026-11-20T00:00:00Z' });
  return {
    application: { name: service, description: DESCRIPTIONS[service] },
    build: { artifact: service, group: 'com.example.platform', version: `${major}.${minor}.${patch}` },
    git: {
      branch: faker.helpers.arrayElement(['main', 'main', `release/${major}.${minor}`]),
      commit: { id: faker.git.commitSha({ length: 7 }), time: `${committed.toISOString().slice(0, 19)}Z` },
    },
    java: {
      version: java.version,
      vendor: { name: 'Eclipse Adoptium' },
      runtime: { name: 'OpenJDK Runtime Environment', version: java.build },
      jvm: { name: 'OpenJDK 64-Bit Server VM', vendor: 'Eclipse Adoptium', version: java.build },
    },
  };
}

/** The id of the seeded conversation. */
export const SEEDED_THREAD_ID = 'thread-seeded';

const T0 = 1763800000;
const message = (id: string, role: string, offset: number, value: string): ThreadMessage => ({
  id,
  role,
  created_at: T0 + offset,
  content: [textContent(value)],
});

/** A short conversation, deliberately out of order and with a `system` message the UI must hide. */
export function seededThreadMessages(): ThreadMessage[] {
  return [
    message('msg_seed_2', 'assistant', 9, 'Open **Environments** in the navigation to see them.【4:0†source】'),
    message('msg_seed_0', 'system', 0, 'You are the platform assistant. Answer briefly and cite the documentation.'),
    message('msg_seed_3', 'user', 60, 'Can I reset a staging environment?'),
    message('msg_seed_1', 'user', 5, 'Where do I find my environments?'),
    message(
      'msg_seed_4',
      'assistant',
      65,
      'Yes: developers can reset *staging* environments from their card.【4:1†source】',
    ),
  ];
}

/** Every fifth answer of a long conversation: a table and a code block, the costliest Markdown to render. */
const richAnswer = (n: number): string =>
  [
    `Here is the status of release ${n}.【${n % 9}:0†source】`,
    '',
    '| Environment | Version | State |',
    '| --- | --- | --- |',
    `| staging-${n} | 3.${n % 20}.${n % 7} | ready |`,
    `| production-${n} | 3.${(n + 1) % 20}.0 | updating |`,
    '',
    '```bash',
    `platform deploy --environment staging-${n} --version 3.${n % 20}.${n % 7}`,
    '```',
  ].join('\n');

/**
 * The seeded conversation followed by more messages, `count` in all, in order: user questions and
 * assistant answers (every fifth with a table and a code block); the last one is an answer.
 */
export function longThreadMessages(count: number): ThreadMessage[] {
  const seeded = seededThreadMessages();
  const more = Array.from({ length: Math.max(0, count - seeded.length) }, (_, index): ThreadMessage => {
    const n = seeded.length + index + 1;
    // Alternating, so that the last message is always an answer.
    if ((count - n) % 2 === 1)
      return message(`msg_long_${n}`, 'user', 100 + index * 30, `Question ${n}: what changed in release ${n}?`);
    const text =
      n % 5 === 0 ? richAnswer(n) : `Answer ${n}: release ${n} fixes the **login timeout** and speeds up downloads.`;
    return message(`msg_long_${n}`, 'assistant', 100 + index * 30, text);
  });
  return [...seeded, ...more];
}

/** The seeded thread's messages: its short conversation, or `count` messages when given. */
export const seedThreadMessages = (count?: number): ThreadMessage[] =>
  count === undefined ? seededThreadMessages() : longThreadMessages(count);
