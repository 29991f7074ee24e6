import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useSession } from '@/auth/session-context';
import { CustomerProvider } from '@/customer-context/customer-context';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CustomerPicker } from './customer-picker';

// When the dropdown's module is asked for: its first import evaluates this factory (this file's modules are its own).
const imported = vi.hoisted(() => vi.fn());
vi.mock('./customer-autocomplete', async (importOriginal) => {
  imported();
  return importOriginal();
});

function Picker() {
  const session = useSession();
  return (
    <CustomerProvider isGlobal customerIds={session.customerIds} adminCustomerId="c-0001">
      <CustomerPicker />
    </CustomerProvider>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Customer' });

afterEach(() => vi.unstubAllGlobals());

test("[PERF-09] the dropdown's code is fetched on intent only: not at start, nor when the page is idle", async () => {
  // An idle page at once (jsdom has no idle callback): idle work would run within the wait below.
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) =>
    window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 })),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  await renderWithProviders(<Picker />, { persona: 'admin' });
  await waitFor(() => expect(field()).toHaveValue('PBK | Parisian, Boehm and Kuphal'));
  await new Promise((done) => setTimeout(done, 200));
  expect(imported).not.toHaveBeenCalled();

  fireEvent.pointerEnter(field());
  await waitFor(() => expect(imported).toHaveBeenCalledTimes(1));
});
