/** The channel every tab of the portal's origin listens on (AUTH-09). */
export const SESSION_CHANNEL = 'portal-session';

const LOGOUT = 'logout';

/** What one tab tells the others about the session. */
export type SessionBroadcast = {
  /** Tells every other tab of this browser that the user logged out (this tab goes to the provider's logout). */
  announceLogout(): void;
  /** Calls `listener` when another tab announced a logout; returns the unsubscribe. */
  onLogoutElsewhere(listener: () => void): () => void;
  close(): void;
};

type Channel = Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener' | 'close'>;

const openChannel = (name: string): Channel | undefined =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined;

/**
 * AUTH-09: logging out in one tab ends the portal in every tab of the browser. A BroadcastChannel
 * delivers to the other tabs of the same origin at once (never to the sender); messages that are not
 * the portal's are ignored. Without BroadcastChannel each tab ends at its own token's expiry.
 */
export function createSessionBroadcast(channel: Channel | undefined = openChannel(SESSION_CHANNEL)): SessionBroadcast {
  const listeners = new Set<() => void>();
  const onMessage = (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === LOGOUT) {
      listeners.forEach((listener) => listener());
    }
  };
  channel?.addEventListener('message', onMessage);
  return {
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin: it never leaves this origin
    announceLogout: () => channel?.postMessage({ type: LOGOUT }),
    onLogoutElsewhere: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
