import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { LAZY_MENU, renderWithProviders } from '@/testing/render-with-providers';
import { COLOUR_BLIND_STORAGE_KEY, THEME_STORAGE_KEY } from '@/utils/appearance-storage';
import { AppearanceMenu } from './appearance-menu';

const renderMenu = () => renderWithProviders(<AppearanceMenu />);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-colour-blind');
});

describe('AppearanceMenu', () => {
  test('[THEME-01] offers System, Light and Dark as radio items and stores the choice under "theme"', async () => {
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Appearance' }));
    const group = await screen.findByRole('group', { name: 'Theme' }, LAZY_MENU);
    expect(
      screen.getAllByRole('menuitemradio').map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['System', 'true'],
      ['Light', 'false'],
      ['Dark', 'false'],
    ]);
    expect(group).toContainElement(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Appearance' }));
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });

  test('[THEME-02] colour-blind mode is a checkbox item: on stores true, off removes the key', async () => {
    await renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Appearance' }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Colour-blind mode' }, LAZY_MENU);
    expect(item).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(item);
    expect(window.localStorage.getItem(COLOUR_BLIND_STORAGE_KEY)).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Appearance' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Colour-blind mode' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Colour-blind mode' }));
    expect(window.localStorage.getItem(COLOUR_BLIND_STORAGE_KEY)).toBeNull();
  });
});
