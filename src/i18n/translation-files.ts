/**
 * Where the portal keeps its texts and how they are served (I18N-02): the shared file of each language
 * with every area's texts merged in, one owner per key, the same keys in every language. Node only:
 * the build and the dev server (tools/build/translations-plugin.ts, the pre-paint frame) and the tests
 * read it; the browser gets the merged files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A translation tree: texts under nested keys, as i18next reads them. */
export type Tree = { [key: string]: string | Tree };

// Vite, vitest and the scripts all run from the repository root (npm scripts).
const REPO = process.cwd();
/** The shared texts, one file per language; their names are the languages. */
export const BASE_DIR = 'public/assets/i18n';
/** Where each area keeps its own texts in every language: `src/areas/<area>/<area>.i18n.json`. */
export const AREAS_DIR = 'src/areas';

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((child) => typeof child === 'string' || isTree(child));

const readTree = (file: string, at: string[] = []): Tree => {
  let value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of at) value = typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined;
  if (!isTree(value)) throw new Error(`${[file, ...at].join(' → ')}: not a tree of texts`);
  return value;
};

/** Every leaf key of a tree as a dotted path. */
export const leafKeys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );

/** Copies `source` into `target`; a text both define is an error (one owner per key). */
const mergeInto = (target: Tree, source: Tree, origin: string, prefix = '') => {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'string' || typeof existing === 'string')
      if (existing === undefined) target[key] = value;
      else throw new Error(`${origin}: ${prefix}${key} is already defined`);
    else mergeInto(existing ?? (target[key] = {}), value, origin, `${prefix}${key}.`);
  }
};

/** Throws unless every language has exactly the keys of the first (I18N-02). */
export function checkSameKeys(byLanguage: Record<string, Tree>, origin: string): void {
  const [first, ...others] = Object.entries(byLanguage);
  const expected = new Set(first ? leafKeys(first[1]) : []);
  for (const [language, tree] of others) {
    const actual = new Set(leafKeys(tree));
    const missing = [...expected].filter((key) => !actual.has(key));
    const extra = [...actual].filter((key) => !expected.has(key));
    if (missing.length + extra.length > 0)
      throw new Error(`${origin}: ${language} lacks [${missing.join(', ')}] and adds [${extra.join(', ')}]`);
  }
}

/** The per-area translation files, relative to the repository, in a stable order. */
export const areaTranslationFiles = (root = REPO): string[] =>
  readdirSync(join(root, AREAS_DIR), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.i18n.json'))
    .map((file) => join(AREAS_DIR, file).split('\\').join('/'))
    .toSorted();

/**
 * The served translations per language: the shared file of `public/assets/i18n/` with every area's
 * texts merged in. Throws on a key defined twice, or on languages whose keys differ (I18N-02).
 */
export function loadTranslations(root = REPO): Record<string, Tree> {
  const languages = readdirSync(join(root, BASE_DIR))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    // English first: the fallback language is the reference the others are compared with.
    .toSorted((a, b) => Number(b === 'en') - Number(a === 'en') || a.localeCompare(b));
  const merged = Object.fromEntries(languages.map((lng) => [lng, readTree(join(root, BASE_DIR, `${lng}.json`))]));
  for (const file of areaTranslationFiles(root)) {
    const path = join(root, file);
    const own = Object.keys(readTree(path)).toSorted();
    if (own.join() !== languages.toSorted().join())
      throw new Error(`${file}: has languages [${own.join(', ')}], needs [${languages.join(', ')}]`);
    const texts = Object.fromEntries(languages.map((lng) => [lng, readTree(path, [lng])]));
    checkSameKeys(texts, file);
    for (const lng of languages) mergeInto(merged[lng] ?? {}, texts[lng] ?? {}, relative(root, path));
  }
  checkSameKeys(merged, BASE_DIR);
  return merged;
}
