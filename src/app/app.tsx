import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CssVarsProvider } from '@mui/joy/styles';
import type { AuthSession } from '@/auth/auth-session';
import { SessionProvider } from '@/auth/session-context';
import { APPEARANCE_PROVIDER_PROPS, AppearanceSync } from '@/components/appearance-sync';
import { InstantSchemeChange } from '@/components/instant-scheme-change';
import { RuntimeConfigProvider } from '@/config/runtime-config-context';
import type { RuntimeConfig } from '@/config/runtime-config';
import type { RemoteArea } from '@/config/remote-areas';
import { CustomerProvider } from '@/customer-context/customer-context';
import { SelectedCustomerContext, type SelectedCustomer } from '@/customer-context/selected-customer';
import { PortalRouter } from './router';
import { RouteTableProvider } from './route-table-context';
import { NO_REMOTE_AREAS } from './remote-routes';
import { readCspNonce } from '@/utils/csp-nonce';
import { StyleCacheProvider } from './style-cache';
import { SignedOutGate } from './signed-out-gate';
import { PartBoundary, type PartFailureProps } from '@/components/part-boundary';
import { PortalFailure } from './portal-failure';

const portalFailure = (failure: PartFailureProps) => <PortalFailure {...failure} />;

export type AppProps = {
  config: RuntimeConfig;
  /** The config's remote areas: the array boot merged the route table from (one table per config). */
  remoteAreas?: readonly RemoteArea[];
  session: AuthSession;
  queryClient: QueryClient;
  /** The instance the http client and the query caches were configured with at boot. */
  selectedCustomer: SelectedCustomer;
  mockControls?: ReactNode;
};

/** Composition root: config, session, data cache, theme and customer context around the router. */
export function App({
  config,
  remoteAreas = config.remoteAreas ?? NO_REMOTE_AREAS,
  session,
  queryClient,
  selectedCustomer,
  mockControls,
}: AppProps) {
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <SessionProvider session={session}>
          <QueryClientProvider client={queryClient}>
            <StyleCacheProvider nonce={readCspNonce()}>
              <CssVarsProvider {...APPEARANCE_PROVIDER_PROPS}>
                <AppearanceSync />
                <InstantSchemeChange />
                {/* RES-03: whatever throws below and has no boundary nearer shows the frame with what failed. */}
                <PartBoundary part="portal" renderFallback={portalFailure}>
                  <SignedOutGate>
                    <SelectedCustomerContext value={selectedCustomer}>
                      <CustomerProvider
                        isGlobal={session.globalRoles.length > 0}
                        customerIds={session.customerIds}
                        adminCustomerId={config.adminCustomerId}
                      >
                        <RouteTableProvider remoteAreas={remoteAreas}>
                          <PortalRouter />
                        </RouteTableProvider>
                      </CustomerProvider>
                    </SelectedCustomerContext>
                  </SignedOutGate>
                </PartBoundary>
                {mockControls}
              </CssVarsProvider>
            </StyleCacheProvider>
          </QueryClientProvider>
        </SessionProvider>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
