/**
 * The CSP nonce of this page: nginx writes a fresh one per response into `<meta property="csp-nonce">`
 * (Vite's `html.cspNonce`). Read from the `nonce` property, since browsers hide the attribute.
 * Undefined without one (dev server, mock build).
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}
