import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { getGetServiceInfoQueryKey } from '@/api/generated/actuator/actuator';
import { ServiceName, type ServiceInfo } from '@/api/generated/actuator/actuator.schemas';
import { useSession } from '@/auth/session-context';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { isFailing } from '@/hooks/query-retry';
import { useCustomerContext } from '@/customer-context/customer-context';
import { localeOf } from '@/utils/format-date-time';
import { remoteAreaRows, useRemoteAreaStatuses } from '@/hooks/remote-area-status';
import { diagnosticsText } from './diagnostics';

type Outcome = { copied: true } | { copied: false; text: string };

/** "Copy diagnostics" (POP-01, a portal addition): the versions the popup loaded, and who asks from where. */
export function CopyDiagnostics() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const session = useSession();
  const { selected } = useCustomerContext();
  const [outcome, setOutcome] = useState<Outcome>();
  const remoteAreas = remoteAreaRows(
    (config.remoteAreas ?? []).map(({ id }) => id),
    useRemoteAreaStatuses(),
  );

  const copy = async () => {
    setOutcome(undefined);
    // The popup's own queries: what the user sees is what gets copied, with no extra request.
    const services = Object.values(ServiceName).map((service) => {
      const state = queryClient.getQueryState<ServiceInfo>(getGetServiceInfoQueryKey(service));
      // As the section shows it: unavailable from the first failure, while retries go on (UX-05).
      const failing =
        state !== undefined &&
        isFailing({ failureCount: state.fetchFailureCount, isError: state.status === 'error', data: state.data });
      return { service, version: state?.data?.build.version, status: failing ? 'error' : (state?.status ?? 'pending') };
    });
    const text = diagnosticsText({
      uiVersion: config.version,
      services,
      remoteAreas,
      locale: localeOf(i18n.resolvedLanguage ?? i18n.language),
      customer: selected && { id: selected.id, name: selected.customerName },
      email: session.email,
      userAgent: navigator.userAgent,
      at: new Date(),
    });
    try {
      await navigator.clipboard.writeText(text);
      setOutcome({ copied: true });
    } catch {
      setOutcome({ copied: false, text });
    }
  };

  return (
    <>
      <Button variant="outlined" size="sm" onClick={() => void copy()}>
        {t('popups.versionInfo.copyDiagnostics')}
      </Button>
      <Typography component="output" level="body-sm" color="success" sx={{ flexBasis: '100%', minHeight: '1.25rem' }}>
        {outcome?.copied ? t('popups.versionInfo.copied') : ''}
      </Typography>
      {outcome && !outcome.copied && (
        <Alert
          role="alert"
          color="danger"
          variant="soft"
          sx={{ flexBasis: '100%', flexDirection: 'column', alignItems: 'stretch' }}
        >
          {t('popups.versionInfo.copyFailed')}
          <Textarea readOnly value={outcome.text} minRows={4} aria-label={t('popups.versionInfo.diagnosticsText')} />
        </Alert>
      )}
    </>
  );
}
