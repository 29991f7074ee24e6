import i18next from 'i18next';
import * as z from 'zod';
import { beforeAll, describe, expect, test } from 'vitest';
import { initTestI18n } from '@/testing/render-with-providers';
import { validationErrorMap } from './validation-messages';

const form = z.object({
  name: z.string().min(1),
  email: z.email(),
  seats: z.number().int().min(1).max(10_000),
  quota: z.number().min(5),
  share: z.number().lt(100),
  code: z.string().min(3).max(8),
  pin: z.string().length(4),
  note: z.string().max(1),
});

const VALID = {
  name: 'Ada',
  email: 'ada@example.com',
  seats: 5,
  quota: 5,
  share: 50,
  code: 'ABC',
  pin: '1234',
  note: '',
};

/** The message of each failing field, parsed in one language. */
function messages(language: string, input: Record<string, unknown>) {
  const result = form.safeParse({ ...VALID, ...input }, { error: validationErrorMap(i18next.getFixedT(language)) });
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

beforeAll(() => initTestI18n());

describe('validation messages', () => {
  test.each([
    ['en', 'This field is required.', 'Enter a valid email address.'],
    ['de', 'Dieses Feld ist erforderlich.', 'Geben Sie eine gültige E-Mail-Adresse ein.'],
  ])('[I18N-04] required and invalid email in %s', (language, required, email) => {
    expect(messages(language, { name: '', email: 'not-an-address' })).toEqual({ name: required, email });
    expect(messages(language, { name: undefined })).toEqual({ name: required });
  });

  test.each([
    ['en', 'Enter a number from 1 to 10,000.', 'Enter a number of at least 5.', 'Enter a number less than 100.'],
    [
      'de',
      'Geben Sie eine Zahl von 1 bis 10.000 ein.',
      'Geben Sie eine Zahl von mindestens 5 ein.',
      'Geben Sie eine Zahl kleiner als 100 ein.',
    ],
  ])('[I18N-04] number ranges in %s', (language, range, min, lessThan) => {
    expect(messages(language, { seats: 0 })).toEqual({ seats: range });
    expect(messages(language, { seats: 10_001 })).toEqual({ seats: range });
    expect(messages(language, { quota: 4, share: 100 })).toEqual({ quota: min, share: lessThan });
  });

  test.each([
    [
      'en',
      'Enter at least 3 characters.',
      'Enter at most 8 characters.',
      'Enter exactly 4 characters.',
      'Enter at most 1 character.',
    ],
    [
      'de',
      'Geben Sie mindestens 3 Zeichen ein.',
      'Geben Sie höchstens 8 Zeichen ein.',
      'Geben Sie genau 4 Zeichen ein.',
      'Geben Sie höchstens 1 Zeichen ein.',
    ],
  ])('[I18N-04] string lengths in %s', (language, minLength, maxLength, exact, maxOne) => {
    expect(messages(language, { code: 'AB', pin: '12', note: 'ab' })).toEqual({
      code: minLength,
      pin: exact,
      note: maxOne,
    });
    expect(messages(language, { code: 'ABCDEFGHI' })).toEqual({ code: maxLength });
  });

  test('[I18N-04] anything else gets a generic text, and a message written in the schema still wins', () => {
    expect(messages('de', { seats: 'many' })).toEqual({ seats: 'Geben Sie eine Zahl ein.' });
    const own = z.string().min(2, { error: 'Own text' });
    const result = own.safeParse('a', { error: validationErrorMap(i18next.getFixedT('de')) });
    expect(result.error?.issues[0]?.message).toBe('Own text');
    const url = z.url().safeParse('nope', { error: validationErrorMap(i18next.getFixedT('en')) });
    expect(url.error?.issues[0]?.message).toBe('This value is not valid.');
  });
});
