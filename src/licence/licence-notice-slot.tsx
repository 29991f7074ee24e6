import { lazy, Suspense } from 'react';

// The check and its notice are no startup JavaScript: they load after first paint (PERF-01, SEED-01).
const EmbeddedLicenceNotice = lazy(() => import('./licence-notice'));

/** Where the shell shows a licence problem; loads the check and the notice after first paint. */
export function LicenceNoticeSlot() {
  return (
    <Suspense fallback={null}>
      <EmbeddedLicenceNotice />
    </Suspense>
  );
}
