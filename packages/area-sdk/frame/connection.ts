/**
 * PLUG-15, the frame's end of the bridge: `hello` to the parent window at the portal's origin (the
 * only ancestor the frame page's `frame-ancestors` allows), then the portal's `connect` is taken only
 * from that window and origin, with exactly one port. Everything after travels over that port.
 */
import { BRIDGE_PROTOCOL, isHostConnect, type FrameMessage, type HostMessage } from '../src/bridge/protocol.ts';

export type Connection = {
  send(message: FrameMessage): void;
  /** Calls `listener` with every message from the portal; answers the unsubscribe. */
  listen(listener: (message: HostMessage) => void): () => void;
};

/** Resolves once the portal connected; never when the page is not framed by the portal. */
export function connectToPortal(portalOrigin: string, win: Window = window): Promise<Connection> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== portalOrigin || event.source !== win.parent || !isHostConnect(event.data)) return;
      const [port] = event.ports;
      if (!port || event.ports.length !== 1) return;
      win.removeEventListener('message', onMessage);
      const listeners = new Set<(message: HostMessage) => void>();
      // The portal is the trusted side of the bridge: its messages are taken as the protocol says.
      const deliver = (message: MessageEvent<HostMessage>) => listeners.forEach((listener) => listener(message.data));
      port.addEventListener('message', deliver);
      port.start();
      resolve({
        send: (message) => port.postMessage(message),
        listen(listener) {
          listeners.add(listener);
          return () => void listeners.delete(listener);
        },
      });
    };
    win.addEventListener('message', onMessage);
    win.parent.postMessage({ portalAreaFrame: 'hello', protocol: BRIDGE_PROTOCOL }, portalOrigin);
  });
}
