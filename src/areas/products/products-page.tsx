import { UndefinedArea } from '@/components/undefined-area';

/** The products area (lazily loaded route module). */
export default function ProductsPage() {
  return <UndefinedArea />;
}
