import type { RuntimeConfig } from '@/config/runtime-config';

/**
 * The legal documents' file names under `{documentationUrl}/{product}/en/legal/` (SHELL-07). The
 * requirement fixes the folder, not the names: these are the portal's choice, documented in docs/shell.md.
 */
export const LEGAL_DOCUMENTS = { terms: 'terms.html', privacy: 'privacy.html' } as const;
export type LegalDocument = keyof typeof LEGAL_DOCUMENTS;

/** The external address of a legal document (always the English one, as the path of SHELL-07 says). */
export function legalUrl(config: Pick<RuntimeConfig, 'documentationUrl' | 'product'>, document: LegalDocument) {
  const base = config.documentationUrl.replace(/\/+$/, '');
  return `${base}/${encodeURIComponent(config.product)}/en/legal/${LEGAL_DOCUMENTS[document]}`;
}
