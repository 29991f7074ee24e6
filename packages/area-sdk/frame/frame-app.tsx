import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box, CssBaseline, CssVarsProvider } from '@mui/joy';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { StrictMode, useEffect, useMemo, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { AreaBoundary } from '../src/area-boundary.tsx';
import type { FrameArea } from '../src/bridge/protocol.ts';
import type { AreaHttpClient } from '../src/index.ts';
import type { Connection } from './connection.ts';
import { FrameAppearance } from './frame-appearance.tsx';
import { FrameRouter } from './frame-router.tsx';
import { FrameServices } from './frame-services.tsx';
import { useFrameState, type FrameStore } from './frame-state.ts';

export type FrameAppProps = {
  area: FrameArea;
  Area: ComponentType;
  connection: Connection;
  store: FrameStore;
  http: AreaHttpClient;
  i18n: i18n;
  queryClient: QueryClient;
  telemetry: boolean;
  nonce: string | undefined;
};

/** The portal's page frame for an area (PLUG-12): AREA_INSET_SX and the title size of its own areas. */
const PAGE_FRAME_SX = { p: { xs: 2, md: 3 }, maxWidth: 1200, '& h1': { fontSize: 'xl2' } } as const;

/** Tells the portal once the area is on screen: it then shows the frame in place of its loading state. */
function Shown({ connection, version }: { connection: Connection; version: string | undefined }) {
  useEffect(() => connection.send({ type: 'loaded', ...(version ? { version } : {}) }), [connection, version]);
  return null;
}

/**
 * PLUG-14: the frame page's own React, Joy (its emotion cache carrying this page's CSP nonce), i18next
 * and query client around the area, which renders inside the SDK's boundary: what it throws goes to
 * the portal, whose boundary shows the area error in the frame's place.
 */
export function FrameApp(props: FrameAppProps & { version: string | undefined }) {
  const { area, Area, connection, store, http, i18n, queryClient, telemetry, nonce, version } = props;
  const { context, location } = useFrameState(store);
  const cache = useMemo(() => createCache({ key: 'css', ...(nonce ? { nonce } : {}) }), [nonce]);
  useEffect(() => {
    document.documentElement.lang = context.language;
    if (i18n.language !== context.language) void i18n.changeLanguage(context.language);
  }, [context.language, i18n]);
  const report = (error: unknown) =>
    connection.send({
      type: 'error',
      name: error instanceof Error ? error.name.slice(0, 100) : 'Error',
      message: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    });
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <CssVarsProvider defaultMode={context.appearance.scheme} modeStorageKey="portal-frame-mode">
          <CssBaseline />
          <FrameAppearance appearance={context.appearance} />
          <I18nextProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <FrameRouter location={location} connection={connection}>
                <Routes>
                  <Route
                    path={`${area.basePath}/*`}
                    element={
                      <FrameServices
                        area={area}
                        context={context}
                        http={http}
                        connection={connection}
                        telemetry={telemetry}
                      >
                        <AreaBoundary areaId={area.id} log={false} onError={report} renderFallback={() => null}>
                          <Box data-testid="remote-area-frame" sx={PAGE_FRAME_SX}>
                            <Area />
                          </Box>
                          <Shown connection={connection} version={version} />
                        </AreaBoundary>
                      </FrameServices>
                    }
                  />
                </Routes>
              </FrameRouter>
            </QueryClientProvider>
          </I18nextProvider>
        </CssVarsProvider>
      </CacheProvider>
    </StrictMode>
  );
}
