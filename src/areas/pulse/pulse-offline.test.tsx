import { screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { OfflineBanner } from '@/components/offline-banner';
import { setupMockApi } from '@/testing/mock-api';
import { recordCalls } from '@/testing/record-calls';
import { renderWithProviders } from '@/testing/render-with-providers';
import PulsePage from './pulse-page';
import { SERVICES } from './use-service-statuses';

setupMockApi();
// Back online while the banner is still mounted: its update is React's, inside act.
afterEach(() => act(() => onlineManager.setOnline(true)));

const states = () =>
  SERVICES.map((service) => screen.getByRole('rowheader', { name: service }).closest('tr')!.dataset.state);

describe('Pulse without the network', () => {
  test('[UX-05] offline, a banner shows and the queries pause; back online they resume and the banner goes', async () => {
    const calls = recordCalls();
    act(() => onlineManager.setOnline(false));
    const { queryClient } = await renderWithProviders(
      <>
        <OfflineBanner />
        <PulsePage />
      </>,
    );
    expect(screen.getByTestId('offline-banner')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('offline-banner')).toHaveTextContent(/^You are offline\./);
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .getAll()
          .map(({ state }) => state.fetchStatus),
      ).toEqual(SERVICES.map(() => 'paused')),
    );
    // Paused, not failed: nothing went out and nothing claims an outage.
    expect(calls).toEqual([]);
    expect(states()).toEqual(SERVICES.map(() => 'pending'));
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    await waitFor(() => expect(states()).toEqual(SERVICES.map(() => 'reachable')));
    expect(calls).toHaveLength(SERVICES.length);
  });

  test('[UX-05] the banner is in German too', async () => {
    act(() => onlineManager.setOnline(false));
    const { default: i18next } = await import('i18next');
    await renderWithProviders(<OfflineBanner />);
    await act(() => i18next.changeLanguage('de'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Sie sind offline\./);
    await act(() => i18next.changeLanguage('en'));
  });
});
