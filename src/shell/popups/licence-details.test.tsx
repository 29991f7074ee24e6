import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, test } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LicenceNotice } from '@/licence/licence-notice';
import { SPEC_LICENCE, testLicenceSigner } from '@/licence/testing/test-licence';
import { verifyLicence } from '@/licence/verify-licence';
import { LicenceDetails } from './licence-details';

/** Checks of licences the test signs itself: good, past its version, and tampered with. */
const checks = async () => {
  const signer = await testLicenceSigner();
  const licence = await signer.sign(SPEC_LICENCE);
  return {
    valid: await verifyLicence(licence, signer.publicKey, '1.2.18'),
    exceeded: await verifyLicence(licence, signer.publicKey, '2.60.1'),
    invalid: await verifyLicence({ ...licence, maxVersionAllowed: 999 }, signer.publicKey, '1.2.18'),
  };
};

describe('licence notice and details', () => {
  test('[SEED-01] a valid licence shows no notice; the details name the licensee and the maximum version', async () => {
    const { valid } = await checks();
    await renderWithProviders(
      <>
        <LicenceNotice check={valid} />
        <LicenceDetails check={valid} />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('Licensed to').nextElementSibling).toHaveTextContent('c-0001');
    expect(screen.getByText('Licensed up to version').nextElementSibling).toHaveTextContent('2.51');
  });

  test('[UX-05] while the signature is checked the licence values are skeletons beside their labels, hidden from screen readers', async () => {
    await renderWithProviders(
      <LicenceDetails check={undefined} details={[{ label: 'Product', value: 'Management Portal' }]} />,
    );
    const skeletons = document.querySelectorAll('[data-skeleton]');
    expect(skeletons).toHaveLength(2);
    skeletons.forEach((skeleton) => expect(skeleton).toHaveAttribute('aria-hidden', 'true'));
    expect(screen.getByText('Licensed to').nextElementSibling!.querySelector('[data-skeleton]')).not.toBeNull();
    // One list: the licence rows share the label column of the rows before them.
    expect(document.querySelectorAll('dl')).toHaveLength(1);
  });

  test('[SEED-01] a bad signature says so in English and German, shows no licensee, and can be dismissed', async () => {
    const { invalid } = await checks();
    await renderWithProviders(<LicenceNotice check={invalid} />);
    expect(screen.getByRole('status')).toHaveTextContent('The licence data of this portal could not be verified.');
    await act(() => i18next.changeLanguage('de'));
    expect(await screen.findByText(/Die Lizenzdaten dieses Portals konnten nicht geprüft werden/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  test('[SEED-01] a version past maxVersionAllowed names both versions in the notice and the details', async () => {
    const { exceeded, invalid } = await checks();
    await renderWithProviders(
      <>
        <LicenceNotice check={exceeded} />
        <LicenceDetails check={invalid} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'This portal version (2.60) is newer than its licence allows (up to 2.51).',
    );
    expect(screen.queryByText('Licensed to')).toBeNull();
    await act(() => i18next.changeLanguage('de'));
    expect(
      await screen.findByText(/Diese Portalversion \(2\.60\) ist neuer, als ihre Lizenz erlaubt \(bis 2\.51\)/),
    ).toBeVisible();
  });
});

describe('an unreadable UI version (SEED-03)', () => {
  test('[SEED-03] the details say the licence was not checked, in English and German; the notice shows nothing', async () => {
    const signer = await testLicenceSigner();
    const unchecked = await verifyLicence(await signer.sign(SPEC_LICENCE), signer.publicKey, 'lighthouse');
    await renderWithProviders(
      <>
        <LicenceNotice check={unchecked} />
        <LicenceDetails check={unchecked} />
      </>,
    );
    // No warning with invented numbers: the notice stays empty, the details name the licensee.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText(/NaN/)).toBeNull();
    expect(screen.getByText('Licensed to').nextElementSibling).toHaveTextContent('c-0001');
    expect(
      screen.getByText(
        'Licence not checked: the portal\'s version "lighthouse" cannot be read (it must be major.minor.patch). Please tell your administrator.',
      ),
    ).toBeVisible();
    await act(() => i18next.changeLanguage('de'));
    expect(
      await screen.findByText(/Lizenz nicht geprüft: Die Version des Portals „lighthouse“ ist nicht lesbar/),
    ).toBeVisible();
  });
});
