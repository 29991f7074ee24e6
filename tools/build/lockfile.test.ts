// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { danglingOptionalDependencies, pruneDanglingOptionalDependencies, type Lockfile } from './lockfile.ts';

const lock: Lockfile = {
  packages: {
    '': {},
    'node_modules/linter': { optionalDependencies: { 'binding-linux': '1.0.0', 'binding-darwin': '1.0.0' } },
    'node_modules/binding-linux': {},
    'node_modules/outer/node_modules/inner': { optionalDependencies: { hoisted: '1.0.0', nowhere: '1.0.0' } },
    'node_modules/hoisted': {},
  },
};

describe('package-lock.json stays installable by npm ci', () => {
  it('[BUILD-02] finds optional dependencies the lock names but does not contain, resolving upwards', () => {
    expect(danglingOptionalDependencies(lock)).toEqual([
      'node_modules/linter → binding-darwin',
      'node_modules/outer/node_modules/inner → nowhere',
    ]);
  });

  it('[BUILD-02] pruning drops exactly those and keeps everything else', () => {
    const pruned = pruneDanglingOptionalDependencies(lock);
    expect(danglingOptionalDependencies(pruned)).toEqual([]);
    expect(pruned.packages['node_modules/linter']?.optionalDependencies).toEqual({ 'binding-linux': '1.0.0' });
    expect(pruned.packages['node_modules/outer/node_modules/inner']?.optionalDependencies).toEqual({
      hoisted: '1.0.0',
    });
  });

  it('[BUILD-02] the committed lock has no dangling optional dependency (npm ci would refuse it)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    expect(danglingOptionalDependencies(committed)).toEqual([]);
  });
});
