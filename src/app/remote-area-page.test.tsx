import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  useAreaNavigate,
  useAreaTranslation,
  useAreaUser,
  useDocumentTitle,
  useNotify,
  useSelectedCustomer,
  type AreaModule,
} from '@portal/area-sdk';
import { mergeRemoteAreas, registerRemoteAreaTitles } from './remote-routes';
import { buildRoutes } from './router';
import { RouteTableProvider } from './route-table-context';
import { CustomerProvider } from '@/customer-context/customer-context';
import { resetRemoteAreaStatuses, useRemoteAreaStatuses } from '@/hooks/remote-area-status';
import { initTestI18n, renderWithProviders } from '@/testing/render-with-providers';
import { INSIGHTS_AREA } from '@/testing/remote-areas';
import { findPersona, customerIdsOf } from '../../mocks/personas';
import { server } from '../../mocks/node';
import { forgetAreaLoad } from '@/remote-areas/area-load-cache';
import { AreaFrame } from '@/components/area-frame';

const load = vi.hoisted(() => vi.fn<(name: string, entryUrl: string, expose: string) => Promise<unknown>>());
vi.mock('@/remote-areas/federation-runtime', async () => {
  const { satisfy } = await import('@module-federation/runtime');
  return { federationRuntime: { satisfy, load } };
});

const insights = INSIGHTS_AREA;

function InsightsArea() {
  const { t } = useAreaTranslation();
  const customer = useSelectedCustomer();
  const user = useAreaUser();
  const notify = useNotify();
  const navigate = useAreaNavigate();
  useDocumentTitle(t('title'));
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('customer', { id: customer?.id })}</p>
      <p>roles: {user.roles.join(',')}</p>
      <button onClick={() => notify({ message: t('saved'), tone: 'success' })}>notify</button>
      <button onClick={() => navigate('details/7')}>details</button>
    </section>
  );
}
const areaModule: AreaModule = {
  default: InsightsArea,
  translations: {
    en: { title: 'Insights of the customer', customer: 'Customer {{id}}', saved: 'Saved' },
    de: { title: 'Einblicke des Kunden', customer: 'Kunde {{id}}', saved: 'Gespeichert' },
  },
};

const manifest = (
  shared = [
    { name: 'react', requiredVersion: '^19.0.0' },
    { name: '@portal/area-sdk', requiredVersion: '^1.0.0' },
  ],
) => ({
  name: 'customer_insights',
  metaData: {
    buildInfo: { buildVersion: '0.3.0' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
    publicPath: 'auto',
  },
  shared,
  exposes: [{ name: 'Area', path: './Area' }],
});

let manifestRequests = 0;
const serveManifest = (respond: () => Response) =>
  server.use(
    http.get('*/remotes/customer-insights/mf-manifest.json', () => {
      manifestRequests += 1;
      return respond();
    }),
  );

function Statuses() {
  const statuses = useRemoteAreaStatuses();
  const status = statuses.get('customer-insights');
  return <output data-testid="status">{status ? `${status.state} ${status.version ?? ''}` : 'none'}</output>;
}

const open = async (path: string, persona = 'admin', remoteAreas = [insights]) => {
  const table = mergeRemoteAreas(remoteAreas);
  await initTestI18n();
  registerRemoteAreaTitles(i18next, [insights]);
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [path] });
  const found = findPersona(persona)!;
  const rendered = await renderWithProviders(
    <CustomerProvider
      isGlobal={found.globalRoles.length > 0}
      customerIds={customerIdsOf(found)}
      adminCustomerId="c-0001"
    >
      <RouteTableProvider remoteAreas={remoteAreas}>
        <RouterProvider router={router} />
      </RouteTableProvider>
      <Statuses />
    </CustomerProvider>,
    { persona, config: { remoteAreas } },
  );
  return { ...rendered, router };
};

beforeEach(() => {
  manifestRequests = 0;
  load.mockReset().mockResolvedValue(areaModule);
  resetRemoteAreaStatuses();
  forgetAreaLoad('customer-insights');
});

describe('a remote area in the portal', () => {
  test('[PLUG-01] [PLUG-03] [RES-03] listed in the navigation from the config; its SDK hooks see user, customer, texts, title, navigation and notices', async () => {
    serveManifest(() => HttpResponse.json(manifest()));
    const error = vi.spyOn(console, 'error');
    const { router } = await open('/customer-insights');
    expect(await screen.findByRole('heading', { name: 'Insights of the customer' }, { timeout: 10_000 })).toBeVisible();
    // RES-03: the load's status reaches the version popup after the route's render, never during it.
    expect(error.mock.calls.filter(([message]) => String(message).includes('Cannot update a component'))).toEqual([]);
    error.mockRestore();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Customer insights' })).toHaveAttribute('href', '/customer-insights');
    expect(screen.getByText('Customer c-0001')).toBeVisible();
    expect(screen.getByText('roles: admin')).toBeVisible();
    await waitFor(() => expect(document.title).toContain('Insights of the customer'));
    expect(screen.getByTestId('status')).toHaveTextContent('loaded 0.3.0');
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Einblicke des Kunden' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Kundeneinblicke' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect((await screen.findByText('Gespeichert')).closest('[role="status"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'details' }));
    expect(router.state.location.pathname).toBe('/customer-insights/details/7');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('[PLUG-01] hidden from a user without its roles: no navigation entry, the guard refuses, no remote request', async () => {
    serveManifest(() => HttpResponse.json(manifest()));
    await open('/customer-insights', 'customer-user');
    expect(await screen.findByRole('heading', { name: 'No access' }, { timeout: 10_000 })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Customer insights' })).toBeNull();
    expect(manifestRequests).toBe(0);
    expect(load).not.toHaveBeenCalled();
  });

  test('[PLUG-04] [PLUG-12] an unreachable entry shows "Area unavailable" with its HTTP status and the Retry control; Retry loads it', async () => {
    let up = false;
    serveManifest(() => (up ? HttpResponse.json(manifest()) : new HttpResponse(null, { status: 503 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/customer-insights');
    expect(await screen.findByRole('heading', { name: 'Area unavailable' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText("This area's server answered 503. The rest of the portal still works.")).toBeVisible();
    expect(screen.queryByText(/in time/)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^Remote area customer-insights: .*mf-manifest\.json answered HTTP 503$/),
    );
    expect(screen.getByTestId('status')).toHaveTextContent('failed');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry Customer insights' }));
    expect(await screen.findByRole('heading', { name: 'Insights of the customer' })).toBeVisible();
    expect(screen.getByTestId('status')).toHaveTextContent('loaded 0.3.0');
  });

  test('[PLUG-04] an incompatible remote is refused with a notice before any of its code is loaded', async () => {
    serveManifest(() =>
      HttpResponse.json(
        manifest([
          { name: 'react', requiredVersion: '^18.2.0' },
          { name: '@portal/area-sdk', requiredVersion: '^1.0.0' },
        ]),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/customer-insights');
    expect(
      await screen.findByRole('heading', { name: 'Area incompatible with this portal' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText(/react \^18\.2\.0 needed/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByTestId('status')).toHaveTextContent('incompatible 0.3.0');
    expect(load).not.toHaveBeenCalled();
  });

  test("[PLUG-04] [PLUG-12] [RES-06] an area that throws shows the area error naming it and logs it once with the area's id; the shell stays", async () => {
    serveManifest(() => HttpResponse.json(manifest()));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValue({
      ...areaModule,
      default: () => {
        throw new Error('boom');
      },
    });
    await open('/customer-insights');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('failed'));
    expect(
      screen.getByText('Customer insights failed to load or crashed. The rest of the portal still works.'),
    ).toBeVisible();
    // One line of the portal's own, naming the area (React's own report is the test renderer's, not the portal's root's).
    const lines = logged.mock.calls.filter(([message]) => String(message).includes('customer-insights'));
    expect(lines).toEqual([
      [
        'Part "remote area customer-insights" failed; its place shows the failure.',
        new Error('boom'),
        expect.any(String),
      ],
    ]);
    // The portal's area error offers Try again and a Reload (the page), not the loader's Retry.
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  test('[PLUG-12] a loaded area sits in the page frame of the built-in areas: their inset, width and title size', async () => {
    serveManifest(() => HttpResponse.json(manifest()));
    await open('/customer-insights');
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Insights of the customer' },
      { timeout: 10_000 },
    );
    const frame = screen.getByTestId('remote-area-frame');
    expect(frame).toContainElement(heading);
    const style = getComputedStyle(frame);
    expect(style.maxWidth).toBe('1200px');
    expect(style.paddingLeft).not.toBe('0px');
    // Joy's h1 would be larger: the size of a built-in area's title.
    await renderWithProviders(<AreaFrame title="A built-in area" purpose="Its purpose" />);
    const builtIn = screen.getByRole('heading', { level: 1, name: 'A built-in area' });
    expect(getComputedStyle(heading).fontSize).toBe(getComputedStyle(builtIn).fontSize);
    expect(getComputedStyle(heading).fontSize).not.toBe('');
  });

  test('[PLUG-05] [PLUG-04] a manifest that does not match its integrity hash is refused with a notice, before any code loads', async () => {
    serveManifest(() => HttpResponse.json(manifest()));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await open('/customer-insights', 'admin', [{ ...insights, integrity: `sha256-${'A'.repeat(43)}=` }]);
    expect(await screen.findByRole('heading', { name: 'Area refused' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(/do not match the integrity hash/)).toBeVisible();
    expect(screen.getByTestId('status')).toHaveTextContent('refused');
    expect(load).not.toHaveBeenCalled();
  });
});
