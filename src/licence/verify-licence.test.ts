import { describe, expect, test } from 'vitest';
import { EMBEDDED_LICENCE, LICENCE_PUBLIC_KEY } from './signed-licence';
import { SPEC_LICENCE, testLicenceSigner } from './testing/test-licence';
import { comparableVersion, formatComparableVersion, verifyLicence } from './verify-licence';

describe('verifyLicence', () => {
  test('[SEED-01] the embedded licence is format 1, maxVersionAllowed 251, and verifies with the shipped key', async () => {
    expect(EMBEDDED_LICENCE).toMatchObject({ format: 1, maxVersionAllowed: 251 });
    expect(await verifyLicence(EMBEDDED_LICENCE, LICENCE_PUBLIC_KEY, '1.2.18')).toEqual({
      status: 'valid',
      customerId: EMBEDDED_LICENCE.customerId,
      maxVersionAllowed: 251,
      version: 102,
    });
  });

  test('[SEED-01] compares major × 100 + minor of the UI version; the patch level never counts', () => {
    expect(comparableVersion('1.2.18')).toBe(102);
    expect(comparableVersion('2.51.99')).toBe(251);
    expect(comparableVersion('2.52.0')).toBe(252);
    expect(comparableVersion('10.0')).toBe(1000);
    expect(comparableVersion('dev')).toBeNaN();
    expect(formatComparableVersion(251)).toBe('2.51');
  });

  test('[SEED-01] a licence signed with the right key is valid up to 2.51.x and exceeded from 2.52', async () => {
    const signer = await testLicenceSigner();
    const licence = await signer.sign(SPEC_LICENCE);
    expect(await verifyLicence(licence, signer.publicKey, '2.51.7')).toMatchObject({ status: 'valid', version: 251 });
    expect(await verifyLicence(licence, signer.publicKey, '2.52.0')).toMatchObject({
      status: 'exceeded',
      customerId: 'c-0001',
      maxVersionAllowed: 251,
      version: 252,
    });
  });

  test('[SEED-03] an unreadable UI version is not checked: no numbers are invented, the licensee stays known', async () => {
    const signer = await testLicenceSigner();
    const licence = await signer.sign(SPEC_LICENCE);
    for (const version of ['dev', 'lighthouse', '', 'v1.2.3'])
      expect(await verifyLicence(licence, signer.publicKey, version)).toEqual({
        status: 'unchecked',
        customerId: 'c-0001',
        maxVersionAllowed: 251,
        uiVersion: version,
      });
    // A bad signature stays invalid whatever the version.
    expect(await verifyLicence({ ...licence, maxVersionAllowed: 999 }, signer.publicKey, 'dev')).toEqual({
      status: 'invalid',
    });
  });

  test('[SEED-01] a changed value, a foreign key, a broken signature or another format is invalid', async () => {
    const signer = await testLicenceSigner();
    const other = await testLicenceSigner();
    const licence = await signer.sign(SPEC_LICENCE);
    const invalid = { status: 'invalid' };
    expect(await verifyLicence({ ...licence, maxVersionAllowed: 999 }, signer.publicKey, '1.2.18')).toEqual(invalid);
    expect(await verifyLicence({ ...licence, customerId: 'c-0002' }, signer.publicKey, '1.2.18')).toEqual(invalid);
    expect(await verifyLicence(licence, other.publicKey, '1.2.18')).toEqual(invalid);
    expect(await verifyLicence({ ...licence, signature: 'not base64!' }, signer.publicKey, '1.2.18')).toEqual(invalid);
    expect(await verifyLicence(await signer.sign({ ...SPEC_LICENCE, format: 2 }), signer.publicKey, '1.2.18')).toEqual(
      invalid,
    );
    expect(await verifyLicence(licence, { kty: 'EC' }, '1.2.18')).toEqual(invalid);
  });
});
