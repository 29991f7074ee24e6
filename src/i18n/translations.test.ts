// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { leafKeys, loadTranslations, type Tree } from './translation-files.ts';

const { en = {}, de = {} } = loadTranslations();

/** `{{name}}` placeholders of one text. */
const placeholders = (text: unknown) =>
  [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').toSorted((a, b) => a.localeCompare(b));

const lookup = (tree: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? Reflect.get(node, key) : undefined), tree);

/** A throwaway repository layout: the shared files and the area files given. */
const roots: string[] = [];
const plant = (files: Record<string, object>) => {
  const root = mkdtempSync(join(tmpdir(), 'portal-i18n-'));
  roots.push(root);
  const all = {
    'public/assets/i18n/en.json': { app: { title: 'Portal' } },
    'public/assets/i18n/de.json': { app: { title: 'Portal' } },
    ...files,
  };
  for (const [file, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), JSON.stringify(content));
  }
  return root;
};
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

describe('translations', () => {
  test('[I18N-02] English and German have the same keys', () => {
    expect(new Set(leafKeys(de))).toEqual(new Set(leafKeys(en)));
  });

  test('[I18N-02] no text is empty and both languages use the same placeholders', () => {
    for (const key of leafKeys(en)) {
      expect(String(lookup(en, key)).trim(), key).not.toBe('');
      expect(String(lookup(de, key)).trim(), key).not.toBe('');
      expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  test('[I18N-02] [ARCH-03] an area file is merged into the served texts of each language', () => {
    const hub = { en: { nav: { hub: 'Hub' } }, de: { nav: { hub: 'Knoten' } } };
    const merged = loadTranslations(plant({ 'src/areas/hub/hub.i18n.json': hub }));
    expect(merged).toEqual({
      en: { app: { title: 'Portal' }, nav: { hub: 'Hub' } },
      de: { app: { title: 'Portal' }, nav: { hub: 'Knoten' } },
    } satisfies Record<string, Tree>);
  });

  test.each([
    ['a key only one language has', { en: { nav: { hub: 'Hub' } }, de: {} }, /de lacks \[nav\.hub\]/],
    ['a language too few', { en: { nav: { hub: 'Hub' } } }, /has languages \[en\], needs/],
    [
      'a key the shared file already defines',
      { en: { app: { title: 'X' } }, de: { app: { title: 'X' } } },
      /app\.title is already defined/,
    ],
    ['a value that is not text', { en: { nav: { hub: 1 } }, de: { nav: { hub: 1 } } }, /not a tree of texts/],
  ])('[I18N-02] an area file with %s fails the merge (and so the build)', (_, file, error) => {
    expect(() => loadTranslations(plant({ 'src/areas/hub/hub.i18n.json': file }))).toThrow(error);
  });

  test('[I18N-02] shared files whose keys differ fail the merge', () => {
    const root = plant({ 'public/assets/i18n/de.json': { app: {} }, 'src/areas/.keep.json': {} });
    expect(() => loadTranslations(root)).toThrow(/de lacks \[app\.title\]/);
  });
});
