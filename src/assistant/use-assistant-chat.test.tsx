import { StrictMode, type ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { http } from 'msw';
import { server } from '../../mocks/node';
import { problem } from '../../mocks/problem';
import { useDelayScale } from '../../mocks/testing';
import { getGetThreadMessagesQueryKey, getPostMessageMutationKey } from '@/api/generated/assistant/assistant';
import { deferred } from '@/api/testing/deferred';
import { setupMockApi } from '@/testing/mock-api';
import { recordCalls } from '@/testing/record-calls';
import { createTestI18n } from '@/testing/render-with-translations';
import { useAssistantChat } from './use-assistant-chat';

setupMockApi();
beforeEach(() => {
  window.sessionStorage.clear();
  useDelayScale(0);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** The chat hook over a fresh query client, once the welcome has arrived. */
async function renderChat({ strict = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const i18n = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {strict ? <StrictMode>{children}</StrictMode> : children}
      </QueryClientProvider>
    </I18nextProvider>
  );
  const chat = renderHook(() => useAssistantChat(), { wrapper });
  await waitFor(() => expect(chat.result.current.state.phase).toBe('ready'));
  return { chat, queryClient };
}

const sends = (queryClient: QueryClient) =>
  queryClient.getMutationCache().findAll({ mutationKey: getPostMessageMutationKey() });
const view = (messages: { role: string; text: string; delivery?: string }[]) =>
  messages.map(({ role, text, delivery }) => [role, text, delivery].filter(Boolean).join(':'));

describe('assistant chat on the generated query and mutation hooks', () => {
  test('[ARCH-01] [CHAT-05] [CHAT-14] send is pending, then failed with Retry; the retry succeeds without a duplicate', async () => {
    const { chat, queryClient } = await renderChat();
    const gate = deferred<void>();
    server.use(
      http.post(
        '*/assistant-api/message',
        async () => {
          await gate.promise;
          return problem(503, 'busy');
        },
        { once: true },
      ),
    );
    const calls = recordCalls();
    act(() => void chat.result.current.send('Keep me'));
    // Pending comes from the mutation: a second send is refused at once, before any re-render.
    expect(queryClient.isMutating({ mutationKey: getPostMessageMutationKey() })).toBe(1);
    expect(chat.result.current.send('Second')).toBe(false);
    await waitFor(() => expect(chat.result.current.state.replyPending).toBe(true));
    expect(view(chat.result.current.state.messages).at(-1)).toBe('user:Keep me:sending');
    act(() => gate.resolve());
    await waitFor(() => expect(chat.result.current.state.messages.at(-1)?.delivery).toBe('failed'));
    expect(chat.result.current.state.replyPending).toBe(false);
    expect(sends(queryClient).at(-1)?.state.status).toBe('error');

    const [failed] = chat.result.current.state.messages.filter(({ delivery }) => delivery === 'failed');
    act(() => chat.result.current.retry(failed?.id ?? ''));
    await waitFor(() => expect(chat.result.current.state.messages.at(-1)?.role).toBe('assistant'));
    const { messages, threadId } = chat.result.current.state;
    expect(messages.filter(({ text }) => text === 'Keep me')).toEqual([
      { id: failed?.id, role: 'user', text: 'Keep me', createdAt: expect.any(Number) },
    ]);
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(2);
    // The delivered message and its reply are in the history's query cache, as the server holds them.
    const cached = queryClient.getQueryData<{ data: { id?: string }[] }>(getGetThreadMessagesQueryKey(threadId ?? ''));
    expect(cached?.data.map(({ id }) => id).slice(-2)).toEqual([failed?.id, `${failed?.id}:reply`]);
  });

  test('[ARCH-01] [CUST-05] invalidating every query, as a customer move does, keeps the thread: no second GET /thread', async () => {
    const calls = recordCalls();
    const { chat, queryClient } = await renderChat();
    const { threadId, messages } = chat.result.current.state;
    await act(() => queryClient.invalidateQueries());
    expect(calls.filter(({ method, path }) => method === 'GET' && path.endsWith('/thread'))).toHaveLength(1);
    expect(chat.result.current.state.threadId).toBe(threadId);
    expect(chat.result.current.state.messages).toEqual(messages);
  });

  test('[ARCH-01] [CHAT-02] under StrictMode (the app renders in it) one thread is created and greeted once', async () => {
    const calls = recordCalls();
    const { chat } = await renderChat({ strict: true });
    await waitFor(() => expect(chat.result.current.state.messages).toHaveLength(1));
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /assistant-api/thread',
      'POST /assistant-api/message',
    ]);
  });
});
