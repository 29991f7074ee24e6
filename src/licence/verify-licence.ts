import { licenceMessage, type SignedLicence } from './signed-licence';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The outcome of the licence check; `invalid` covers a bad signature, an unknown format or unreadable data. */
export type LicenceCheck =
  | { status: 'valid' | 'exceeded'; customerId: string; maxVersionAllowed: number; version: number }
  /** SEED-03: a verified licence, but the UI version cannot be read: nothing was compared. */
  | { status: 'unchecked'; customerId: string; maxVersionAllowed: number; uiVersion: string }
  | { status: 'invalid' };

/**
 * The number compared with `maxVersionAllowed`: major × 100 + minor of the UI version, so
 * 1.2.18 is 102 and 251 allows up to 2.51.x (the patch level never counts). NaN when unreadable.
 */
export function comparableVersion(version: string): number {
  const match = /^(\d+)\.(\d+)(?:\.|$)/.exec(version);
  return match ? Number(match[1]) * 100 + Number(match[2]) : Number.NaN;
}

/** `251` as `2.51`, the way people read the comparable version. */
export const formatComparableVersion = (value: number) => `${Math.floor(value / 100)}.${value % 100}`;

const base64Bytes = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/**
 * Verifies the licence's signature with WebCrypto against `publicKey`, then compares the UI version
 * with `maxVersionAllowed` (SEED-01). Never throws: anything unverifiable is `invalid`; a UI version
 * that cannot be read is `unchecked` (SEED-03).
 */
export async function verifyLicence(
  licence: SignedLicence,
  publicKey: JsonWebKey,
  uiVersion: string,
): Promise<LicenceCheck> {
  try {
    if (licence.format !== 1) return { status: 'invalid' };
    const key = await crypto.subtle.importKey('jwk', publicKey, ALGORITHM, false, ['verify']);
    const signature = base64Bytes(licence.signature);
    if (!(await crypto.subtle.verify(SIGNATURE, key, signature, licenceMessage(licence)))) return { status: 'invalid' };
    const version = comparableVersion(uiVersion);
    const { customerId, maxVersionAllowed } = licence;
    // SEED-03: an unreadable version is never compared, so no notice can invent numbers.
    if (Number.isNaN(version)) return { status: 'unchecked', customerId, maxVersionAllowed, uiVersion };
    const within = version <= licence.maxVersionAllowed;
    return { status: within ? 'valid' : 'exceeded', customerId, maxVersionAllowed, version };
  } catch {
    return { status: 'invalid' };
  }
}
