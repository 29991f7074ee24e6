// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { npmScript, runGroup, type Command } from './step-group.ts';

const scratch = mkdtempSync(join(tmpdir(), 'step-group-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * A step that writes `lines` (to both streams, alternately) with `delayMs` between them, then exits
 * with `code`. With `waitFor` it first waits until that file exists (at most 20 s); with `create` it
 * creates that file first.
 */
const step = (
  name: string,
  lines: string[],
  delayMs: number,
  { code = 0, waitFor, create }: { code?: number; waitFor?: string; create?: string } = {},
): Command => ({
  name,
  command: process.execPath,
  args: [
    '-e',
    `const fs = require('node:fs');
     const lines = ${JSON.stringify(lines)};
     ${create ? `fs.writeFileSync(${JSON.stringify(create)}, '');` : ''}
     let i = 0;
     const next = () => {
       if (i === lines.length) process.exit(${code});
       (i % 2 ? process.stderr : process.stdout).write(lines[i++] + '\\n');
       setTimeout(next, ${delayMs});
     };
     const waitFor = ${JSON.stringify(waitFor ?? null)};
     const until = Date.now() + 20_000;
     const wait = () => (!waitFor || fs.existsSync(waitFor) ? next() : Date.now() > until ? process.exit(9) : setTimeout(wait, 20));
     wait();`,
  ],
});

describe('[TEST-04] npm test runs a group of steps at the same time', () => {
  test('[TEST-04] steps run at once; each output is printed whole, in the given order, with its status', async () => {
    const written: string[] = [];
    // The first step can only finish once the second has started (one after the other, it would
    // wait its 20 s and exit 9), and its output must still come first, not mixed with the second's.
    const marker = join(scratch, 'second-started');
    const results = await runGroup(
      [
        step('slow', ['s1', 's2', 's3'], 100, { waitFor: marker }),
        step('fast', ['f1', 'f2'], 10, { code: 3, create: marker }),
      ],
      (text) => written.push(text),
    );
    expect(written).toEqual([
      '\n▶ npm run slow (beside fast)\ns1\ns2\ns3\n',
      '\n▶ npm run fast (beside slow)\nf1\nf2\n',
    ]);
    expect(results.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'slow', status: 0 },
      { name: 'fast', status: 3 },
    ]);
    for (const result of results) expect(result.seconds).toBeGreaterThan(0);
  });

  test('[TEST-04] a step that cannot start fails with the reason in its output, the others still run', async () => {
    const written: string[] = [];
    const results = await runGroup(
      [{ name: 'missing', command: '/nonexistent/tool', args: [] }, step('ok', ['done'], 0)],
      (text) => written.push(text),
    );
    expect(results.map((result) => result.status)).toEqual([1, 0]);
    expect(written[0]).toMatch(
      /^\n▶ npm run missing \(beside ok\)\nmissing: could not start \/nonexistent\/tool: .*ENOENT/,
    );
    expect(written[1]).toBe('\n▶ npm run ok (beside missing)\ndone\n');
  });

  test('[TEST-04] a step is `npm run --silent <script>`', () => {
    expect(npmScript('typecheck')).toEqual({
      name: 'typecheck',
      command: 'npm',
      args: ['run', '--silent', 'typecheck'],
    });
  });
});
