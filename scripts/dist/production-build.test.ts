import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { PERSONAS } from '../../mocks/personas.ts';

const DIST = 'dist';
const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(js|html|css|json|txt)$/.test(f));
const text = files.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');

describe('production build', () => {
  test('[BUILD-03] ships no service worker script and no mock config', () => {
    expect(existsSync(join(DIST, 'mockServiceWorker.js'))).toBe(false);
    expect(existsSync(join(DIST, 'config.json'))).toBe(false);
    expect(files.length).toBeGreaterThan(0);
  });

  test('[BUILD-03] contains no msw, no faker and no mock modules', () => {
    for (const marker of ['mockServiceWorker', 'setupWorker', 'MSW_COOKIE', '@faker-js', 'faker.seed', 'startMockBackend', 'mock.scenario', 'mock.persona']) {
      expect(text, marker).not.toContain(marker);
    }
  });

  test('[BUILD-03] contains no persona', () => {
    for (const persona of PERSONAS) {
      expect(text, persona.email).not.toContain(persona.email);
      expect(text, persona.name).not.toContain(persona.name);
    }
  });
});

describe('what the startup does not carry', () => {
  // A message of axios' fetch adapter: the portal sends over XHR, so vite.config.ts leaves the adapter out (PERF-01).
  const FETCH_ADAPTER = 'Stream request bodies are not supported';

  test("[PERF-01] axios' fetch adapter is not shipped", () => {
    expect(text).toContain('XMLHttpRequest');
    expect(text).not.toContain(FETCH_ADAPTER);
  });

  test("[PERF-01] the marker is axios' own: it is in the installed package", () => {
    expect(readFileSync('node_modules/axios/lib/adapters/fetch.js', 'utf8')).toContain(FETCH_ADAPTER);
  });
});

describe('the check itself', () => {
  test('[BUILD-03] finds the markers in the mock build, so it would notice them leaking into production', () => {
    const mockDist = 'dist-mock';
    const mockFiles = readdirSync(mockDist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    const mockText = mockFiles.map((f) => readFileSync(join(mockDist, f), 'utf8')).join('\n');
    expect(existsSync(join(mockDist, 'mockServiceWorker.js'))).toBe(true);
    expect(mockText).toContain('mock.persona');
    expect(PERSONAS.some((persona) => mockText.includes(persona.email))).toBe(true);
  });
});
