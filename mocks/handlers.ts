/**
 * The one handler list of the mock backend (service worker, vitest, node:http): authorization
 * first, then a scenario's overrides, then the generated orval handlers answering from the db.
 */
import type { HttpHandler } from 'msw';
import { getGetServiceInfoMockHandler } from '../src/api/generated/actuator/actuator.msw.ts';
import { getGetCustomerMockHandler, getListCustomersMockHandler } from '../src/api/generated/customer/customer.msw.ts';
import {
  getGetThreadMessagesMockHandler,
  getGetThreadMockHandler,
  getPostMessageMockHandler,
} from '../src/api/generated/assistant/assistant.msw.ts';
import { PostMessageBody } from '../src/api/generated/assistant/assistant.zod.ts';
import type { Message } from '../src/api/generated/assistant/assistant.schemas.ts';
import { replyDelayMs, replyTo, textContent } from './assistant-replies.ts';
import { createAuthorizationHandler } from './authorization.ts';
import { db as sharedDb, type MockDatabase } from './db.ts';
import { problem } from './problem.ts';
import { resolveScenario } from './scenarios.ts';
import { mockDelay } from './timing.ts';
import type { TokenVerifier } from './token.ts';

/** Options of {@link createHandlers}. */
export type HandlerOptions = {
  /** The state to serve (default: the shared `db`). */
  db?: MockDatabase;
  /** A scenario name; unknown names are ignored. */
  scenario?: string;
  /** How tokens are trusted (default: decoded, not verified). */
  verifyToken?: TokenVerifier;
  /** Current time in epoch ms. */
  now?: () => number;
};

// Throwing a Response makes MSW answer with it: that is how an always-200 generated handler answers 4xx.
const orFail = <T>(value: T | undefined, status: number, detail: string): T => {
  if (value === undefined) throw problem(status, detail);
  return value;
};

/** The generated handlers, answering from the database. */
function dataHandlers(database: MockDatabase, now: () => number): HttpHandler[] {
  const seconds = () => Math.floor(now() / 1000);
  const findThread = (threadId: string) => database.threads.findFirst((q) => q.where({ threadId }));
  const append = (threadId: string, message: Message) =>
    database.threads.update((q) => q.where({ threadId }), { data: (thread) => void thread.messages.push(message) });

  return [
    getGetServiceInfoMockHandler(({ params }) => {
      const record = database.serviceInfos.findFirst((q) =>
        q.where({ service: (service) => service === params.service }),
      );
      return orFail(record, 404, `Unknown service ${String(params.service)}.`).info;
    }),
    getListCustomersMockHandler(() => database.customers.all()),
    getGetCustomerMockHandler(({ params }) =>
      orFail(
        database.customers.findFirst((q) => q.where({ id: String(params.id) })),
        404,
        `Unknown customer ${String(params.id)}.`,
      ),
    ),
    getGetThreadMockHandler(async () => {
      const thread = await database.threads.create({ threadId: `thread_${crypto.randomUUID()}`, messages: [] });
      return { threadId: thread.threadId };
    }),
    getGetThreadMessagesMockHandler(({ params }) => {
      const thread = orFail(findThread(String(params.threadId)), 404, `Unknown thread ${String(params.threadId)}.`);
      return { data: thread.messages };
    }),
    getPostMessageMockHandler(async ({ request }) => {
      const body = PostMessageBody.safeParse(await request.json().catch(() => undefined));
      if (!body.success) {
        const issue = body.error.issues[0];
        throw problem(
          400,
          `Invalid message body: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      const { threadId, message } = body.data;
      const first = orFail(findThread(threadId), 404, `Unknown thread ${threadId}.`).messages.length === 0;
      // The user's message is stored at once, so the history shows it while the assistant thinks.
      const sentAt = seconds();
      await append(threadId, {
        id: `msg_${crypto.randomUUID()}`,
        role: 'user',
        created_at: sentAt,
        content: [textContent(message)],
      });
      await mockDelay(replyDelayMs(message));
      const reply = replyTo(message, { first });
      // At least a second later, so sorting by created_at puts the reply after the question.
      const repliedAt = Math.max(seconds(), sentAt + 1);
      await append(threadId, {
        id: `msg_${crypto.randomUUID()}`,
        role: 'assistant',
        created_at: repliedAt,
        content: [textContent(reply)],
      });
      return { message: reply };
    }),
  ];
}

/** The handler list: authorization, the scenario's overrides (if any), the data handlers. */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  const database = options.db ?? sharedDb;
  const now = options.now ?? Date.now;
  return [...scenarioOverrides(options.scenario, options), ...dataHandlers(database, now)];
}

/**
 * Authorization followed by a scenario's overrides: what `server.use()` prepends to switch to a
 * scenario at runtime (authorization comes first there too). Only authorization for no scenario.
 */
export function scenarioOverrides(
  scenario: string | undefined,
  options: Omit<HandlerOptions, 'scenario'> = {},
): HttpHandler[] {
  const authorization = createAuthorizationHandler({
    db: options.db ?? sharedDb,
    verifyToken: options.verifyToken,
    now: options.now,
  });
  return [authorization, ...(resolveScenario(scenario)?.handlers ?? [])];
}

/** The default handler list over the shared database. */
export const handlers: HttpHandler[] = createHandlers();
