import { useEffect, useState, type ComponentType } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { whenIdle } from '@/utils/when-idle';
import type { LicenceCheck } from './verify-licence';

type Notice = ComponentType<{ check: LicenceCheck }>;

/**
 * Where the shell shows a licence problem (SEED-01). The check and its notice are no startup work
 * (PERF-09): they load and run when the page is idle, and the slot renders (commits) only when the
 * check found a problem; a valid licence never renders anything.
 */
export function LicenceNoticeSlot() {
  const { version } = useRuntimeConfig();
  const [problem, setProblem] = useState<{ Notice: Notice; check: LicenceCheck }>();
  useEffect(
    () =>
      whenIdle(async (current) => {
        // The test of a problem comes with the notice: none of the licence code is startup work.
        const [{ LicenceNotice, isLicenceProblem }, { checkEmbeddedLicence }] = await Promise.all([
          import('./licence-notice'),
          import('./use-licence-check'),
        ]);
        const check = await checkEmbeddedLicence(version);
        if (current() && isLicenceProblem(check)) setProblem({ Notice: LicenceNotice, check });
      }),
    [version],
  );
  return problem ? <problem.Notice check={problem.check} /> : null;
}
