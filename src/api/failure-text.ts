import type { TFunction } from 'i18next';
import type { ApiFailure } from './api-failure';

/**
 * What a failed call says to the user, in the page's language (RES-01, RES-02): the status, the
 * deadline it missed, an answer the portal cannot read. The details (operation, first mismatch) are
 * in the console; the screen says what happened and the feature beside it offers Retry.
 */
export function failureText(t: TFunction, failure: ApiFailure | undefined): string {
  switch (failure?.kind) {
    case 'status':
      return failure.retryAfterSeconds === undefined
        ? t('common.failure.status', { status: failure.status })
        : t('common.failure.statusRetryAfter', { status: failure.status, seconds: failure.retryAfterSeconds });
    case 'timeout':
      return t('common.failure.timeout', { seconds: failure.seconds });
    case 'contract':
    case 'network':
    case 'stopped':
    case 'refused':
      return t(`common.failure.${failure.kind}`);
    default:
      return t('common.failure.unknown');
  }
}

/**
 * Where a failed operation shows in place: the marker the fault matrix (RES-04) finds for every
 * operation, with what went wrong (`data-failure`).
 */
export const failureMarker = (operationId: string, failure: ApiFailure | undefined) => ({
  'data-failed-operation': operationId,
  'data-failure': failure?.kind ?? 'unknown',
});
