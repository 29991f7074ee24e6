import { createContext, useContext, type ReactNode } from 'react';
import type { AuthSession } from './auth-session';

const SessionContext = createContext<AuthSession | undefined>(undefined);

/** Makes the signed-in session (Keycloak or mock) available to the tree. */
export function SessionProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in session; only available below SessionProvider. */
export function useSession(): AuthSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
