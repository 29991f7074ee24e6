import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { LAZY_MENU, renderWithProviders } from '@/testing/render-with-providers';
import { LanguageMenu } from './language-menu';

describe('LanguageMenu', () => {
  test('[SHELL-08] [I18N-01] names each language in itself and switches without reload', async () => {
    await renderWithProviders(<LanguageMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Language: English' }));
    const items = await screen.findAllByRole('menuitemradio', {}, LAZY_MENU);
    expect(
      items.map((item) => [item.textContent, item.getAttribute('lang'), item.getAttribute('aria-checked')]),
    ).toEqual([
      ['English', 'en', 'true'],
      ['Deutsch', 'de', 'false'],
    ]);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(i18next.resolvedLanguage).toBe('de');
    const button = await screen.findByRole('button', { name: 'Sprache: Deutsch' });
    expect(button.querySelector('[lang="de"]')).toHaveTextContent('Deutsch');
  });
});
