import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import { Header } from './header';

afterEach(() => localStorage.clear());

describe('Header', () => {
  test('[SHELL-06] [POP-04] the email is a button that opens the user info; closing returns focus to it', async () => {
    const user = userEvent.setup();
    const { session } = await renderWithProviders(
      <WithCustomers>
        <Header stage={undefined} email="ada.lindqvist@platform-ops.example" actions={[]} />
      </WithCustomers>,
    );
    const button = screen.getByRole('button', { name: `${session.email} – user info` });
    expect(button).toHaveTextContent(session.email);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'User info' });
    expect(dialog).toHaveTextContent(session.email);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });
});
