import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import { AboutPopup } from './lazy-popups';

const broken = vi.hoisted(() => ({ about: true }));
vi.mock('./about-dialog', async (original) => {
  const actual = await original<typeof import('./about-dialog')>();
  return {
    default: (props: Parameters<typeof actual.default>[0]) => {
      if (broken.about) throw new Error('the licences list broke');
      return <actual.default {...props} />;
    },
  };
});

describe('[RES-03] a popup that fails', () => {
  test('[RES-03] says so in a popup of its name, with Try again and Close; the page behind stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    await renderWithProviders(
      <WithCustomers>
        <button type="button">Behind</button>
        <AboutPopup open onClose={onClose} />
      </WithCustomers>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'About and licences' });
    expect(dialog).toHaveTextContent('About and licences could not be shown.');
    expect(error).toHaveBeenCalledWith(
      'Part "about" failed; its place shows the failure.',
      new Error('the licences list broke'),
      expect.any(String),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Behind' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    broken.about = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('About and licences could not be shown.')).toBeNull());
    expect(await screen.findByRole('dialog', { name: 'About and licences' })).toHaveTextContent(/licen/i);
    error.mockRestore();
  });
});
