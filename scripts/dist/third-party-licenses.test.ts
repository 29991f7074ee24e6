import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { THIRD_PARTY_LICENSES_FILE } from '../../tools/build/third-party-licenses.ts';

/** The package names the licences file lists (its `Name:` lines). */
const listedPackages = (dist: string) =>
  readFileSync(join(dist, THIRD_PARTY_LICENSES_FILE), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('Name: '))
    .map((line) => line.slice('Name: '.length));

describe('third-party licences file', () => {
  test('[POP-03] the production build ships it, listing the runtime packages with their licence texts', () => {
    expect(existsSync(join('dist', THIRD_PARTY_LICENSES_FILE))).toBe(true);
    const listed = listedPackages('dist');
    for (const name of ['react', 'react-dom', '@mui/joy', '@tanstack/react-query', 'i18next', 'keycloak-js']) {
      expect(listed, name).toContain(name);
    }
    expect(new Set(listed).size).toBe(listed.length);
    const text = readFileSync(join('dist', THIRD_PARTY_LICENSES_FILE), 'utf8');
    expect(text).toContain('Permission is hereby granted, free of charge');
  });

  test('[POP-03] [BUILD-03] it lists no package that only tests, mocks or tools use', () => {
    const listed = listedPackages('dist');
    for (const name of ['msw', '@msw/data', 'vitest', '@faker-js/faker', 'oidc-provider', 'vite', 'orval', 'typescript']) {
      expect(listed, name).not.toContain(name);
    }
  });

  test('[POP-03] the mock build has one too, and the check sees the mock-only packages there', () => {
    const listed = listedPackages('dist-mock');
    expect(listed).toContain('react');
    expect(listed).toContain('msw');
  });
});
