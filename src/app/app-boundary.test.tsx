import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createSelectedCustomer } from '@/customer-context/selected-customer';
import { personaSession, renderWithProviders, testConfig } from '@/testing/render-with-providers';
import { App } from './app';

// What once made the whole portal white: the customer context reading a customer list that was an HTML page.
vi.mock('@/customer-context/customer-context', async (original) => ({
  ...(await original<typeof import('@/customer-context/customer-context')>()),
  CustomerProvider: () => {
    throw new TypeError('e.find is not a function');
  },
}));

describe('[RES-03] a failure below the frame', () => {
  test('[RES-03] a part every screen needs throws: the frame shows what failed and Reload, never a blank page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { queryClient } = await renderWithProviders(<></>);
    await renderWithProviders(
      <App
        config={testConfig()}
        session={personaSession('admin')}
        queryClient={queryClient}
        selectedCustomer={createSelectedCustomer()}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'The portal could not be shown' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Management Portal');
    expect(screen.getByText('Details: TypeError: e.find is not a function')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    expect(error).toHaveBeenCalledWith(
      'Part "portal" failed; its place shows the failure.',
      new TypeError('e.find is not a function'),
      expect.any(String),
    );
    error.mockRestore();
  });
});
