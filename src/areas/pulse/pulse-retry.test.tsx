import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import { deferred } from '@/api/testing/deferred';
import { MAX_QUERY_ATTEMPTS } from '@/hooks/query-retry';
import { setupMockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { server } from '../../../mocks/node';
import { problem } from '../../../mocks/problem';
import PulsePage from './pulse-page';

setupMockApi();

const row = (service: string) => screen.getByRole('rowheader', { name: service }).closest('tr')!;
const retryStatus = () => row('hub').querySelector('[data-retry-status]');

// The portal's policy (a number of attempts, no pause between them so the test needs no clock).
const RETRYING = { retry: MAX_QUERY_ATTEMPTS - 1, retryDelay: 0 };

describe('Pulse while a service fails', () => {
  test('[UX-05] a failing service shows as down after its first failure while react-query retries, visibly, then gives up', async () => {
    const gates = [deferred<void>(), deferred<void>(), deferred<void>()];
    let attempts = 0;
    server.use(
      http.get('*/api/actuator/info/hub', async () => {
        attempts += 1;
        // The first attempt fails at once; the retries wait for the test, so it sees every state.
        if (attempts > 1 && attempts <= MAX_QUERY_ATTEMPTS) await gates[attempts - 1]!.promise;
        // The manual retry after giving up reaches the real mock backend.
        if (attempts > MAX_QUERY_ATTEMPTS) return undefined;
        return problem(503, 'hub is down');
      }),
    );
    await renderWithProviders(<PulsePage />, { queries: RETRYING });
    await waitFor(() => expect(row('hub')).toHaveAttribute('data-state', 'down'));
    // Shown as failing while the second attempt is still under way (held by its gate).
    await waitFor(() => expect(attempts).toBe(2));
    expect(within(row('hub')).getByText('Unavailable')).toBeVisible();
    expect(retryStatus()).toHaveTextContent('Retrying (attempt 2 of 3)…');
    const retry = within(row('hub')).getByRole('button', { name: 'Retry hub' });
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    gates[1]!.resolve();
    await waitFor(() => expect(retryStatus()).toHaveTextContent('Retrying (attempt 3 of 3)…'));
    gates[2]!.resolve();
    await waitFor(() => expect(retryStatus()).toHaveTextContent('Gave up after 3 attempts.'));
    expect(attempts).toBe(MAX_QUERY_ATTEMPTS);
    expect(retry).not.toHaveAttribute('aria-disabled');
    await userEvent.click(retry);
    await waitFor(() => expect(row('hub')).toHaveAttribute('data-state', 'reachable'));
    expect(attempts).toBe(MAX_QUERY_ATTEMPTS + 1);
  });

  test('[UX-05] until a service answers its cells are skeletons and the table is busy, once', async () => {
    const gate = deferred<void>();
    // Held until released, then answered by the real mock backend.
    server.use(
      http.get('*/api/actuator/info/hub', async () => {
        await gate.promise;
      }),
    );
    await renderWithProviders(<PulsePage />);
    const table = screen.getByRole('table');
    await waitFor(() => expect(row('gateway')).toHaveAttribute('data-state', 'reachable'));
    expect(table).toHaveAttribute('aria-busy', 'true');
    const skeletons = [...row('hub').querySelectorAll('[data-skeleton]')];
    expect(skeletons).toHaveLength(2);
    expect(row('gateway').querySelector('[data-skeleton]')).toBeNull();
    // Announced by the table, not per row: the skeletons are hidden from assistive technology.
    for (const skeleton of skeletons) expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    gate.resolve();
    await waitFor(() => expect(row('hub')).toHaveAttribute('data-state', 'reachable'));
    expect(table).toHaveAttribute('aria-busy', 'false');
  });
});
