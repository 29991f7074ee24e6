import { useColorScheme } from '@mui/joy';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, test } from 'vitest';
import {
  AreaRequestRefused,
  useAreaHttp,
  useAreaNavigate,
  useAreaTranslation,
  useDocumentTitle,
  useNotify,
  useSelectedCustomer,
  type AreaModule,
} from './index.ts';
import { renderArea, type RenderAreaResult } from './testing.tsx';

function Area() {
  const { t } = useAreaTranslation();
  const api = useAreaHttp();
  const customer = useSelectedCustomer();
  const navigate = useAreaNavigate();
  const notify = useNotify();
  const [name, setName] = useState<string>();
  const [refused, setRefused] = useState<string>();
  useDocumentTitle(t('title'));
  useEffect(() => {
    void api
      .get<{ customerName: string }>(`/customer-management/customers/${customer?.id}`)
      .then((body) => setName(body.customerName));
    api
      .get('https://evil.example/x')
      .catch((error: unknown) => setRefused(error instanceof AreaRequestRefused ? 'refused' : 'sent'));
  }, [api, customer?.id]);
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{name ? t('customer', { name }) : t('loading')}</p>
      <p>{refused}</p>
      <button onClick={() => navigate('details')}>{t('details')}</button>
      <button onClick={() => notify({ message: t('done'), tone: 'success' })}>notify</button>
    </main>
  );
}

const module: AreaModule = {
  default: Area,
  translations: {
    en: { title: 'Insights', customer: 'Customer {{name}}', loading: 'Loading', details: 'Details', done: 'Done' },
    de: { title: 'Einblicke', customer: 'Kunde {{name}}', loading: 'Lädt', details: 'Details', done: 'Fertig' },
  },
};

const handlers = [
  http.get('*/api/customer-management/customers/:id', ({ params, request }) =>
    HttpResponse.json({
      customerName: `${String(params.id)} via ${new URL(request.url).searchParams.get('customerId')}`,
    }),
  ),
];

let rendered: RenderAreaResult | undefined;
afterEach(() => rendered?.cleanup());

describe('@portal/area-sdk/testing', () => {
  test('[PLUG-03] renderArea renders an area on MSW without the portal: texts, customer, scoped HTTP, title, navigation, notices', async () => {
    rendered = await renderArea(module, {
      handlers,
      apiPrefixes: ['/customer-management'],
      customer: { id: 'c-7', name: 'Acme' },
    });
    expect(await screen.findByText('Customer c-7 via c-7')).toBeTruthy();
    expect(await screen.findByText('refused')).toBeTruthy();
    expect(rendered.titles).toEqual(['Insights']);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(rendered.navigations).toEqual(['/test-area/details']);
    expect(rendered.notifications).toEqual([{ message: 'Done', tone: 'success' }]);
  });

  test('[PLUG-03] renderArea follows the language asked for', async () => {
    rendered = await renderArea(module, { handlers, apiPrefixes: ['/customer-management'], language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Einblicke' })).toBeTruthy();
    expect(await screen.findByText('Kunde c-0001 via c-0001')).toBeTruthy();
  });
});

/** An area as teams write them: TanStack Query for its data, relative `<Routes>` for its pages, Joy's scheme. */
function RoutedArea() {
  const api = useAreaHttp();
  const navigate = useAreaNavigate();
  const { mode } = useColorScheme();
  const customers = useQuery({
    queryKey: ['names'],
    queryFn: () => api.get<{ customerName: string }>('/customer-management/customers/c-7'),
  });
  return (
    <main>
      <p>scheme {mode}</p>
      <Routes>
        <Route
          index
          element={
            <>
              <h1>{customers.data?.customerName ?? 'loading'}</h1>
              <button onClick={() => navigate('details/7')}>open 7</button>
            </>
          }
        />
        <Route path="details/:id" element={<DetailPage />} />
      </Routes>
    </main>
  );
}

function DetailPage() {
  const { id } = useParams();
  return <h1>details of {id}</h1>;
}

const routed: AreaModule = { default: RoutedArea, translations: { en: {}, de: {} } };

describe('@portal/area-sdk/testing inside the portal’s providers', () => {
  test('[PLUG-10] an area using TanStack Query, relative <Routes> and useColorScheme renders, queries and navigates', async () => {
    rendered = await renderArea(routed, { handlers, apiPrefixes: ['/customer-management'] });
    expect(await screen.findByRole('heading', { name: 'c-7 via c-0001' })).toBeTruthy();
    expect(screen.getByText('scheme light')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'open 7' }));
    expect(await screen.findByRole('heading', { name: 'details of 7' })).toBeTruthy();
    expect(rendered.navigations).toEqual(['/test-area/details/7']);
  });

  test('[PLUG-10] renderArea starts at a path inside the area and in the dark scheme when asked', async () => {
    rendered = await renderArea(routed, {
      handlers,
      apiPrefixes: ['/customer-management'],
      path: 'details/3',
      colorScheme: 'dark',
    });
    expect(await screen.findByRole('heading', { name: 'details of 3' })).toBeTruthy();
    expect(screen.getByText('scheme dark')).toBeTruthy();
  });

  test('[PLUG-03] the language follows a switch as in the portal', async () => {
    rendered = await renderArea(module, { handlers, apiPrefixes: ['/customer-management'] });
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeTruthy();
    await act(() => rendered!.i18n.changeLanguage('de'));
    expect(await screen.findByRole('heading', { name: 'Einblicke' })).toBeTruthy();
  });

  test('[PLUG-10] navigating out of the area is refused, as in the portal', async () => {
    rendered = await renderArea(routed, { handlers, apiPrefixes: ['/customer-management'] });
    await expect(renderArea(routed, { path: '../customers' })).rejects.toThrow(/would leave the area/);
  });

  test('[PLUG-18] an area that throws shows the area error in its place, as in the portal: logged once with its id, Try again renders it afresh', async () => {
    let throws = true;
    const Crashing = () => {
      if (throws) throw new Error('the area broke');
      return <h1>Recovered</h1>;
    };
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      rendered = await renderArea(
        { default: Crashing, translations: { en: {}, de: {} } },
        { areaId: 'crashing', language: 'de' },
      );
      expect((await screen.findByRole('alert')).textContent).toContain('Dieser Bereich ist beim Anzeigen abgestürzt');
      expect(rendered.errors).toHaveLength(1);
      expect(String(rendered.errors[0])).toContain('the area broke');
      expect(logged.filter(([line]) => String(line).includes('remote area crashing')).length).toBe(1);
      throws = false;
      await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
      expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeTruthy();
    } finally {
      console.error = original;
    }
  });
});
