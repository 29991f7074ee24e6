import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const SessionExpiryModal = lazy(() => import('./session-expiry-modal'));

/** The warning shows this long before the session ends (AUTH-08). */
export const SESSION_WARNING_MS = 60_000;

export type SessionExpiryDialogProps = {
  /** When the session ends, in epoch ms (re-read every second: a refresh moves it). */
  sessionExpiresAt: () => number | undefined;
  /** Refreshes the session for real. */
  onStay: () => Promise<unknown>;
  /** Called once when the session has ended without a refresh. */
  onExpire: () => void;
};

/**
 * Watches the session's end; from 60 s before it, a dialog offers to stay signed in (its code loads
 * only then). Ignoring it signs the user out.
 */
export function SessionExpiryDialog({ sessionExpiresAt, onStay, onExpire }: SessionExpiryDialogProps) {
  const [remainingMs, setRemainingMs] = useState<number>();
  const expired = useRef(false);

  useEffect(() => {
    const tick = () => {
      const end = sessionExpiresAt();
      const remaining = end === undefined ? undefined : end - Date.now();
      // Only the warning's last minute is state: until then every tick sets the same value and
      // React renders nothing (PERF-09: no commit per second).
      setRemainingMs(remaining !== undefined && remaining <= SESSION_WARNING_MS ? remaining : undefined);
      if (remaining !== undefined && remaining <= 0 && !expired.current) {
        expired.current = true;
        onExpire();
      }
    };
    tick();
    const interval = setInterval(tick, 1000);
    return () => clearInterval(interval);
  }, [sessionExpiresAt, onExpire]);

  if (remainingMs === undefined || remainingMs > SESSION_WARNING_MS || remainingMs <= 0) return null;
  const stay = async () => {
    await onStay();
    const end = sessionExpiresAt();
    setRemainingMs(end === undefined ? undefined : end - Date.now());
  };
  return (
    <Suspense fallback={null}>
      <SessionExpiryModal remainingMs={remainingMs} onStay={stay} />
    </Suspense>
  );
}
