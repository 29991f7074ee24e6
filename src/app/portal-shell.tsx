import { useCallback } from 'react';
import { Outlet } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { allowedRoutes } from '@/auth/access';
import { useSession } from '@/auth/session-context';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { useSelectedCustomerId } from '@/customer-context/customer-context';
import { AssistantButton, clearAssistantThread } from '@/assistant';
import { AppearanceMenu } from '@/shell/appearance-menu';
import { CustomerRevokedNotice } from '@/shell/customer-revoked-notice';
import { Header } from '@/shell/header';
import { LanguageMenu } from '@/shell/language-menu';
import { LicenceNoticeSlot } from '@/licence/licence-notice-slot';
import { PaletteLauncher } from '@/shell/palette/palette-launcher';
import { SessionExpiryDialog } from '@/shell/session-expiry-dialog';
import { SignInUnreachableNotice } from '@/shell/sign-in-unreachable-notice';
import { OfflineBanner } from '@/components/offline-banner';
import { ShellLayout } from '@/shell/shell-layout';
import { UserMenu } from '@/shell/user-menu';
import { useRouteTable } from './route-table-context';
import { prefetchAreaModule } from './area-modules';
import { idleLazy } from '@/components/idle-lazy';

// DEPLOY-07's notice waits for a later deployment: its code and polling start when the page is idle.
// RES-04: only where the texts of the user's language did not load, so no startup work.
const TextsMissingNotice = idleLazy(() =>
  import('@/shell/texts-missing-notice').then((module) => module.TextsMissingNotice),
);
const NewVersionNotice = idleLazy(() => import('@/shell/new-version-notice').then((module) => module.NewVersionNotice));

/** The shell around every area, wired to the session, the config and the customer context. */
export function PortalShell() {
  const session = useSession();
  const config = useRuntimeConfig();
  // PERF-09: the id alone, so the customer list's arrival does not render the shell again.
  const selectedCustomerId = useSelectedCustomerId();
  const queryClient = useQueryClient();
  const table = useRouteTable();
  // The navigation and the palette hide what the guard would refuse: all call hasAccess (ROUTE-01, ROUTE-03, UX-03).
  const navEntries = allowedRoutes(session, table, selectedCustomerId).map((route) => ({
    path: route.path,
    labelKey: route.nav.labelKey,
    icon: route.nav.icon,
    // Intent (pointer or focus on the entry) fetches the area's chunk before the click (PERF-04).
    prefetch: () => prefetchAreaModule(route.area),
  }));
  // SEC-02: nothing of the user's data stays in this browser after logout.
  const logout = useCallback(() => {
    queryClient.clear();
    clearAssistantThread();
    void session.logout();
  }, [queryClient, session]);
  const sessionExpiresAt = useCallback(() => session.sessionExpiresAt(), [session]);
  const stay = useCallback(() => session.refreshToken(), [session]);
  return (
    <ShellLayout
      navEntries={navEntries}
      renderHeader={(navButton, productName) => (
        <>
          <Header
            stage={config.production ? undefined : config.stage}
            email={session.email}
            navButton={navButton}
            productName={productName}
            actions={[
              // Not secondary: the palette's button also owns its shortcuts, so it stays mounted on phones.
              { id: 'palette', node: <PaletteLauncher routes={table} /> },
              { id: 'assistant', node: <AssistantButton /> },
              { id: 'language', node: <LanguageMenu />, secondary: true },
              { id: 'appearance', node: <AppearanceMenu />, secondary: true },
              {
                id: 'menu',
                node: <UserMenu onResetPassword={() => void session.resetPassword()} onLogout={logout} />,
                secondary: true,
              },
            ]}
          />
          <OfflineBanner />
          <SignInUnreachableNotice session={session} />
        </>
      )}
    >
      <Outlet />
      <CustomerRevokedNotice />
      <SessionExpiryDialog sessionExpiresAt={sessionExpiresAt} onStay={stay} onExpire={logout} />
      <NewVersionNotice runningVersion={config.version} />
      <TextsMissingNotice />
      <LicenceNoticeSlot />
    </ShellLayout>
  );
}
