import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { server } from '../../../mocks/node';
import AboutDialog from './about-dialog';
import { LICENSES_URL } from './third-party-licences';

describe('AboutDialog', () => {
  test('[POP-03] without the text file the link still shows, and nothing pretends to be a list', async () => {
    server.use(http.get('*/third-party-licenses.txt', () => new HttpResponse(null, { status: 404 })));
    const { queryClient } = await renderWithProviders(<AboutDialog open onClose={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Third-party licences (text file)' })).toBeVisible();
    await waitFor(() => expect(queryClient.getQueryState([LICENSES_URL])?.status).toBe('error'));
    expect(screen.queryByRole('region', { name: 'Third-party licences' })).toBeNull();
  });

  test('[POP-03] names the product and UI version and links the third-party licences text file', async () => {
    server.use(http.get('*/third-party-licenses.txt', () => HttpResponse.text('Name: react\nLicense: MIT')));
    await renderWithProviders(<AboutDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'About and licences' });
    expect(dialog).toHaveTextContent('Management Portal');
    expect(dialog).toHaveTextContent('1.2.18');
    const link = screen.getByRole('link', { name: 'Third-party licences (text file)' });
    expect(link).toHaveAttribute('href', '/third-party-licenses.txt');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The text itself, to scroll through with the keyboard.
    const licences = await screen.findByRole('region', { name: 'Third-party licences' });
    expect(licences).toHaveTextContent('Name: react');
    expect(licences).toHaveAttribute('tabindex', '0');
  });

  test('[SEED-01] shows whom the embedded licence is for and up to which version, once its signature is verified', async () => {
    await renderWithProviders(<AboutDialog open onClose={() => undefined} />);
    const licensee = await screen.findByText('Licensed to');
    expect(licensee.nextElementSibling).toHaveTextContent('c-0001');
    expect(screen.getByText('Licensed up to version').nextElementSibling).toHaveTextContent('2.51');
  });
});
