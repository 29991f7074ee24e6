import { UndefinedArea } from '@/components/undefined-area';

/** The user-management area (lazily loaded route module). */
export default function UserManagementPage() {
  return <UndefinedArea />;
}
