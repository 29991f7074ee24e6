/**
 * The area on the SDK's harness: rendered inside the portal's providers (query client, router, Joy
 * theme, i18n), its API calls answered by MSW handlers, as the portal would show it.
 */
import { renderArea, type RenderAreaOptions, type RenderAreaResult } from '@portal/area-sdk/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import config from '../area.json' with { type: 'json' };
import * as area from './area.tsx';

const CUSTOMER = {
  id: 'c-0001',
  customerName: 'Nordwind Logistik GmbH',
  customerAbbreviation: 'NWL',
  validEmailDomains: ['nordwind-logistik.de', 'nordwind.example'],
};

/** The requests the area sent to getCustomer (path and query). */
const calls: string[] = [];
const getCustomer = (answers: number[] = []) =>
  http.get('*/api/customer-management/customers/:id', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
    const status = answers.shift() ?? 200;
    return status === 200 ? HttpResponse.json(CUSTOMER) : new HttpResponse(null, { status });
  });

let rendered: RenderAreaResult | undefined;
afterEach(() => {
  rendered?.cleanup();
  rendered = undefined;
  calls.length = 0;
});

const open = async (options: RenderAreaOptions = {}) => {
  rendered = await renderArea(area, {
    areaId: config.id,
    basePath: config.area.path,
    apiPrefixes: config.apiPrefixes,
    user: { name: 'Ada Admin', roles: ['admin'] },
    customer: { id: CUSTOMER.id, name: CUSTOMER.customerName },
    handlers: [getCustomer()],
    ...options,
  });
  return rendered;
};

describe('Customer insights', () => {
  test('reads the selected customer with getCustomer through the scoped client and shows it', async () => {
    const { titles } = await open();
    expect(await screen.findByText('Nordwind Logistik GmbH')).toBeVisible();
    expect(screen.getByText('NWL')).toBeVisible();
    expect(screen.getByText('nordwind.example')).toBeVisible();
    expect(screen.getByText(/2 email domains/)).toBeVisible();
    expect(calls).toEqual(['/api/customer-management/customers/c-0001?customerId=c-0001']);
    expect(titles).toEqual(['Customer insights']);
  });

  test('speaks German from its own texts when the portal does', async () => {
    const { titles } = await open({ language: 'de' });
    expect(await screen.findByRole('heading', { name: 'Kundeneinblicke' })).toBeVisible();
    expect(await screen.findByText(/2 E-Mail-Domains/)).toBeVisible();
    expect(titles).toEqual(['Kundeneinblicke']);
  });

  test('without a selected customer it asks for one and calls nothing', async () => {
    await open({ customer: null });
    expect(screen.getByText(/Select a customer in the header/)).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('a failed call says so and Retry calls again', async () => {
    await open({ handlers: [getCustomer([502])] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The customer could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nordwind Logistik GmbH')).toBeVisible();
    expect(calls).toHaveLength(2);
  });

  test('a domain opens its own page below the area (a deep link with its title), and it leads back', async () => {
    const { navigations, titles } = await open();
    await userEvent.click(await screen.findByRole('link', { name: 'nordwind.example' }));
    expect(await screen.findByRole('heading', { name: 'Domain nordwind.example' })).toBeVisible();
    expect(screen.getByText(/can sign in for Nordwind Logistik GmbH/)).toBeVisible();
    expect(titles.at(-1)).toBe('Domain nordwind.example');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the customer' }));
    expect(await screen.findByRole('heading', { name: 'Customer insights' })).toBeVisible();
    expect(navigations).toEqual([]);
  });

  test('Refresh reads the customer again and says so in the portal’s snackbar', async () => {
    const { notifications } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    await expect
      .poll(() => notifications)
      .toEqual([{ message: 'Nordwind Logistik GmbH is up to date.', tone: 'success' }]);
    expect(calls).toHaveLength(2);
  });

  test('a call outside its API prefixes is refused before anything is sent', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Try a call outside it' }));
    expect(await screen.findByText('Refused before sending: /user-management/users')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test('its English and German texts have the same keys', () => {
    expect(Object.keys(area.translations.de).toSorted()).toEqual(Object.keys(area.translations.en).toSorted());
  });
});
