import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import { AreaFrame } from '@/components/area-frame';
import { useRuntimeConfig } from '@/config/runtime-config-context';

/** The documentation site of the runtime config, embedded (lazily loaded route module). */
export default function DocumentationPage() {
  const { t } = useTranslation();
  const { documentationUrl } = useRuntimeConfig();
  return (
    <AreaFrame>
      <Link href={documentationUrl} target="_blank" rel="noopener noreferrer" sx={{ mb: 1.5 }}>
        {t('areas.documentation.openInNewTab')}
      </Link>
      <Box
        component="iframe"
        src={documentationUrl}
        title={t('areas.documentation.frameTitle')}
        sx={{
          display: 'block',
          width: '100%',
          height: 'calc(100dvh - 260px)',
          minHeight: 400,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 'md',
          bgcolor: '#fff',
        }}
      />
    </AreaFrame>
  );
}
