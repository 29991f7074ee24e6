import { UndefinedArea } from '@/components/undefined-area';

/** The environments area (lazily loaded route module). */
export default function EnvironmentsPage() {
  return <UndefinedArea />;
}
