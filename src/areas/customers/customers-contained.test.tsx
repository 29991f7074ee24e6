import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { CustomerProvider } from '@/customer-context/customer-context';
import { renderWithProviders } from '@/testing/render-with-providers';
import { server } from '../../../mocks/node';
import CustomersPage from './customers-page';

const SHORT = { deadlines: { readAttemptSeconds: 1, readWaitSeconds: 1, replySeconds: 1 } };

const renderArea = (config = {}) =>
  renderWithProviders(
    <CustomerProvider isGlobal customerIds={[]} adminCustomerId="c-0001">
      <CustomersPage />
    </CustomerProvider>,
    { config },
  );

describe('the customers area when the list answers wrongly', () => {
  test('[RES-01] an HTML page instead of the list: the area says so where the table would be, with Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    server.use(
      http.get('*/customer-management/customers', () =>
        broken ? new HttpResponse('<form>Sign in</form>', { headers: { 'Content-Type': 'text/html' } }) : undefined,
      ),
    );
    await renderArea();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Customers could not be loaded. The service sent an answer the portal cannot read.',
    );
    expect(warn).toHaveBeenCalledWith(
      'customer-management listCustomers failed: expected application/json, received text/html',
    );
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('searchbox', { name: 'Search customers' })).toBeVisible();
    warn.mockRestore();
  });

  test('[RES-02] a list that never comes: the area says so at the deadline, with Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get('*/customer-management/customers', () => delay('infinite')));
    await renderArea(SHORT);
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Customers could not be loaded. The service did not answer within 1 s.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    warn.mockRestore();
  });

  test("[RES-01] [CUST-02] a customer user's customer that does not load: the area says so above the list, with Retry", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    server.use(
      http.get('*/customer-management/customers/c-0005', () =>
        broken ? HttpResponse.json({ id: 'c-0005', customerName: 7 }) : undefined,
      ),
    );
    await renderWithProviders(
      <CustomerProvider isGlobal={false} customerIds={['c-0003', 'c-0005']} adminCustomerId="c-0001">
        <CustomersPage />
      </CustomerProvider>,
      { persona: 'customer-user' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '1 of your customers could not be loaded and shows as its id. The service sent an answer the portal cannot read.',
    );
    expect(alert).toHaveAttribute('data-failed-operation', 'getCustomer');
    expect(screen.getByRole('rowheader', { name: 'c-0005' })).toBeVisible();
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    warn.mockRestore();
  });
});
