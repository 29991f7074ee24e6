import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import { Header } from './header';

const broken = vi.hoisted(() => ({ picker: false }));
vi.mock('./customer-picker', async (original) => {
  const actual = await original<typeof import('./customer-picker')>();
  return {
    CustomerPicker: () => {
      if (broken.picker) throw new TypeError('e.find is not a function');
      return <actual.CustomerPicker />;
    },
  };
});

let languageBroken = true;
function LanguageMenu() {
  if (languageBroken) throw new Error('the language menu broke');
  return <button type="button">Language</button>;
}

describe('[RES-03] the header keeps what works', () => {
  test('[RES-03] an action that throws says so in its place, with Try again; the others work', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(
      <WithCustomers>
        <Header
          stage={undefined}
          email="ada.lindqvist@platform-ops.example"
          actions={[
            { id: 'language', node: <LanguageMenu /> },
            { id: 'menu', node: <button type="button">Menu</button> },
          ]}
        />
      </WithCustomers>,
    );
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The language menu could not be shown.');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /user info/ })).toBeEnabled();
    expect(error).toHaveBeenCalledWith(
      'Part "language" failed; its place shows the failure.',
      new Error('the language menu broke'),
      expect.any(String),
    );
    languageBroken = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Language' })).toBeVisible();
    error.mockRestore();
  });

  test('[RES-03] a customer selection that throws leaves the header and its actions', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken.picker = true;
    await renderWithProviders(
      <WithCustomers>
        <Header stage="test" email="ada.lindqvist@platform-ops.example" actions={[]} />
      </WithCustomers>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The customer selection could not be shown.');
    expect(screen.getByRole('button', { name: /user info/ })).toBeEnabled();
    broken.picker = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeVisible();
    error.mockRestore();
  });
});
