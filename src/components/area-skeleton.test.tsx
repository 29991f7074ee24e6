import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithTranslations } from '@/testing/render-with-translations';
import { AreaSkeleton } from './area-skeleton';

describe('the area skeleton', () => {
  test('[UX-05] table-sized rows instead of a spinner, busy, and "Loading…" said once (en, de)', () => {
    const { unmount } = renderWithTranslations(<AreaSkeleton />);
    const region = screen.getByTestId('area-skeleton');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getAllByText('Loading…')).toHaveLength(1);
    const shapes = region.querySelector('[aria-hidden="true"]')!;
    expect(shapes.children.length).toBeGreaterThan(2);
    unmount();
    renderWithTranslations(<AreaSkeleton />, { language: 'de' });
    expect(screen.getAllByText('Wird geladen…')).toHaveLength(1);
  });
});
