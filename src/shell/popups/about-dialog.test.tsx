import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import AboutDialog from './about-dialog';

describe('AboutDialog', () => {
  test('[POP-03] names the product and UI version and links the third-party licences text file', async () => {
    await renderWithProviders(<AboutDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'About and licences' });
    expect(dialog).toHaveTextContent('Management Portal');
    expect(dialog).toHaveTextContent('1.2.18');
    const link = screen.getByRole('link', { name: 'Third-party licences (text file)' });
    expect(link).toHaveAttribute('href', '/third-party-licenses.txt');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
