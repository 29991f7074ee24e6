import type { AreaServices } from '@portal/area-sdk';
import { AreaContext } from '@portal/area-sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, test, vi } from 'vitest';
import CustomerInsights, { translations } from './area.tsx';

const CUSTOMER = {
  id: 'c-0001',
  customerName: 'Nordwind Logistik GmbH',
  customerAbbreviation: 'NWL',
  validEmailDomains: ['nordwind-logistik.de', 'nordwind.example'],
};

async function renderArea(overrides: Partial<AreaServices> = {}, language = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, fallbackLng: 'en', resources: {} });
  i18n.addResourceBundle('en', 'customer-insights', translations.en);
  i18n.addResourceBundle('de', 'customer-insights', translations.de);
  const get = vi.fn().mockResolvedValue(CUSTOMER);
  const services: AreaServices = {
    areaId: 'customer-insights',
    basePath: '/customer-insights',
    user: { name: 'Ada Admin', username: 'ada', roles: ['admin'] },
    customer: { id: CUSTOMER.id, name: CUSTOMER.customerName },
    http: { get, post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() },
    navigate: vi.fn(),
    setTitle: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <AreaContext value={services}>{children}</AreaContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
  render(<CustomerInsights />, { wrapper });
  return { services, get, i18n };
}

describe('example remote area: customer insights', () => {
  test('[PLUG-06] reads the selected customer with getCustomer through the scoped client and shows it', async () => {
    const { services, get } = await renderArea();
    expect(await screen.findByText('Nordwind Logistik GmbH')).toBeVisible();
    expect(screen.getByText('NWL')).toBeVisible();
    expect(screen.getByText('nordwind.example')).toBeVisible();
    expect(screen.getByText(/2 email domains/)).toBeVisible();
    expect(get).toHaveBeenCalledExactlyOnceWith(
      '/customer-management/customers/c-0001',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(services.setTitle).toHaveBeenCalledWith('Customer insights');
  });

  test('[PLUG-06] speaks German from its own texts when the portal does', async () => {
    const { services } = await renderArea({}, 'de');
    expect(await screen.findByRole('heading', { name: 'Kundeneinblicke' })).toBeVisible();
    expect(await screen.findByText(/2 E-Mail-Domains/)).toBeVisible();
    expect(services.setTitle).toHaveBeenCalledWith('Kundeneinblicke');
  });

  test('[PLUG-06] without a selected customer it asks for one and calls nothing', async () => {
    const { get } = await renderArea({ customer: null });
    expect(screen.getByText(/Select a customer in the header/)).toBeVisible();
    expect(get).not.toHaveBeenCalled();
  });

  test('[PLUG-06] a failed call says so and Retry calls again', async () => {
    const get = vi.fn().mockRejectedValueOnce(new Error('502')).mockResolvedValueOnce(CUSTOMER);
    await renderArea({ http: { get, post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The customer could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Nordwind Logistik GmbH')).toBeVisible());
    expect(get).toHaveBeenCalledTimes(2);
  });

  test('[PLUG-06] its English and German texts have the same keys', () => {
    expect(Object.keys(translations.de).toSorted()).toEqual(Object.keys(translations.en).toSorted());
  });
});
