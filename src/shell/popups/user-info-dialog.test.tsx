import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import { db } from '../../../mocks/db';
import UserInfoDialog from './user-info-dialog';

const open = (persona: string) =>
  renderWithProviders(
    <WithCustomers>
      <UserInfoDialog open onClose={() => undefined} />
    </WithCustomers>,
    { persona },
  );

/** The description beside a term of the dialog's list. */
const valueOf = (term: HTMLElement): HTMLElement => {
  const next = term.nextElementSibling;
  if (!(next instanceof HTMLElement)) throw new Error(`No value beside ${term.textContent}`);
  return next;
};
const value = (label: string | RegExp) =>
  valueOf(within(screen.getByRole('dialog')).getByText(label, { selector: 'dt' }));
const expiry = () => value('Access token expires in');

const customerName = (id: string) => db.customers.findFirst((q) => q.where({ id }))!.customerName;

afterEach(() => {
  vi.useRealTimers();
  // The customer context stores the selection; each test starts without one.
  localStorage.clear();
});

describe('UserInfoDialog', () => {
  test('[POP-02] lists the email, the roles for the selected customer and, separately, the global roles', async () => {
    const { session } = await open('customer-user');
    expect(screen.getByRole('dialog', { name: 'User info' })).toBeVisible();
    expect(value('Email')).toHaveTextContent(session.email);
    // The customer user starts on the first of their customers by name (c-0003 or c-0005).
    // Before the customers have loaded, the label names no customer.
    expect(value('Roles for the selected customer')).toHaveTextContent('None');
    await waitFor(() => expect(screen.queryByText('Roles for the selected customer')).toBeNull());
    const label = screen.getByText(/^Roles for /, { selector: 'dt' });
    const selected = ['c-0003', 'c-0005'].find((id) => label.textContent === `Roles for ${customerName(id)}`);
    expect(selected).toBeDefined();
    const expected = session.authorities.filter((a) => a.customerId === selected).map((a) => a.role);
    expect(expected).toHaveLength(2);
    const roles = within(valueOf(label)).getAllByRole('listitem');
    expect(roles.map((role) => role.textContent)).toEqual(expected);
    expect(value('Global roles')).toHaveTextContent('None');
  });

  test('[POP-02] a global user sees the global role apart from the (empty) customer roles', async () => {
    await open('admin');
    const label = await screen.findByText(`Roles for ${customerName('c-0001')}`, { selector: 'dt' });
    expect(valueOf(label)).toHaveTextContent('None');
    expect(
      within(value('Global roles'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['admin']);
  });

  test('[POP-02] the token expiry counts down live in hours, minutes and seconds, then shows expired!', async () => {
    // Only the clock and the interval are faked: the mock backend's requests still resolve.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: new Date('2026-11-23T08:00:00Z') });
    const { session } = await open('no-roles');
    expect((session.tokenExpiresAt() ?? 0) - Date.now()).toBe(3_600_000);
    expect(expiry()).toHaveTextContent('1h 00m 00s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(expiry()).toHaveTextContent('0h 59m 59s');
    await act(() => vi.advanceTimersByTimeAsync(3_598_000));
    expect(expiry()).toHaveTextContent('0h 00m 01s');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(expiry()).toHaveTextContent('expired!');
    await waitFor(() => expect(value(/^Roles for/)).toBeDefined());
  });
});
