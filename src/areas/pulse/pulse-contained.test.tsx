import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { server } from '../../../mocks/node';
import PulsePage from './pulse-page';

setupMockApi();

const row = (service: string) => screen.getByRole('rowheader', { name: service }).closest('tr')!;
// One attempt of three seconds, nothing after it: the test waits seconds, not fifteen (and the
// services that do answer have time to, on a loaded machine too: TEST-02).
const SHORT = { deadlines: { readAttemptSeconds: 3, readWaitSeconds: 3, replySeconds: 3 } };

describe('Pulse contains one service that answers wrongly', () => {
  test('[RES-01] an HTML page instead of the service info: that row fails with Retry, the others show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    server.use(
      http.get('*/api/actuator/info/hub', () =>
        broken
          ? new HttpResponse('<html><body>Sign in</body></html>', { headers: { 'Content-Type': 'text/html' } })
          : undefined,
      ),
    );
    await renderWithProviders(<PulsePage />);
    await waitFor(() => expect(row('hub')).toHaveAttribute('data-state', 'down'));
    expect(within(row('hub')).getByText('The service sent an answer the portal cannot read.')).toBeVisible();
    expect(within(row('gateway')).getByText('Reachable')).toBeVisible();
    expect(warn).toHaveBeenCalledWith('actuator getServiceInfo failed: expected application/json, received text/html');
    await act(() => i18next.changeLanguage('de'));
    expect(
      await within(row('hub')).findByText('Der Dienst hat eine Antwort gesendet, die das Portal nicht lesen kann.'),
    ).toBeVisible();
    await act(() => i18next.changeLanguage('en'));
    broken = false;
    await userEvent.click(within(row('hub')).getByRole('button', { name: 'Retry hub' }));
    await waitFor(() => expect(row('hub')).toHaveAttribute('data-state', 'reachable'));
    warn.mockRestore();
  });

  test('[RES-02] a service that never answers: its row says so at the deadline and offers Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let hanging = true;
    server.use(http.get('*/api/actuator/info/hub', async () => (hanging ? delay('infinite') : undefined)));
    await renderWithProviders(<PulsePage />, { config: SHORT });
    await waitFor(() => expect(within(row('gateway')).getByText('Reachable')).toBeVisible());
    await waitFor(() => expect(row('hub')).toHaveAttribute('data-state', 'down'), { timeout: 20_000 });
    expect(within(row('hub')).getByText('The service did not answer within 3 s.')).toBeVisible();
    hanging = false;
    await userEvent.click(within(row('hub')).getByRole('button', { name: 'Retry hub' }));
    await waitFor(() => expect(row('hub')).toHaveAttribute('data-state', 'reachable'));
    warn.mockRestore();
  });
});
