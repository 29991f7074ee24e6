import { licenceMessage, type SignedLicence } from '../signed-licence';

/** A key pair made for one test run: tests sign their own licences, the vendor's private key is nowhere. */
export async function testLicenceSigner() {
  const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const publicKey = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const sign = async (data: Omit<SignedLicence, 'signature'>): Promise<SignedLicence> => {
    const signature = await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      keys.privateKey,
      licenceMessage(data),
    );
    return { ...data, signature: btoa(String.fromCharCode(...new Uint8Array(signature))) };
  };
  return { publicKey, sign };
}

/** The licence data of the specification (format 1, maxVersionAllowed 251) for the test customer. */
export const SPEC_LICENCE = { format: 1, customerId: 'c-0001', maxVersionAllowed: 251 } as const;
