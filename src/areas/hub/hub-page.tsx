import { UndefinedArea } from '@/components/undefined-area';

/** The hub area (lazily loaded route module). */
export default function HubPage() {
  return <UndefinedArea />;
}
