/**
 * Mock mode only, aliased for `tldts` in vite.config.ts: the one function msw's cookie store
 * (tough-cookie) calls, without tldts' public suffix list (about 100 KiB gzip of mock-mode startup,
 * PERF-07). The mock backend answers on the portal's own origin (localhost or an IP address), where
 * the registrable domain is the last two labels of a name and an IP address has none; multi-label
 * public suffixes (`co.uk`) are out of scope. The tests and the production build never use it.
 */
export function getDomain(hostname: string): string | null {
  const name = hostname.replace(/\.$/, '').toLowerCase();
  if (name.includes(':') || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(name)) return null;
  const labels = name.split('.');
  return labels.length >= 2 ? labels.slice(-2).join('.') : null;
}
