import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { HeaderOverflow } from './header-overflow';

const toggle = () => screen.getByRole('button', { name: 'More actions' });

function renderOverflow() {
  renderWithTranslations(
    <>
      <button type="button">Outside</button>
      <HeaderOverflow>
        <button type="button">Inside</button>
      </HeaderOverflow>
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a stand-in for Joy's modal, which is a div with role="dialog" */}
      <div role="dialog" aria-label="A popup">
        <button type="button">In the popup</button>
      </div>
    </>,
  );
}

describe('the phone header overflow panel', () => {
  test('[UX-07] [UX-01] Escape closes it and puts focus back on its button', async () => {
    const user = userEvent.setup();
    renderOverflow();
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(screen.getByRole('button', { name: 'Inside' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Inside' })).toBeNull();
    expect(toggle()).toHaveFocus();
  });

  test('[UX-07] [UX-01] a click outside closes it; a click or Escape in a popup opened from it does not', async () => {
    const user = userEvent.setup();
    renderOverflow();
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'In the popup' }));
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
  });
});
