import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, test, vi } from 'vitest';
import { useAreaTelemetry, type AreaModule } from '@portal/area-sdk';
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
import { server } from '../../mocks/node';

const load = vi.hoisted(() => vi.fn<(name: string, entryUrl: string, expose: string) => Promise<unknown>>());
vi.mock('@/remote-areas/federation-runtime', async () => {
  const { satisfy } = await import('@module-federation/runtime');
  return { federationRuntime: { satisfy, load } };
});

const records = recordTelemetry();

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

async function open() {
  const router = createMemoryRouter(buildRoutes(mergeRemoteAreas([INSIGHTS_AREA])), {
    initialEntries: ['/customer-insights'],
  });
  await renderWithProviders(
    <CustomerProvider isGlobal customerIds={[]} adminCustomerId="c-0001">
      <RouteTableProvider remoteAreas={[INSIGHTS_AREA]}>
        <RouterProvider router={router} />
      </RouteTableProvider>
    </CustomerProvider>,
    { persona: 'admin', config: { remoteAreas: [INSIGHTS_AREA] } },
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
