import type { TFunction } from 'i18next';
import type { $ZodErrorMap, $ZodRawIssue } from 'zod/v4/core';

/** A finite number the schema exposes under `key` (zod's `minValue`/`maxValue` of numbers), else undefined. */
const bound = (schema: unknown, key: 'minValue' | 'maxValue'): number | undefined => {
  const value: unknown = schema && typeof schema === 'object' ? Reflect.get(schema, key) : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const isEmpty = (input: unknown) => input === undefined || input === null || input === '';

/** A number's bounds: "from min to max" when the schema has both, else the one bound that failed. */
function numberMessage(issue: $ZodRawIssue, t: TFunction): string {
  const min = bound(issue.schema, 'minValue');
  const max = bound(issue.schema, 'maxValue');
  if (issue.inclusive !== false && min !== undefined && max !== undefined) return t('validation.range', { min, max });
  const tooSmall = issue.code === 'too_small';
  const limit = tooSmall ? issue.minimum : issue.maximum;
  if (issue.inclusive === false) return t(tooSmall ? 'validation.greaterThan' : 'validation.lessThan', { limit });
  return t(tooSmall ? 'validation.min' : 'validation.max', { limit });
}

/** A string's length: an empty required field (length ≥ 1) reads as "required". */
function lengthMessage(issue: $ZodRawIssue, t: TFunction): string {
  const count = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  if (issue.exact) return t('validation.exactLength', { count });
  if (issue.code === 'too_big') return t('validation.maxLength', { count });
  return count === 1 && isEmpty(issue.input) ? t('validation.required') : t('validation.minLength', { count });
}

/**
 * The user-facing text of a zod issue in the current language (I18N-04): required field, invalid
 * email, number range and string length, else a generic "not valid". Texts live under `validation.*`.
 */
export function validationMessage(issue: $ZodRawIssue, t: TFunction): string {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return t('validation.required');
      return issue.expected === 'number' ? t('validation.number') : t('validation.invalid');
    case 'invalid_format':
      return issue.format === 'email' ? t('validation.email') : t('validation.invalid');
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'number') return numberMessage(issue, t);
      if (issue.origin === 'string') return lengthMessage(issue, t);
      return t('validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/**
 * A zod error map speaking the language of `t`: pass it per parse (`schema.safeParse(value, { error:
 * validationErrorMap(t) })`) or globally (`z.config({ customError: validationErrorMap(i18next.t) })`).
 * A message written into the schema itself still wins.
 */
export const validationErrorMap =
  (t: TFunction): $ZodErrorMap =>
  (issue) =>
    validationMessage(issue, t);
