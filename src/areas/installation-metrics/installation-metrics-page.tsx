import { UndefinedArea } from '@/components/undefined-area';

/** The installation-metrics area (lazily loaded route module). */
export default function InstallationMetricsPage() {
  return <UndefinedArea />;
}
