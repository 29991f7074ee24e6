import { useMemo, type ReactNode } from 'react';
import { areaNavigationPath } from '../src/area-path.ts';
import type { FrameArea, FrameContext } from '../src/bridge/protocol.ts';
import { AreaContext, type AreaHttpClient, type AreaServices } from '../src/index.ts';
import type { Connection } from './connection.ts';

export type FrameServicesProps = {
  area: FrameArea;
  context: FrameContext;
  http: AreaHttpClient;
  connection: Connection;
  telemetry: boolean;
  children: ReactNode;
};

/**
 * PLUG-15: the SDK's services in the frame, the same API as in the portal's page: the user and the
 * customer from the portal's latest context, HTTP over the bridge, navigation, the title, the
 * snackbar and telemetry as messages that the portal carries out with its own services.
 */
export function FrameServices({ area, context, http, connection, telemetry, children }: FrameServicesProps) {
  const { user, customer } = context;
  const services = useMemo<AreaServices>(
    () => ({
      areaId: area.id,
      basePath: area.basePath,
      user,
      customer,
      http,
      navigate: (relativePath) =>
        connection.send({ type: 'navigate', path: areaNavigationPath(area.basePath, relativePath), replace: false }),
      setTitle: (title) => connection.send({ type: 'title', title }),
      notify: ({ message, tone }) => connection.send({ type: 'notify', message, ...(tone ? { tone } : {}) }),
      ...(telemetry
        ? { telemetry: { event: (name, attributes) => connection.send({ type: 'telemetry', name, attributes }) } }
        : {}),
    }),
    [area, user, customer, http, connection, telemetry],
  );
  return <AreaContext value={services}>{children}</AreaContext>;
}
