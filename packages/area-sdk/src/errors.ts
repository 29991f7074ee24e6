/** Thrown by the area's HTTP client for a URL the area may not call; nothing is sent. */
export class AreaRequestRefused extends Error {
  override readonly name = 'AreaRequestRefused';
}

/** Why a call of an isolated area failed (PLUG-15); the portal's bridge says which. */
export type AreaHttpFailure =
  'refused' | 'limited' | 'status' | 'timeout' | 'network' | 'contract' | 'stopped' | 'failed';

/**
 * What the HTTP client of an isolated area rejects with when a call fails (PLUG-15): the kind and,
 * for an answer with an error status, its status, content type and body; never its headers.
 */
export class AreaHttpError extends Error {
  override readonly name = 'AreaHttpError';
  readonly kind: AreaHttpFailure;
  readonly status: number | undefined;
  readonly contentType: string | undefined;
  readonly body: unknown;

  constructor(
    kind: AreaHttpFailure,
    message: string,
    answer: { status?: number; contentType?: string; body?: unknown } = {},
  ) {
    super(message);
    this.kind = kind;
    this.status = answer.status;
    this.contentType = answer.contentType;
    this.body = answer.body;
  }
}

/**
 * The HTTP status a failed call answered with, in either mode (an isolated area's `AreaHttpError`, a
 * federated area's error of the portal's client), or undefined when there was no answer.
 */
export function areaHttpStatus(error: unknown): number | undefined {
  if (error instanceof AreaHttpError) return error.status;
  const response: unknown = typeof error === 'object' && error !== null ? Reflect.get(error, 'response') : undefined;
  if (typeof response !== 'object' || response === null || !('status' in response)) return undefined;
  return typeof response.status === 'number' ? response.status : undefined;
}
