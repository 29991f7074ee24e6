import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import type { AreaLoadError } from '@portal/area-sdk/loader';
import { AreaFrame } from '@/components/area-frame';
import { AreaNotice } from '@/components/area-notice';
import { RetryButton } from '@/components/retry-button';

/** The text key of a failure: what happened, where the portal knows it (PLUG-12). */
function failureText(error: AreaLoadError): { key: string; values: Record<string, number> } {
  const { failure, reason } = error;
  if (failure === 'unavailable' && reason?.kind === 'status')
    return { key: 'unavailableStatus', values: { status: reason.status } };
  if (failure === 'unavailable' && reason?.kind === 'timeout')
    return { key: 'unavailableTimeout', values: { seconds: reason.seconds } };
  if (failure === 'unavailable' && (reason?.kind === 'unreachable' || reason?.kind === 'broken'))
    return { key: reason.kind === 'unreachable' ? 'unavailableUnreachable' : 'unavailableBroken', values: {} };
  if (failure === 'unavailable' && reason?.kind === 'stale') return { key: 'unavailableStale', values: {} };
  if (failure === 'integrity' && (reason?.kind === 'unlisted' || reason?.kind === 'unenforced'))
    return { key: reason.kind === 'unlisted' ? 'integrityUnlisted' : 'integrityUnenforced', values: {} };
  return { key: failure, values: {} };
}

/**
 * Why a remote area is not shown (PLUG-04, PLUG-12), federated or isolated alike: unavailable (with
 * the portal's Retry, or Reload for a stale file), incompatible (what does not fit), refused.
 */
export function LoadFailure({
  error,
  title,
  onRetry,
  retrying,
}: {
  error: AreaLoadError;
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const text = failureText(error);
  return (
    <AreaFrame title={title} purpose={t('remoteAreas.purpose')}>
      <AreaNotice title={t(`remoteAreas.${error.failure}Title`)}>
        <Typography level="body-md" sx={{ mb: 1.5 }}>
          {t(`remoteAreas.${text.key}`, text.values)}
        </Typography>
        {error.failure === 'incompatible' && (
          <Typography component="ul" level="body-sm" sx={{ mb: 1.5 }}>
            {error.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </Typography>
        )}
        {/* RES-06: a stale file is fixed in the browser's cache; only a new page can load it. */}
        {error.failure === 'unavailable' && error.reason?.kind === 'stale' ? (
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        ) : (
          error.failure === 'unavailable' && <RetryButton onRetry={onRetry} busy={retrying} subject={title} />
        )}
      </AreaNotice>
    </AreaFrame>
  );
}
