import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ServiceName } from '@/api/generated/actuator/actuator.schemas';
import { setupMockApi } from '@/testing/mock-api';
import { recordCalls } from '@/testing/record-calls';
import { renderWithProviders } from '@/testing/render-with-providers';
import { formatDateTime } from '@/utils/format-date-time';
import { useScenario } from '../../../mocks/testing';
import PulsePage from './pulse-page';
import { INSTANCE_STATUS_RELOAD_MS } from './use-service-statuses';

setupMockApi();
afterEach(() => void vi.useRealTimers());

const row = (service: string) => screen.getByRole('rowheader', { name: service }).closest('tr')!;
const summary = () => screen.getByTestId('pulse-summary');

/**
 * Waits on real time until `count` calls were made (expect.poll and vi.waitFor would move the fake
 * clock while they wait, and with it the intervals under test).
 */
/**
 * Waits, polling on real time (intervals are faked, and waitFor polls with one), until `count`
 * requests went out and every query has its answer: the renders they cause stay inside the caller's act.
 */
async function callsReach(calls: readonly unknown[], count: number, queryClient: QueryClient) {
  const done = () => calls.length >= count && queryClient.isFetching() === 0;
  for (let waited = 0; !done() && waited < 10_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(calls).toHaveLength(count);
}

describe('PulsePage', () => {
  test('[UX-06] sums up the reachable services and shows the time of the last check, localised', async () => {
    const before = Date.now();
    await renderWithProviders(<PulsePage />);
    await waitFor(() => expect(summary()).toHaveTextContent('7 of 7 reachable'));
    const shown = screen.getByText(/^Last check: /).textContent.replace('Last check: ', '');
    // The shown time is a second between the render and now, in the en-US medium style.
    const seconds: string[] = [];
    for (let time = Math.floor(before / 1000) * 1000; time <= Date.now(); time += 1000) {
      seconds.push(formatDateTime(time, 'en'));
    }
    expect(seconds).toContain(shown);
    await act(() => i18next.changeLanguage('de'));
    await waitFor(() => expect(summary()).toHaveTextContent('7 von 7 erreichbar'));
    expect(screen.getByText(/^Letzte Prüfung: \d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d$/)).toBeInTheDocument();
  });

  test('[UX-06] tells no permission (403) apart from down (503); only the outage offers Retry', async () => {
    await useScenario('service-info-forbidden');
    await renderWithProviders(<PulsePage />);
    await waitFor(() => expect(summary()).toHaveTextContent('5 of 7 reachable'));
    expect(within(row('process-monitoring')).getByText('No permission')).toBeVisible();
    expect(within(row('process-monitoring')).queryByRole('button')).toBeNull();
    expect(within(row('hub')).getByText('Unavailable')).toBeVisible();
    expect(within(row('hub')).getByRole('button', { name: 'Retry hub' })).toBeVisible();
    expect(within(row('gateway')).getByText('Reachable')).toBeVisible();
    await act(() => i18next.changeLanguage('de'));
    await waitFor(() => expect(within(row('process-monitoring')).getByText('Keine Berechtigung')).toBeVisible());
  });

  test('[UX-06] with nothing answered yet it says not checked yet; refresh asks every service again', async () => {
    await useScenario('service-info-down');
    await renderWithProviders(<PulsePage />);
    expect(screen.getByText('Not checked yet')).toBeVisible();
    await waitFor(() => expect(summary()).toHaveTextContent('0 of 7 reachable'));
    const calls = recordCalls();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toHaveLength(Object.values(ServiceName).length));
    expect(new Set(calls.map(({ path }) => path))).toEqual(
      new Set(Object.values(ServiceName).map((service) => `/api/actuator/info/${service}`)),
    );
  });

  test('[ROUTE-06] every service is asked again exactly every 1,200,000 ms, not a millisecond before', async () => {
    expect(INSTANCE_STATUS_RELOAD_MS).toBe(1_200_000);
    // Only intervals run on the test's clock: every row's interval starts at the same fake instant,
    // and the requests, the mock backend and the waits below run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const calls = recordCalls();
    const { queryClient } = await renderWithProviders(<PulsePage />);
    await waitFor(() => expect(summary()).toHaveTextContent('7 of 7 reachable'));
    const services = Object.values(ServiceName).map((service) => `/api/actuator/info/${service}`);
    expect(calls.map(({ path }) => path).toSorted()).toEqual(services.toSorted());
    await act(() => vi.advanceTimersByTimeAsync(1_199_999));
    expect(calls).toHaveLength(services.length);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await callsReach(calls, 2 * services.length, queryClient);
    });
    expect(
      calls
        .slice(services.length)
        .map(({ path }) => path)
        .toSorted(),
    ).toEqual(services.toSorted());
    // And again after the next 1,200,000 ms, not in between.
    await act(() => vi.advanceTimersByTimeAsync(1_199_999));
    expect(calls).toHaveLength(2 * services.length);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await callsReach(calls, 3 * services.length, queryClient);
    });
  });
});
