import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import { describe, expect, test, vi } from 'vitest';
import { deferred } from '@/api/testing/deferred';
import { LazyDropdown, lazyWithPreload } from './lazy-dropdown';

function TestMenu() {
  return (
    <Menu>
      <MenuItem>First</MenuItem>
    </Menu>
  );
}

const setup = () => {
  const load = vi.fn(() => Promise.resolve({ default: TestMenu }));
  const LazyMenu = lazyWithPreload(load);
  render(<LazyDropdown button={<MenuButton>Open</MenuButton>} menu={<LazyMenu />} preload={LazyMenu.preload} />);
  return { load, button: screen.getByRole('button', { name: 'Open' }) };
};

describe('LazyDropdown', () => {
  test('[PERF-04] the menu is neither fetched nor rendered before intent or first use', () => {
    const { load } = setup();
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
  });

  test('[PERF-04] pointer or focus on the button fetches the menu once; it renders only when opened', async () => {
    const { load, button } = setup();
    await userEvent.hover(button);
    act(() => button.blur());
    act(() => button.focus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('[PERF-04] keyboard users open it the same way: Enter opens it with focus on the first item, Escape closes', async () => {
    const { button } = setup();
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'First' });
    await waitFor(() => expect(item).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('[PERF-04] a second key press while the menu is still loading opens it once, with focus on the first item', async () => {
    const chunk = deferred<{ default: typeof TestMenu }>();
    const LazyMenu = lazyWithPreload(() => chunk.promise);
    render(<LazyDropdown button={<MenuButton>Open</MenuButton>} menu={<LazyMenu />} preload={LazyMenu.preload} />);
    act(() => screen.getByRole('button', { name: 'Open' }).focus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    chunk.resolve({ default: TestMenu });
    const item = await screen.findByRole('menuitem', { name: 'First' });
    await waitFor(() => expect(item).toHaveFocus());
  });

  test('[DEPLOY-07] [PERF-04] a preload that failed (the chunk unreachable on hover) is asked again when the menu opens', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof TestMenu }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: TestMenu });
    const LazyMenu = lazyWithPreload(load);
    render(<LazyDropdown button={<MenuButton>Open</MenuButton>} menu={<LazyMenu />} preload={LazyMenu.preload} />);
    const button = screen.getByRole('button', { name: 'Open' });
    await userEvent.hover(button);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: 'First' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
