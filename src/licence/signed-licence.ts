/** The signed licence data (SEED-01): what is licensed, and the vendor's ECDSA P-256 signature over it. */
export type SignedLicence = { format: number; customerId: string; maxVersionAllowed: number; signature: string };

/**
 * The licence embedded in the product. The signature (base64, raw r‖s) covers {@link licenceMessage}
 * of these values; it was made with the vendor's private key, which is not in the repository.
 */
export const EMBEDDED_LICENCE: SignedLicence = {
  format: 1,
  customerId: 'c-0001',
  maxVersionAllowed: 251,
  signature: 'muSEMx7vqWDA0gvfLA/ok2AISr85tv+XYNgCHuk77aV5oOQKa7FA+FUSYjJypEFBLjpLOuSoZhvWyzVjy7z5kQ==',
};

/** The vendor's public key (ECDSA P-256, JWK) that the build ships to verify {@link EMBEDDED_LICENCE}. */
export const LICENCE_PUBLIC_KEY: JsonWebKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'KzG4FM-AHaus6Uhk0o2dWXXnCEdVqVC7kXbeM7dnZW4',
  y: 's27Z79mjtxX5SVSxacKbeV9n9l8qEnY80UWtLlw4tnc',
};

/** The bytes the signature covers: the values in a fixed order, as a JSON array (no key-order ambiguity). */
export const licenceMessage = ({ format, customerId, maxVersionAllowed }: Omit<SignedLicence, 'signature'>) =>
  new TextEncoder().encode(JSON.stringify([format, customerId, maxVersionAllowed]));
