// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { startupGroups, type ProbedChunk } from './startup-chunks-plugin.ts';

const chunk = (
  fileName: string,
  modules: Record<string, number>,
  {
    imports = [],
    isEntry = false,
    facade = null,
  }: { imports?: string[]; isEntry?: boolean; facade?: string | null } = {},
): ProbedChunk => ({
  fileName,
  isEntry,
  facadeModuleId: facade,
  imports,
  modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
});

// An ordinary build's chunks, as the bundler splits them by sets of importers.
const OUTPUT: ProbedChunk[] = [
  chunk('index.js', { '/r/src/main.tsx': 10, '/r/src/config/load.ts': 5 }, { isEntry: true, imports: ['zod.js'] }),
  chunk('zod.js', { '/r/node_modules/zod/mini.js': 50 }),
  chunk(
    'keycloak.js',
    { '/r/src/auth/keycloak-session.ts': 9, '/r/node_modules/keycloak-js/k.js': 40 },
    {
      facade: '/r/src/auth/keycloak-session.ts',
      imports: ['index.js'],
    },
  ),
  chunk(
    'start-app.js',
    { '/r/src/app/start-app.tsx': 3, '/r/src/shell/header.tsx': 4 },
    {
      facade: '/r/src/app/start-app.tsx',
      imports: ['react.js', 'joy-button.js', 'index.js'],
    },
  ),
  chunk('react.js', { '/r/node_modules/react/index.js': 100 }),
  chunk('joy-button.js', { '/r/node_modules/@mui/joy/Button.js': 20, '/r/node_modules/@mui/base/Popper.js': 0 }),
  chunk('table.js', { '/r/node_modules/@mui/joy/Table.js': 15 }),
  chunk(
    'pulse-page.js',
    { '/r/src/areas/pulse/pulse-page.tsx': 2 },
    {
      facade: '/r/src/areas/pulse/pulse-page.tsx',
      imports: ['react.js', 'table.js'],
    },
  ),
  chunk(
    'menu.js',
    { '/r/src/shell/menu.tsx': 2, '/r/node_modules/@mui/base/Menu.js': 30 },
    {
      facade: '/r/src/shell/menu.tsx',
      imports: ['react.js', 'popper.js'],
    },
  ),
  chunk('popper.js', { '/r/node_modules/@popperjs/core.js': 25 }),
];

describe('the startup chunk groups (PERF-10)', () => {
  const groups = startupGroups(OUTPUT);

  test('[PERF-10] boot: what the entry loads by static imports, zod included', () => {
    expect([...groups.boot].toSorted()).toEqual([
      '/r/node_modules/zod/mini.js',
      '/r/src/config/load.ts',
      '/r/src/main.tsx',
    ]);
  });

  test('[PERF-10] [PERF-05] the sign-in: keycloak-js and its module, nothing of the application and nothing of boot', () => {
    expect([...groups.signIn].toSorted()).toEqual([
      '/r/node_modules/keycloak-js/k.js',
      '/r/src/auth/keycloak-session.ts',
    ]);
  });

  test('[PERF-10] the application: its entry, its static imports and what the area pages load beside their own, not what the output left out', () => {
    expect([...groups.application].toSorted()).toEqual([
      '/r/node_modules/@mui/joy/Button.js',
      '/r/node_modules/@mui/joy/Table.js',
      '/r/node_modules/react/index.js',
      '/r/src/app/start-app.tsx',
      '/r/src/shell/header.tsx',
    ]);
    // A menu's own code and Popper stay where only lazy chunks use them; a tree-shaken module is no one's.
    for (const lazyOnly of ['/r/node_modules/@popperjs/core.js', '/r/node_modules/@mui/base/Popper.js'])
      expect(groups.application.has(lazyOnly)).toBe(false);
  });

  test('[PERF-10] without the application entry only what the area pages load beside their own is grouped', () => {
    const without = startupGroups(OUTPUT.filter((item) => item.fileName !== 'start-app.js'));
    expect([...without.application].toSorted()).toEqual([
      '/r/node_modules/@mui/joy/Table.js',
      '/r/node_modules/react/index.js',
    ]);
  });
});
