/** True when `error` is an HTTP error response whose status satisfies `test`. */
export function isAxiosErrorStatus(error: unknown, test: (status: number) => boolean): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' && test(status);
}
