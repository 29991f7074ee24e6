import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionBroadcast, SESSION_CHANNEL, type SessionBroadcast } from './session-broadcast';

const opened: SessionBroadcast[] = [];
/** A tab's broadcast on the real BroadcastChannel (one per tab, as in the browser). */
const tab = () => {
  const broadcast = createSessionBroadcast();
  opened.push(broadcast);
  return broadcast;
};

afterEach(() => {
  for (const broadcast of opened.splice(0)) broadcast.close();
});

describe('session broadcast', () => {
  it('[AUTH-09] a logout in one tab reaches every other tab at once, and not the tab that sent it', async () => {
    const [sender, first, second] = [tab(), tab(), tab()];
    const heard = { sender: vi.fn(), first: vi.fn(), second: vi.fn() };
    sender.onLogoutElsewhere(heard.sender);
    first.onLogoutElsewhere(heard.first);
    second.onLogoutElsewhere(heard.second);
    sender.announceLogout();
    // Well inside AUTH-09's 2 s: vi.waitFor gives up after 1 s.
    await vi.waitFor(() => {
      expect(heard.first).toHaveBeenCalledTimes(1);
      expect(heard.second).toHaveBeenCalledTimes(1);
    });
    expect(heard.sender).not.toHaveBeenCalled();
  });

  it('[AUTH-09] ignores messages that are not a logout, and stops listening when unsubscribed or closed', async () => {
    const [receiver, closed] = [tab(), tab()];
    const heard = vi.fn();
    const unsubscribed = vi.fn();
    const closedListener = vi.fn();
    receiver.onLogoutElsewhere(heard);
    receiver.onLogoutElsewhere(unsubscribed)();
    closed.onLogoutElsewhere(closedListener);
    closed.close();
    // One sender's messages arrive in order: when the last (a logout) is heard, so were the others.
    const sender = new BroadcastChannel(SESSION_CHANNEL);
    for (const data of ['logout', null, { type: 'login' }, 42, { type: 'logout' }]) {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
      sender.postMessage(data);
    }
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    sender.close();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(unsubscribed).not.toHaveBeenCalled();
    expect(closedListener).not.toHaveBeenCalled();
  });

  it('[AUTH-09] without BroadcastChannel it does nothing and fails nothing', () => {
    const broadcast = createSessionBroadcast(undefined);
    const heard = vi.fn();
    broadcast.onLogoutElsewhere(heard);
    expect(() => broadcast.announceLogout()).not.toThrow();
    broadcast.close();
    expect(heard).not.toHaveBeenCalled();
  });
});
