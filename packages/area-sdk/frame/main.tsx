/**
 * The frame page of an isolated area (PLUG-14): served by the portal's nginx on the isolated origin,
 * framed by the portal only (`frame-ancestors`), it connects to the portal (PLUG-15), loads the area
 * it is told with the SDK's loader and renders it with React, Joy and i18next of its own.
 */
import { QueryClient } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { createRoot } from 'react-dom/client';
import { readCspNonce } from '../src/loader.ts';
import type { HostMessage } from '../src/bridge/protocol.ts';
import { connectToPortal, type Connection } from './connection.ts';
import { FrameApp } from './frame-app.tsx';
import { createFrameHttp } from './frame-http.ts';
import { createFrameStore } from './frame-state.ts';
import { forwardShortcuts } from './keyboard.ts';
import { loadFrameArea } from './load.ts';
import { reportLoadFailure } from './load-failure.ts';
import { showStandalone } from './standalone.ts';

type Init = Extract<HostMessage, { type: 'init' }>;

const firstInit = (connection: Connection) =>
  new Promise<Init>((resolve) => {
    const stop = connection.listen((message) => {
      if (message.type !== 'init') return;
      stop();
      resolve(message);
    });
  });

async function start(portalOrigin: string) {
  const connection = await connectToPortal(portalOrigin);
  forwardShortcuts(connection);
  const init = await firstInit(connection);
  const { area, context, location, loadTimeoutMs, telemetry } = init;
  // Listening before the load: what changes meanwhile is what the area first renders.
  const store = createFrameStore(connection, { context, location });
  const http = createFrameHttp(connection, area.apiPrefixes);
  let loaded;
  try {
    loaded = await loadFrameArea(area, loadTimeoutMs);
  } catch (error) {
    reportLoadFailure(connection, area.id, error);
    return;
  }
  const i18n = createInstance();
  await i18n.init({
    lng: store.get().context.language,
    fallbackLng: 'en',
    ns: [area.id],
    defaultNS: area.id,
    interpolation: { escapeValue: false },
    resources: { en: { [area.id]: loaded.module.translations.en }, de: { [area.id]: loaded.module.translations.de } },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  createRoot(document.getElementById('root')!).render(
    <FrameApp
      area={area}
      Area={loaded.module.default}
      version={loaded.version}
      connection={connection}
      store={store}
      http={http}
      i18n={i18n}
      queryClient={queryClient}
      telemetry={telemetry}
      nonce={readCspNonce()}
    />,
  );
}

const portalOrigin = document.querySelector<HTMLMetaElement>('meta[name="portal-origin"]')?.content;
if (!portalOrigin || window.parent === window) showStandalone();
else void start(portalOrigin);
