import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/auth/session-context';
import { clearAssistantThread } from '@/assistant';

// PERF-01: shown only after a logout in another tab, so its code is no startup work.
const SignedOutPage = lazy(() =>
  import('@/shell/signed-out-page').then((module) => ({ default: module.SignedOutPage })),
);

/**
 * AUTH-09, SEC-02: logged out in another tab. Everything below (the customer context, the router,
 * every area) unmounts first, so no query observer is left to ask an API again with the old token,
 * then this tab's cached data and chat thread go, and the signed-out page shows.
 */
export function SignedOutGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => session.onEndedElsewhere(() => setSignedOut(true)), [session]);
  useEffect(() => {
    if (!signedOut) return;
    // Requests still under way are stopped (their observers are gone already), then the cache goes.
    void queryClient.cancelQueries();
    queryClient.clear();
    clearAssistantThread();
  }, [signedOut, queryClient]);
  if (signedOut)
    return (
      <Suspense fallback={null}>
        <SignedOutPage onSignIn={() => window.location.reload()} />
      </Suspense>
    );
  return children;
}
