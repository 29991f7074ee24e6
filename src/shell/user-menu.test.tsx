import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LAZY_MENU, renderWithProviders } from '@/testing/render-with-providers';
import { WithCustomers } from '@/testing/with-customers';
import type { TelemetryConfig } from '@/config/runtime-config';
import { DIAGNOSTICS_KEY, resetDiagnostics, startTelemetry } from '@/telemetry/start-telemetry';
import { propagatesTraces, resetTelemetry } from '@/telemetry/telemetry';
import { UserMenu } from './user-menu';

const renderMenu = (handlers = { onResetPassword: vi.fn(), onLogout: vi.fn() }, telemetry?: TelemetryConfig) =>
  renderWithProviders(
    <WithCustomers>
      <UserMenu {...handlers} />
    </WithCustomers>,
    { config: { telemetry } },
  );

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetTelemetry();
  resetDiagnostics();
});

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

describe('the "Send diagnostics" switch (OBS-07)', () => {
  const TELEMETRY: TelemetryConfig = {
    sampleRate: 1,
    environment: 'test',
    propagation: true,
    diagnosticsByDefault: true,
  };

  test('[OBS-07] shown only where the platform collects telemetry', async () => {
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await screen.findByRole('menuitem', { name: 'Log out' }, LAZY_MENU);
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Send diagnostics' })).toBeNull();
  });

  test("[OBS-07] on by the platform's default; switched off by keyboard it is stored in this browser and stops the sending at once", async () => {
    const user = userEvent.setup();
    startTelemetry({ telemetry: TELEMETRY, release: '1', user: 'u@test', tenant: () => undefined, printOnly: false });
    expect(propagatesTraces()).toBe(true);
    await renderMenu(undefined, TELEMETRY);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Send diagnostics' }, LAZY_MENU);
    expect(item).toHaveAttribute('aria-checked', 'true');
    act(() => item.focus());
    await user.keyboard('{Enter}');
    expect(localStorage.getItem(DIAGNOSTICS_KEY)).toBe('off');
    expect(propagatesTraces()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Send diagnostics' }, LAZY_MENU)).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
