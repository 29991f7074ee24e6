// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTranslations } from '../../src/i18n/translation-files.ts';

const served = (dist: string, language: string): unknown =>
  JSON.parse(readFileSync(`${dist}/assets/i18n/${language}.json`, 'utf8'));

describe('translations in the builds', () => {
  it.each(['dist', 'dist-mock'])(
    '[I18N-02] [HTTP-04] %s serves /assets/i18n/{lng}.json with the shared and every area\'s texts merged',
    (dist) => {
      const merged = loadTranslations();
      expect(Object.keys(merged).toSorted()).toEqual(['de', 'en']);
      for (const [language, texts] of Object.entries(merged)) expect(served(dist, language), language).toEqual(texts);
      // An area's own text (src/areas/pulse/pulse.i18n.json), not in public/assets/i18n/.
      expect(served(dist, 'de')).toMatchObject({ nav: { pulse: 'Pulse' }, pulse: { title: 'Plattformstatus' } });
    },
  );
});
