import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LAZY_MENU, renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import { UserMenu } from './user-menu';

const renderMenu = (handlers = { onResetPassword: vi.fn(), onLogout: vi.fn() }) =>
  renderWithProviders(
    <WithCustomers>
      <UserMenu {...handlers} />
    </WithCustomers>,
  );

afterEach(() => localStorage.clear());

describe('UserMenu', () => {
  test('[SHELL-07] holds the items of SHELL-07 in order: version, reset password, terms, privacy, about, logout', async () => {
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect((await screen.findAllByRole('menuitem', {}, LAZY_MENU)).map((item) => item.textContent)).toEqual([
      'Version information',
      'Reset password',
      'Terms and conditions (opens in a new tab)',
      'Privacy policy (opens in a new tab)',
      'About and licences',
      'Log out',
    ]);
  });

  test('[SHELL-07] terms and privacy open externally under {documentationUrl}/{product}/en/legal/, new tab, noopener', async () => {
    const { config } = await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    for (const [name, file] of [
      [/^Terms and conditions/, 'terms.html'],
      [/^Privacy policy/, 'privacy.html'],
    ] as const) {
      const item = await screen.findByRole('menuitem', { name }, LAZY_MENU);
      expect(item.tagName).toBe('A');
      expect(item).toHaveAttribute('href', `${config.documentationUrl}/${config.product}/en/legal/${file}`);
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('[SHELL-07] reset password and logout call the session', async () => {
    const handlers = { onResetPassword: vi.fn(), onLogout: vi.fn() };
    await renderMenu(handlers);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reset password' }, LAZY_MENU));
    expect(handlers.onResetPassword).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(handlers.onLogout).toHaveBeenCalledTimes(1);
  });

  test.each([
    ['Version information', 'Version information'],
    ['About and licences', 'About and licences'],
  ])(
    '[POP-04] [SHELL-07] %s opens from the menu by keyboard, closes with Escape, focus back on the menu button',
    async (item, title) => {
      const user = userEvent.setup();
      await renderMenu();
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      act(() => menuButton.focus());
      await user.keyboard('{Enter}');
      const entry = await screen.findByRole('menuitem', { name: item }, LAZY_MENU);
      act(() => entry.focus());
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: title });
      await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(menuButton).toHaveFocus();
    },
  );
});
