import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { formatDateTime } from '@/utils/format-date-time';
import { useFormatDateTime } from './use-format-date-time';

const WHEN = Date.UTC(2025, 2, 5, 14, 7, 9);

function CreatedAt() {
  const format = useFormatDateTime();
  return <time data-testid="created-at">{format(WHEN)}</time>;
}

describe('useFormatDateTime', () => {
  test('[I18N-03] re-renders in the new locale when the language changes', async () => {
    await renderWithProviders(<CreatedAt />);
    expect(screen.getByTestId('created-at')).toHaveTextContent(formatDateTime(WHEN, 'en'));
    await act(() => i18next.changeLanguage('de'));
    expect(screen.getByTestId('created-at')).toHaveTextContent(formatDateTime(WHEN, 'de'));
    expect(formatDateTime(WHEN, 'de')).not.toBe(formatDateTime(WHEN, 'en'));
  });
});
