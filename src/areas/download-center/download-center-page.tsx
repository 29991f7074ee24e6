import { UndefinedArea } from '@/components/undefined-area';

/** The download-center area (lazily loaded route module). */
export default function DownloadCenterPage() {
  return <UndefinedArea />;
}
