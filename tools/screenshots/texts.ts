import { readFileSync } from 'node:fs';

export type Language = 'en' | 'de';

const load = (language: Language): unknown => JSON.parse(readFileSync(`public/assets/i18n/${language}.json`, 'utf8'));
const TREES: Record<Language, unknown> = { en: load('en'), de: load('de') };

/** A shell text (public/assets/i18n) by its dotted key, so the screens find controls in both languages. */
export function text(language: Language, key: string): string {
  let node = TREES[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null ? Object.entries(node).find(([name]) => name === part)?.[1] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No ${language} text ${key} in public/assets/i18n.`);
  return node;
}
