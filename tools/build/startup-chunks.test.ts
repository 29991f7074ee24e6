import { describe, expect, test } from 'vitest';
import { readBudgetKiB, startupFiles, type ManifestChunk } from './startup-chunks.ts';

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

  test('[PERF-01] reads the budget from the README sentence and notices when it is missing', () => {
    expect(readBudgetKiB('Startup JavaScript budget for `/pulse`: **230 KiB** gzip.')).toBe(230);
    expect(readBudgetKiB('no budget here')).toBeUndefined();
  });
});
