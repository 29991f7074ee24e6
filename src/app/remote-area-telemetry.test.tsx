import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import { useAreaTelemetry, type AreaModule } from '@portal/area-sdk';
import { AreaLoadError } from '@portal/area-sdk/loader';
import { mergeRemoteAreas } from './remote-routes';
import { buildRoutes } from './router';
import { RouteTableProvider } from './route-table-context';
import { CustomerProvider } from '@/customer-context/customer-context';
import { resetRemoteAreaStatuses } from '@/hooks/remote-area-status';
import { forgetAreaLoad } from '@/remote-areas/area-load-cache';
import { renderWithProviders } from '@/testing/render-with-providers';
import { INSIGHTS_AREA } from '@/testing/remote-areas';
import { recordTelemetry } from '@/testing/telemetry';
import { allowConsoleError } from '@/testing/console-errors';
import { areaVersion } from '@/telemetry/telemetry';
import type { RemoteArea } from '@/config/remote-areas';
import type { FrameHost } from '@/remote-areas/isolated/frame-host';
import { server } from '../../mocks/node';

const load = vi.hoisted(() => vi.fn<(name: string, entryUrl: string, expose: string) => Promise<unknown>>());
vi.mock('@/remote-areas/federation-runtime', async () => {
  const { satisfy } = await import('@module-federation/runtime');
  return { federationRuntime: { satisfy, load } };
});

// An isolated area's frame, failing in its two ways as its host reports them: what the area threw in
// its frame (the bridge's `error`, thrown into the portal's boundary) and a load that failed there.
const frame = vi.hoisted(() => ({ outcome: 'throws' as 'throws' | 'fails' }));
vi.mock('@/remote-areas/isolated/frame-host', async () => {
  const { useEffect } = await import('react');
  return {
    FrameHost: ((props) => {
      if (frame.outcome === 'throws') throw new Error('insights broke in its frame');
      const { failed } = props;
      useEffect(() => failed(new AreaLoadError('unavailable', 'customer-insights: its entry did not load')), [failed]);
      return <></>;
    }) satisfies typeof FrameHost,
  };
});

const records = recordTelemetry();
const ISOLATED: RemoteArea = {
  ...INSIGHTS_AREA,
  entry: '/remotes/customer-insights/mf-manifest.json',
  isolation: 'frame',
};

function Area() {
  const telemetry = useAreaTelemetry();
  return (
    <section>
      <h1>Insights</h1>
      <button onClick={() => telemetry.event('report.exported', { rows: 7, format: 'csv' })}>export</button>
    </section>
  );
}
function Broken(): never {
  throw new Error('insights broke');
}
const moduleOf = (page: AreaModule['default']): AreaModule => ({
  default: page,
  translations: { en: {}, de: {} },
});

beforeEach(() => {
  resetRemoteAreaStatuses();
  forgetAreaLoad('customer-insights');
  server.use(
    http.get('*/remotes/customer-insights/mf-manifest.json', () =>
      HttpResponse.json({
        name: 'customer_insights',
        metaData: {
          buildInfo: { buildVersion: '0.3.0' },
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
          publicPath: 'auto',
        },
        shared: [
          { name: 'react', requiredVersion: '^19.0.0' },
          { name: '@portal/area-sdk', requiredVersion: '^1.0.0' },
        ],
        exposes: [{ name: 'Area', path: './Area' }],
      }),
    ),
  );
});

async function open(area = INSIGHTS_AREA) {
  const router = createMemoryRouter(buildRoutes(mergeRemoteAreas([area])), {
    initialEntries: ['/customer-insights'],
  });
  await renderWithProviders(
    <CustomerProvider isGlobal customerIds={[]} adminCustomerId="c-0001">
      <RouteTableProvider remoteAreas={[area]}>
        <RouterProvider router={router} />
      </RouteTableProvider>
    </CustomerProvider>,
    { persona: 'admin', config: { remoteAreas: [area], isolatedOrigin: 'http://127.0.0.2:4716' } },
  );
}

test("[OBS-09] an area's own event carries the area's id on its route; its version is known from the manifest", async () => {
  load.mockResolvedValue(moduleOf(Area));
  await open();
  await userEvent.click(await screen.findByRole('button', { name: 'export' }, { timeout: 10_000 }));
  expect(records.filter((record) => record.type === 'event')).toEqual([
    {
      type: 'event',
      at: expect.any(Number),
      place: { route: '/customer-insights/*', area: 'customer-insights' },
      name: 'report.exported',
      attributes: { rows: 7, format: 'csv' },
    },
  ]);
  expect(areaVersion('customer-insights')).toBe('0.3.0');
});

test('[OBS-03] [OBS-09] what the area throws is one error record of the area, caught by its boundary', async () => {
  allowConsoleError(/insights broke|remote area customer-insights/);
  load.mockResolvedValue(moduleOf(Broken));
  await open();
  expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 10_000 })).toBeVisible();
  expect(records.filter((record) => record.type === 'error')).toMatchObject([
    {
      source: 'boundary',
      where: 'remote area customer-insights',
      place: { route: '/customer-insights/*', area: 'customer-insights' },
      error: { message: 'insights broke' },
    },
  ]);
});

test('[OBS-03] [OBS-09] [PLUG-15] what an isolated area throws in its frame is one error record of the area, caught by its boundary', async () => {
  allowConsoleError(/insights broke|remote area customer-insights/);
  frame.outcome = 'throws';
  await open(ISOLATED);
  expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 10_000 })).toBeVisible();
  expect(records.filter((record) => record.type === 'error')).toMatchObject([
    {
      source: 'boundary',
      where: 'remote area customer-insights',
      place: { area: 'customer-insights' },
      error: { message: 'insights broke in its frame' },
    },
  ]);
});

test('[OBS-03] [PLUG-14] an isolated area whose load failed in its frame is an area-load record of the area', async () => {
  allowConsoleError(/Remote area customer-insights/);
  frame.outcome = 'fails';
  await open(ISOLATED);
  expect(await screen.findByRole('button', { name: /retry/i }, { timeout: 10_000 })).toBeVisible();
  expect(records.filter((record) => record.type === 'error')).toMatchObject([
    { source: 'area-load', where: 'unavailable', place: { area: 'customer-insights' } },
  ]);
});
