import { describe, expect, test } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import de from '../../public/assets/i18n/de.json';

/** Every leaf key as a dotted path. */
const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

/** `{{name}}` placeholders of one text. */
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').toSorted((a, b) => a.localeCompare(b));

const lookup = (tree: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? Reflect.get(node, key) : undefined), tree);

describe('translations', () => {
  test('[I18N-02] English and German have the same keys', () => {
    expect(new Set(keys(de))).toEqual(new Set(keys(en)));
  });

  test('[I18N-02] no text is empty and both languages use the same placeholders', () => {
    for (const key of keys(en)) {
      expect(String(lookup(en, key)).trim(), key).not.toBe('');
      expect(String(lookup(de, key)).trim(), key).not.toBe('');
      expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });
});
