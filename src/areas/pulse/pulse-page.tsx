import { AreaFrame } from '@/components/area-frame';
import { PulseSummary } from './pulse-summary';
import { ServiceStatusTable } from './service-status-table';
import { usePulseStatuses } from './use-service-statuses';

/** Platform status: a summary, then each backend service's name, version and reachability (lazily loaded route module). */
export default function PulsePage() {
  const { rows, summary, refresh, retry } = usePulseStatuses();
  return (
    <AreaFrame>
      <PulseSummary summary={summary} onRefresh={refresh} />
      <ServiceStatusTable rows={rows} waiting={summary.waiting} onRetry={retry} />
    </AreaFrame>
  );
}
