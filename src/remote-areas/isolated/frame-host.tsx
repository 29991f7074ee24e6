import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/joy/Box';
import { useArea } from '@portal/area-sdk';
import { BRIDGE_PROTOCOL, isFrameHello, type HostMessage } from '@portal/area-sdk/bridge';
import { AreaLoadError } from '@portal/area-sdk/loader';
import { AreaSkeleton } from '@/components/area-skeleton';
import type { RemoteArea } from '@/config/remote-areas';
import { HEADER_HEIGHT } from '@/shell/shell-size';
import { createBridgeHost, type BridgeHost } from './bridge-host';
import { useFrameContext } from './use-frame-context';

export type FrameHostProps = {
  remote: RemoteArea;
  basePath: string;
  isolatedOrigin: string;
  /** The iframe's accessible name: the area's title. */
  title: string;
  /** How long the frame may take to load the area (a read's deadline); the handshake waits twice that. */
  loadTimeoutMs: number;
  loaded: (version: string | undefined) => void;
  failed: (error: AreaLoadError) => void;
};

/** PLUG-14: a cross-origin frame that may run scripts and keep its own origin's storage, nothing more. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/**
 * An isolated area (PLUG-14, PLUG-15): its frame page on the isolated origin, filling the content
 * region, hidden behind the area's loading state until it reports the area shown. The bridge opens
 * when the frame in this element says hello from the isolated origin; a frame that reloads (PLUG-07)
 * says hello again and gets a new channel. What the area throws is thrown here, into its boundary.
 */
export function FrameHost({ remote, basePath, isolatedOrigin, title, loadTimeoutMs, loaded, failed }: FrameHostProps) {
  const services = useArea();
  const context = useFrameContext(services);
  const location = useLocation();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const host = useRef<{ bridge: BridgeHost; port: MessagePort }>(undefined);
  const [shown, setShown] = useState(false);
  const [crash, setCrash] = useState<Error>();
  const latest = useRef({ services, context, location, navigate, loaded, failed });
  useLayoutEffect(() => {
    latest.current = { services, context, location, navigate, loaded, failed };
  });
  if (crash) throw crash;

  useEffect(() => {
    const timer = setTimeout(() => {
      const seconds = Math.round((2 * loadTimeoutMs) / 1000);
      const reason = { kind: 'timeout', seconds } as const;
      latest.current.failed(
        new AreaLoadError('unavailable', `${remote.id}: did not load within ${seconds} s`, { reason }),
      );
    }, 2 * loadTimeoutMs);
    const post = (message: HostMessage) => host.current?.port.postMessage(message, []);
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (!target || event.source !== target || event.origin !== isolatedOrigin || !isFrameHello(event.data)) return;
      host.current?.bridge.close();
      host.current?.port.close();
      const channel = new MessageChannel();
      const bridge = createBridgeHost({
        areaId: remote.id,
        basePath,
        services: () => latest.current.services,
        post: (message) => channel.port1.postMessage(message, []),
        navigate: (path, replace) => void latest.current.navigate(path, { replace }),
        go: (delta) => void latest.current.navigate(delta),
        shortcut: ({ key, ctrlKey, metaKey }) =>
          window.dispatchEvent(
            new KeyboardEvent('keydown', { key, ctrlKey, metaKey, bubbles: true, cancelable: true }),
          ),
        loaded: (version) => {
          clearTimeout(timer);
          setShown(true);
          latest.current.loaded(version);
        },
        failed: (error) => {
          clearTimeout(timer);
          latest.current.failed(error);
        },
        crashed: setCrash,
      });
      channel.port1.addEventListener('message', (message) => bridge.receive(message.data));
      channel.port1.start();
      host.current = { bridge, port: channel.port1 };
      target.postMessage({ portalAreaFrame: 'connect', protocol: BRIDGE_PROTOCOL }, isolatedOrigin, [channel.port2]);
      const { context: now, location: at } = latest.current;
      const { id, entry, module, integrity, apiPrefixes } = remote;
      const area = { id, entry, module, ...(integrity ? { integrity } : {}), basePath, apiPrefixes };
      const telemetry = latest.current.services.telemetry !== undefined;
      post({ type: 'init', area, context: now, location: pathOf(at), loadTimeoutMs, telemetry });
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      host.current?.bridge.close();
      host.current?.port.close();
      host.current = undefined;
    };
  }, [remote, basePath, isolatedOrigin, loadTimeoutMs]);

  useEffect(() => host.current?.port.postMessage({ type: 'context', context } satisfies HostMessage, []), [context]);
  useEffect(
    () => host.current?.port.postMessage({ type: 'location', location: pathOf(location) } satisfies HostMessage, []),
    [location],
  );

  const src = `${isolatedOrigin}/frame/?area=${encodeURIComponent(remote.id)}`;
  return (
    <Box sx={{ position: 'relative' }}>
      {!shown && <AreaSkeleton />}
      <Box
        component="iframe"
        ref={frame}
        src={src}
        title={title}
        sandbox={FRAME_SANDBOX}
        referrerPolicy="strict-origin"
        data-testid="isolated-area-frame"
        sx={{
          display: 'block',
          width: '100%',
          // Fills the content region below the header; the area scrolls inside (no second scroll bar).
          height: `calc(100dvh - ${HEADER_HEIGHT}px)`,
          border: 0,
          ...(shown ? {} : { position: 'absolute', inset: 0, visibility: 'hidden' }),
        }}
      />
    </Box>
  );
}

const pathOf = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => ({
  pathname,
  search,
  hash,
});
