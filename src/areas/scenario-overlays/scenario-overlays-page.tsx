import { UndefinedArea } from '@/components/undefined-area';

/** The scenario-overlays area (lazily loaded route module). */
export default function ScenarioOverlaysPage() {
  return <UndefinedArea />;
}
