import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '@/auth/session-context';
import { CustomerProvider } from '@/customer-context/customer-context';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AREA_ROUTES } from './route-table';
import { areaRoute, routes } from './router';

function Portal({ path }: { path: string }) {
  const session = useSession();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return (
    <CustomerProvider
      isGlobal={session.globalRoles.length > 0}
      customerIds={session.customerIds}
      adminCustomerId="c-0001"
    >
      <RouterProvider router={router} />
    </CustomerProvider>
  );
}

const open = async (path: string, persona: string, production = false) => {
  await renderWithProviders(<Portal path={path} />, { persona, config: { production, stage: 'staging' } });
  // The first area chunk loads cold; on a busy machine that takes longer than the default 1 s.
  return screen.findByRole('heading', { level: 1 }, { timeout: 20_000 });
};
const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('router from the route table', () => {
  it("[ROUTE-01] the specification's areas are routes in its order, and the navigation lists the entries in table order", async () => {
    await open('/pulse', 'admin');
    // The specification's areas; a new area may join anywhere without editing this list.
    const specified = [
      'pulse',
      'customers',
      'environments',
      'scenario-overlays',
      'hub',
      'products',
      'documentation',
      'user-management',
      'installation-metrics',
      'download-center',
    ];
    const tablePaths = AREA_ROUTES.map((route) => route.path);
    expect(tablePaths.filter((path) => specified.includes(path))).toEqual(specified);
    const routed = routes[0]?.children?.map((route) => route.path);
    expect(routed).toEqual(expect.arrayContaining(tablePaths));
    // What an admin sees of the specification's areas, and every label in table order.
    const adminSees = ['Pulse', 'Customers', 'Products', 'Documentation', 'Installation metrics', 'Download center'];
    const labels = navLabels();
    expect(labels.filter((label) => label !== null && adminSees.includes(label))).toEqual(adminSees);
    const tableLabels = AREA_ROUTES.map((route) => i18next.t(route.nav.labelKey));
    expect(labels).toEqual(tableLabels.filter((label) => labels.includes(label)));
  });

  it.each([
    ['/file-store', 'Download center'],
    ['/file-store/reports/2026/q3.pdf', 'Download center'],
    ['/does-not-exist', 'Platform status'],
    ['/', 'Platform status'],
  ])('[ROUTE-02] %s redirects to %s', async (path, heading) => {
    expect(await open(path, 'admin')).toHaveTextContent(heading);
  });

  it('[ROUTE-03] a user without the roles who opens a route by URL sees no access, and the entry is hidden', async () => {
    const heading = await open('/installation-metrics', 'no-roles');
    expect(heading).toHaveTextContent('Installation metrics');
    expect(screen.getByRole('heading', { name: 'No access' })).toBeVisible();
    expect(navLabels()).not.toContain('Installation metrics');
  });

  it('[ROUTE-03] customer roles open only what they grant for the selected customer', async () => {
    await open('/user-management', 'customer-user');
    await waitFor(() => expect(navLabels()).toContain('Environments'));
    // The first customer by name is c-0005 (overlay and environment developer), not c-0003 (user management).
    expect(screen.getByRole('heading', { name: 'No access' })).toBeVisible();
    expect(navLabels()).toEqual(expect.arrayContaining(['Environments', 'Scenario overlays', 'Hub']));
    expect(navLabels()).not.toContain('User management');
  });

  it('[UX-07] a customer user without a global role is told which role would grant access, never to switch customer', async () => {
    await open('/user-management', 'customer-user');
    const notice = await screen.findByText(/Access needs one of these roles/);
    expect(notice).toHaveTextContent('user-management');
    expect(notice).not.toHaveTextContent(/another customer/);
  });

  it('[UX-07] a user without customer is told which roles open the area, not "for No customer"', async () => {
    await open('/installation-metrics', 'no-roles');
    const notice = await screen.findByText(/Access needs one of these roles/);
    expect(notice).toHaveTextContent('Your account has no role that opens Installation metrics. Access needs');
    expect(notice).toHaveTextContent('admin, support');
    expect(notice).not.toHaveTextContent(/No customer|another customer/);
  });

  it('[UX-07] a global role may still be told to select another customer', async () => {
    await open('/user-management', 'admin');
    expect(await screen.findByText(/select another customer/)).toBeVisible();
  });

  it('[ROUTE-04] a customer-scoped area without a selectable customer explains why', async () => {
    await open('/download-center', 'no-roles');
    expect(await screen.findByRole('heading', { name: 'No customer selected' })).toBeVisible();
    expect(screen.getByText(/not assigned to any customer/)).toBeVisible();
  });
});

describe('header', () => {
  it('[SHELL-04] shows the stage label only in non-production builds', async () => {
    await open('/pulse', 'admin');
    expect(within(screen.getByRole('banner')).getByText('staging')).toBeVisible();
  });

  it('[SHELL-04] a production build shows no stage label', async () => {
    await open('/pulse', 'admin', true);
    expect(within(screen.getByRole('banner')).queryByText('staging')).toBeNull();
  });
});

describe('area error boundary', () => {
  it('[ERR-03] an area that crashes shows an error in its place while the shell keeps working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = areaRoute({
      path: 'broken',
      area: async () => ({
        default: () => {
          throw new Error('area crashed');
        },
      }),
      customerScoped: false,
      nav: { labelKey: 'nav.pulse', icon: 'pulse' },
    });
    const [root] = routes;
    const withBroken: RouteObject[] = [
      { path: '/', element: root?.element, children: [broken, ...(root?.children ?? [])] },
    ];
    function Broken() {
      const session = useSession();
      return (
        <CustomerProvider
          isGlobal={session.globalRoles.length > 0}
          customerIds={session.customerIds}
          adminCustomerId="c-0001"
        >
          <RouterProvider router={createMemoryRouter(withBroken, { initialEntries: ['/broken'] })} />
        </CustomerProvider>
      );
    }
    await renderWithProviders(<Broken />, { persona: 'admin' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('banner')).toBeVisible();
    expect(errors).toHaveBeenCalled();
    // The boundary belongs to the crashed area: another area renders afresh.
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link')[0]!);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).not.toHaveTextContent(
      'Something went wrong',
    );
  });
});
