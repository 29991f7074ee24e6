import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { deferred } from '@/api/testing/deferred';
import { WithCustomers } from '@/testing/with-customers';
import { renderWithProviders } from '@/testing/render-with-providers';
import { server } from '../../../mocks/node';
import AboutDialog from './about-dialog';
import { LICENSES_URL } from './third-party-licences';

describe('AboutDialog', () => {
  test('[POP-03] [UX-05] without the text file the link still shows, nothing pretends to be a list, and Retry loads it', async () => {
    server.use(http.get('*/third-party-licenses.txt', () => new HttpResponse(null, { status: 404 })));
    const { queryClient } = await renderWithProviders(
      <WithCustomers>
        <AboutDialog open onClose={() => undefined} />
      </WithCustomers>,
    );
    expect(screen.getByRole('link', { name: 'Third-party licences (text file)' })).toBeVisible();
    await waitFor(() => expect(queryClient.getQueryState([LICENSES_URL])?.status).toBe('error'));
    expect(screen.queryByRole('region', { name: 'Third-party licences' })).toBeNull();
    expect(screen.getByText('The licence texts could not be loaded.')).toBeVisible();
    server.use(http.get('*/third-party-licenses.txt', () => HttpResponse.text('Name: react')));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Third-party licences' })).toHaveTextContent('Name: react');
  });

  test('[UX-05] while the licence text loads the popup is busy once, with skeleton lines instead of an empty area (en, de)', async () => {
    const text = deferred<void>();
    server.use(
      http.get('*/third-party-licenses.txt', async () => {
        await text.promise;
        return HttpResponse.text('Name: react');
      }),
    );
    await act(() => i18next.changeLanguage('de'));
    await renderWithProviders(
      <WithCustomers>
        <AboutDialog open onClose={() => undefined} />
      </WithCustomers>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Über und Lizenzen' });
    const content = dialog.querySelector('[aria-busy="true"]')!;
    expect(content).not.toBeNull();
    expect(within(dialog).getAllByText('Wird geladen…')).toHaveLength(1);
    expect(content.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
    text.resolve();
    expect(await within(dialog).findByRole('region', { name: 'Lizenzen von Drittanbietern' })).toBeVisible();
    expect(dialog.querySelector('[aria-busy]')).toBeNull();
    expect(dialog.querySelector('[data-skeleton]')).toBeNull();
    expect(within(dialog).queryByText('Wird geladen…')).toBeNull();
  });

  test('[POP-03] names the product and UI version and links the third-party licences text file', async () => {
    server.use(http.get('*/third-party-licenses.txt', () => HttpResponse.text('Name: react\nLicense: MIT')));
    await renderWithProviders(
      <WithCustomers>
        <AboutDialog open onClose={() => undefined} />
      </WithCustomers>,
    );
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

  test('[SEED-01] [UX-07] shows whom the embedded licence is for (by name and id) and up to which version, once its signature is verified', async () => {
    await renderWithProviders(
      <WithCustomers>
        <AboutDialog open onClose={() => undefined} />
      </WithCustomers>,
    );
    const licensee = await screen.findByText('Licensed to');
    // By name where the user may see the customer (the admin sees them all), with its id.
    await waitFor(() => expect(licensee.nextElementSibling).toHaveTextContent(/^\S.* \(c-0001\)$/));
    expect(screen.getByText('Licensed up to version').nextElementSibling).toHaveTextContent('2.51');
  });
});
