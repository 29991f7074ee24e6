/** The sessionStorage key of the current conversation's thread (CHAT-02). */
export const THREAD_STORAGE_KEY = 'threadId';

// Storage can throw (disabled storage, privacy modes): the chat then simply starts a new thread.
const attempt = <T>(action: () => T): T | undefined => {
  try {
    return action();
  } catch {
    return undefined;
  }
};

/** The stored thread id, or undefined when there is none. */
export const readStoredThread = (): string | undefined =>
  attempt(() => window.sessionStorage.getItem(THREAD_STORAGE_KEY)) || undefined;

/** Remembers the thread for this browser tab, so a reload continues the conversation. */
export const storeThread = (threadId: string): void => {
  attempt(() => window.sessionStorage.setItem(THREAD_STORAGE_KEY, threadId));
};

/** Forgets the conversation: the next time the chat opens, it starts a new thread. Logout calls it (SEC-02). */
export const clearAssistantThread = (): void => {
  attempt(() => window.sessionStorage.removeItem(THREAD_STORAGE_KEY));
};
