const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The time left on the access token as hours, minutes and seconds (`1h 02m 03s`), or `expiredText`
 * once none is left (POP-02). Partial seconds count down: 3723.9 s left shows `1h 02m 03s`.
 */
export function formatTokenExpiry(remainingMs: number, expiredText: string): string {
  const total = Math.floor(remainingMs / 1000);
  if (!Number.isFinite(total) || total <= 0) return expiredText;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${hours}h ${pad(minutes)}m ${pad(total % 60)}s`;
}
