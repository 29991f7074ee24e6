// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const SCRIPT = join(import.meta.dirname, 'release-publish.ts');
const publish = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

describe('npm run release:publish', () => {
  test('[PLUG-08] refuses, before building anything, to publish without a registry, to a non-URL or to the public registry', () => {
    const cases: [string[], RegExp][] = [
      [[], /^release:publish: --registry URL is required/],
      [['--registry', 'npm.example.com'], /^release:publish: --registry must be an http\(s\) URL/],
      [
        ['--registry', 'https://registry.npmjs.org/'],
        /is the public registry: @portal\/\* is published only to the company's registry\.$/m,
      ],
      [['--registry', 'https://npm.example.com/', '--bogus'], /^release:publish: Unknown option '--bogus'/],
    ];
    for (const [args, message] of cases) {
      const result = publish(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stdout, args.join(' ')).toBe('');
    }
  });
});
