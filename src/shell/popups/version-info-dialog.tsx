import { useTranslation } from 'react-i18next';
import { useIsFetching } from '@tanstack/react-query';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { getGetServiceInfoQueryKey } from '@/api/generated/actuator/actuator';
import { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { hasAccess } from '@/auth/access';
import { useSession } from '@/auth/session-context';
import { useRuntimeConfig } from '@/config/runtime-config-context';
import { useCustomerContext } from '@/customer-context/customer-context';
import { CopyDiagnostics } from './copy-diagnostics';
import { PopupDialog, type PopupProps } from './popup-dialog';
import { RemoteAreasSection } from './remote-areas-section';
import { ServiceInfoSection } from './service-info-section';

/**
 * The roles that show a service's git and java blocks: POP-01 asks for a roles check with an
 * empty list, which the portal's one access rule reads as "any signed-in user" (POP-01).
 */
export const RUNTIME_DETAILS_ROLES: readonly string[] = [];

const SERVICE_INFO_HASHES = new Set(
  Object.values(ServiceName).map((service) => JSON.stringify(getGetServiceInfoQueryKey(service))),
);

/** How many services still wait for their first answer or failure (their sections are skeletons). */
const useWaitingServices = () =>
  useIsFetching({
    predicate: ({ queryHash, state }) =>
      SERVICE_INFO_HASHES.has(queryHash) && state.status === 'pending' && state.fetchFailureCount === 0,
  });

/** Version information, 700×600 (POP-01): the UI version and every backend service's info. */
export default function VersionInfoDialog({ open, onClose }: PopupProps) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const session = useSession();
  const { selected } = useCustomerContext();
  const runtimeDetails = hasAccess(session, RUNTIME_DETAILS_ROLES, selected?.id);
  // Busy once for the list, not per section (UX-05).
  const waiting = useWaitingServices() > 0;
  return (
    <PopupDialog open={open} onClose={onClose} title={t('popups.versionInfo.title')} size={{ width: 700, height: 600 }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={2}>
        <Typography level="body-md" sx={{ mr: 'auto' }}>
          {t('popups.versionInfo.uiVersion')}: <strong>{config.version}</strong>
        </Typography>
        <CopyDiagnostics />
      </Stack>
      <Stack gap={1.5} aria-busy={waiting} data-testid="service-sections">
        {Object.values(ServiceName).map((service) => (
          <ServiceInfoSection key={service} service={service} runtimeDetails={runtimeDetails} />
        ))}
      </Stack>
      <RemoteAreasSection />
    </PopupDialog>
  );
}
