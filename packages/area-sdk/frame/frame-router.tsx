import { useMemo, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';
import type { FrameLocation } from '../src/bridge/protocol.ts';
import type { Connection } from './connection.ts';

const pathOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * PLUG-15: the frame's router has no history of its own. Its location is the portal's (deep links,
 * Back and Forward arrive as `location` messages); every navigation (`<Link>`, `useNavigate`,
 * `useAreaNavigate`) asks the portal, which checks it stays in the area and puts it in its history.
 */
export function FrameRouter({
  location,
  connection,
  children,
}: {
  location: FrameLocation;
  connection: Connection;
  children: ReactNode;
}) {
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: pathOf,
      push: (to) => connection.send({ type: 'navigate', path: pathOf(to), replace: false }),
      replace: (to) => connection.send({ type: 'navigate', path: pathOf(to), replace: true }),
      go: (delta) => {
        if (delta === -1 || delta === 1) connection.send({ type: 'go', delta });
      },
    }),
    [connection],
  );
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}
