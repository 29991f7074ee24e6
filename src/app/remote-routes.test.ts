import { describe, expect, test, vi } from 'vitest';
import type { RemoteArea } from '@/config/remote-areas';
import { mergeRemoteAreas } from './remote-routes';
import { AREA_ROUTES } from './route-table';

const remote = (id: string, place: Pick<RemoteArea, 'route' | 'area'>): RemoteArea => ({
  id,
  entry: `/remotes/${id}/mf-manifest.json`,
  module: './Area',
  apiPrefixes: [],
  ...place,
});
const newArea = (path: string) => ({
  path,
  roles: ['admin', 'support'],
  customerScoped: true,
  icon: 'customers' as const,
  title: { en: 'Customer insights', de: 'Kundeneinblicke' },
});

describe('the route table merged with remote areas', () => {
  test('[PLUG-01] a bound route keeps its path, roles, customer scope and place; a new area is appended', () => {
    const routes = mergeRemoteAreas([
      remote('env-remote', { route: 'environments' }),
      remote('customer-insights', { area: newArea('/customer-insights') }),
    ]);
    const environments = routes.find((route) => route.path === 'environments');
    const original = AREA_ROUTES.find((route) => route.path === 'environments');
    expect(environments).toMatchObject({
      roles: original?.roles,
      customerScoped: true,
      nav: original?.nav,
      remote: { id: 'env-remote' },
    });
    expect(environments?.area).not.toBe(original?.area);
    expect(routes.indexOf(environments!)).toBe(AREA_ROUTES.indexOf(original!));
    expect(routes.at(-1)).toMatchObject({
      path: 'customer-insights',
      roles: ['admin', 'support'],
      customerScoped: true,
      nav: { labelKey: 'remoteAreaTitles:customer-insights', icon: 'customers' },
    });
  });

  test.each([
    [
      'a route of the table',
      [remote('x', { area: newArea('/hub') })],
      '"area.path" collides with the built-in route /hub',
    ],
    ['a redirect', [remote('x', { area: newArea('/file-store') })], '"area.path" collides with the built-in route'],
    ...['/assets', '/healthz', '/remotes'].map(
      (path) =>
        [
          `a path nginx answers itself (${path})`,
          [remote('x', { area: newArea(path) })],
          `the built-in route ${path}`,
        ] as [string, RemoteArea[], string],
    ),
    [
      'another remote area',
      [remote('x', { area: newArea('/same') }), remote('y', { area: newArea('/same') })],
      '(y) is left out: "area.path" collides with the path of x',
    ],
    ['an unknown route', [remote('x', { route: 'nowhere' })], '"route" names no route'],
    [
      'a route bound twice',
      [remote('x', { route: 'hub' }), remote('y', { route: 'hub' })],
      '(y) is left out: "route" is already bound',
    ],
  ])(
    '[PLUG-01] [PLUG-12] an entry that collides with %s is refused with a console error; the table stays whole',
    (_, remotes, message) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const routes = mergeRemoteAreas(remotes);
      expect(routes.length).toBeGreaterThanOrEqual(AREA_ROUTES.length);
      expect(routes.length).toBeLessThanOrEqual(AREA_ROUTES.length + 1);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toContain(message);
    },
  );
});
