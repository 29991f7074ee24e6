import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  AreaContext,
  areaNavigationPath,
  type AreaNotification,
  type AreaServices,
  type AreaTelemetry,
} from '@portal/area-sdk';
import { rolesForCustomer } from '@/auth/access';
import { useSession } from '@/auth/session-context';
import { useCustomerContext } from '@/customer-context/customer-context';
import type { RemoteArea } from '@/config/remote-areas';
import { useDocumentTitle } from '@/shell/document-title';
import { AreaNotifications } from './area-notifications';
import { createScopedHttp } from './scoped-http';
import { placeNow, report } from '@/telemetry/telemetry';

/** OBS-09: an area's own events, with its id (and version); bounded and scrubbed by the telemetry code. */
const areaTelemetry = (areaId: string): AreaTelemetry => ({
  event: (name, attributes = {}) =>
    report(() => ({ type: 'event', at: Date.now(), place: placeNow(areaId), name, attributes: { ...attributes } })),
});

export type AreaServicesProviderProps = { remote: RemoteArea; basePath: string; children: ReactNode };

/**
 * What the shell hands a remote area through the SDK (PLUG-03): the user and roles from the session,
 * the selected customer (a switch reaches the area), the scoped HTTP client, area-relative navigation,
 * the document title in the portal's scheme, notifications in the portal's snackbar and its own
 * telemetry events (OBS-09).
 */
export function AreaServicesProvider({ remote, basePath, children }: AreaServicesProviderProps) {
  const session = useSession();
  const { selected } = useCustomerContext();
  const routerNavigate = useNavigate();
  const [title, setTitle] = useState<string>();
  const [notification, setNotification] = useState<AreaNotification & { key: number }>();
  useDocumentTitle(title, 'area');
  const http = useMemo(() => createScopedHttp(remote.apiPrefixes), [remote.apiPrefixes]);
  const telemetry = useMemo(() => areaTelemetry(remote.id), [remote.id]);
  const navigate = useCallback(
    (relativePath: string) => void routerNavigate(areaNavigationPath(basePath, relativePath)),
    [routerNavigate, basePath],
  );
  const notify = useCallback((next: AreaNotification) => setNotification({ ...next, key: Date.now() }), []);
  const roles = useMemo(
    () => [...new Set([...session.globalRoles, ...rolesForCustomer(session, selected?.id)])],
    [session, selected?.id],
  );
  const services = useMemo<AreaServices>(
    () => ({
      areaId: remote.id,
      basePath,
      user: { name: session.email, username: session.email, roles },
      customer: selected ? { id: selected.id, name: selected.customerName } : null,
      http,
      navigate,
      setTitle,
      notify,
      telemetry,
    }),
    [remote.id, basePath, session.email, roles, selected, http, navigate, notify, telemetry],
  );
  return (
    <AreaContext value={services}>
      {children}
      <AreaNotifications notification={notification} onClose={() => setNotification(undefined)} />
    </AreaContext>
  );
}
