import { useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/**
 * Hands the page's CSP nonce to emotion, so the `<style>` tags Joy injects are allowed by a policy
 * without `'unsafe-inline'` (DEPLOY-02). Without a nonce (dev server, mock build) nothing changes.
 */
export function StyleCacheProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'css', nonce }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
