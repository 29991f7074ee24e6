import { describe, expect, test } from 'vitest';
import { lazyFiles, readBudgetKiB, startupFiles, type ManifestChunk } from './startup-chunks.ts';

const MANIFEST: Record<string, ManifestChunk> = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/auth/keycloak-session.ts', 'src/assistant/index.tsx'],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  'src/auth/keycloak-session.ts': {
    file: 'assets/keycloak.js',
    src: 'src/auth/keycloak-session.ts',
    imports: ['_kc.js'],
  },
  '_kc.js': { file: 'assets/kc.js' },
  'src/assistant/index.tsx': { file: 'assets/assistant.js', src: 'src/assistant/index.tsx', imports: ['_markdown.js'] },
  '_markdown.js': { file: 'assets/markdown.js' },
  'index.css': { file: 'assets/index.css' },
};

describe('startup size check', () => {
  test('[PERF-01] counts the entry, its static imports and the startup dynamic modules, not lazy chunks', () => {
    const files = startupFiles(MANIFEST, [/^src\/auth\/keycloak-session\.ts$/]);
    expect(new Set(files)).toEqual(
      new Set(['assets/index.js', 'assets/kc.js', 'assets/keycloak.js', 'assets/vendor.js']),
    );
  });

  test("[OBS-02] a lazy module's size is its chunk and the imports the start has not loaded", () => {
    const startup = startupFiles(MANIFEST, [/^src\/auth\/keycloak-session\.ts$/]);
    const lazy = {
      ...MANIFEST,
      'src/assistant/index.tsx': { ...MANIFEST['src/assistant/index.tsx']!, imports: ['_markdown.js', '_vendor.js'] },
    };
    expect(lazyFiles(lazy, /^src\/assistant\/index\.tsx$/, startup).toSorted()).toEqual([
      'assets/assistant.js',
      'assets/markdown.js',
    ]);
    expect(lazyFiles(MANIFEST, /^src\/nothing\.ts$/, startup)).toEqual([]);
  });

  test('[PERF-01] reads the budget from the README sentence and notices when it is missing', () => {
    expect(readBudgetKiB('Startup JavaScript budget for `/pulse`: **230 KiB** gzip.')).toBe(230);
    expect(readBudgetKiB('no budget here')).toBeUndefined();
  });
});
