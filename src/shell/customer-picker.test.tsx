import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { useSession } from '@/auth/session-context';
import { CustomerProvider } from '@/customer-context/customer-context';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CustomerPicker } from './customer-picker';

function Picker() {
  const session = useSession();
  return (
    <CustomerProvider isGlobal customerIds={session.customerIds} adminCustomerId="c-0001">
      <button type="button">before</button>
      <CustomerPicker />
    </CustomerProvider>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Customer' });
/** Joy's Autocomplete has replaced the plain field. */
const isDropdown = () => field().closest('.MuiAutocomplete-root') !== null;

/**
 * Focus, the text replaced by "a" and ArrowDown, all before the dropdown's code can have arrived (a
 * slow machine, a slow network): the plain field takes them. Resolves with the dropdown's open list.
 */
async function typeBeforeTheDropdown(): Promise<HTMLElement> {
  await renderWithProviders(<Picker />, { persona: 'admin' });
  await waitFor(() => expect(field()).toHaveValue('PBK | Parisian, Boehm and Kuphal'));
  fireEvent.focus(field());
  fireEvent.change(field(), { target: { value: 'a' } });
  fireEvent.keyDown(field(), { key: 'ArrowDown' });
  expect(isDropdown()).toBe(false);
  expect(field()).toHaveValue('a');
  await waitFor(() => expect(isDropdown()).toBe(true));
  return screen.findByRole('listbox', { name: 'Customer' });
}

describe('the customer picker of global users', () => {
  test('[PERF-09] [SHELL-05] a plain field until pressed: then the dropdown takes its place, focused and open', async () => {
    await renderWithProviders(<Picker />, { persona: 'admin' });
    await waitFor(() => expect(field()).toHaveValue('PBK | Parisian, Boehm and Kuphal'));
    // Not the dropdown yet: no listbox can open, nothing of Joy's Autocomplete rendered.
    expect(isDropdown()).toBe(false);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field());
    await waitFor(() => expect(isDropdown()).toBe(true));
    expect(field()).toHaveFocus();
    const listbox = await screen.findByRole('listbox', { name: 'Customer' });
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(1);
  });

  test('[PERF-09] [A11Y-01] reached by the keyboard: the dropdown takes the focus and opens only when asked (ArrowDown)', async () => {
    await renderWithProviders(<Picker />, { persona: 'admin' });
    await waitFor(() => expect(field()).toHaveValue('PBK | Parisian, Boehm and Kuphal'));
    screen.getByRole('button', { name: 'before' }).focus();
    await userEvent.tab();
    await waitFor(() => expect(isDropdown()).toBe(true));
    expect(field()).toHaveFocus();
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', { name: 'Customer' })).toBeVisible();
  });

  test('[PERF-09] [A11Y-01] what is typed before the dropdown has arrived is kept: it opens with that search', async () => {
    const listbox = await typeBeforeTheDropdown();
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue('a');
    const options = within(listbox).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option.textContent?.toLocaleLowerCase()).toContain('a');
    // Typing goes on from there.
    await userEvent.keyboard('bc');
    expect(field()).toHaveValue('abc');
  });

  test('[PERF-09] [A11Y-01] an ArrowDown after typing, before the dropdown has arrived, moves the highlight in the open list (Enter then picks a customer)', async () => {
    const listbox = await typeBeforeTheDropdown();
    // As Joy's list does for "a" then ArrowDown typed into the dropdown itself: opening highlights the
    // selection, the arrow moves on to the next match (without it, Enter would pick the selection again).
    const options = within(listbox).getAllByRole('option');
    const selectedAt = options.findIndex((option) => option.textContent?.startsWith('PBK | Parisian'));
    expect(selectedAt).toBeGreaterThanOrEqual(0);
    await waitFor(() =>
      expect(field()).toHaveAttribute('aria-activedescendant', options[(selectedAt + 1) % options.length]!.id),
    );
    expect(field()).toHaveValue('a');
  });

  test('[A11Y-01] [PERF-09] Ctrl+A before the dropdown has arrived selects its label there too: the next key replaces it', async () => {
    await renderWithProviders(<Picker />, { persona: 'admin' });
    const label = 'PBK | Parisian, Boehm and Kuphal';
    await waitFor(() => expect(field()).toHaveValue(label));
    fireEvent.focus(field());
    fireEvent.keyDown(field(), { key: 'a', ctrlKey: true });
    expect(isDropdown()).toBe(false);
    await waitFor(() => expect(isDropdown()).toBe(true));
    expect(field()).toHaveFocus();
    expect(field()).toHaveValue(label);
    await userEvent.keyboard('a');
    expect(field()).toHaveValue('a');
  });
});
