import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { consoleErrorsProblem, expectConsoleError, takeConsoleErrors } from './console-errors';

// A child vitest run loads the component setup: seconds on a quiet machine, more on a loaded one.
vi.setConfig({ testTimeout: 120_000 });

/**
 * A list whose items lack keys: React warns "Each child in a list should have a unique key prop",
 * once per parent element type, so each test lists into an element of its own.
 */
const KeylessList = ({ parent }: { parent: string }) =>
  createElement(
    parent,
    null,
    ['a', 'b'].map((item) => createElement('span', null, item)),
  );

// Planted beside the real tests, so the dom project and its setup take it as one of theirs.
const PLANTED = `src/testing/planted-console-${process.pid}.test.tsx`;
const PLANTED_SOURCE = `import { render } from '@testing-library/react';
import { createElement } from 'react';
import { test } from 'vitest';
import { allowConsoleError, expectConsoleError } from '@/testing/console-errors';

const list = (parent: string) => createElement(parent, null, ['a', 'b'].map((item) => createElement('span', null, item)));

test('unexpected warning', () => void render(list('ul')));
test('allowed warning', () => {
  allowConsoleError(/unique "key" prop/);
  render(list('ol'));
});
test('expected warning never logged', () => expectConsoleError(/never logged/));
test("another module's console.error", () => console.error('not React'));
`;

type Outcome = { failed: boolean; message: string };
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&(?:#39|apos);/g, "'")
    .replace(/&amp;/g, '&');

/** Runs vitest on the planted file in a child process: each test's outcome by title, from its JUnit report. */
async function runPlanted(): Promise<Record<string, Outcome>> {
  const out = await mkdtemp(join(tmpdir(), 'portal-console-'));
  try {
    await writeFile(PLANTED, PLANTED_SOURCE);
    const report = join(out, 'junit.xml');
    // Its own report only (JUnit, which the config does not write), never reports/unit.json.
    const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'dom', '--reporter=junit'];
    await new Promise<void>((resolve) =>
      execFile(process.execPath, [...args, `--outputFile.junit=${report}`, PLANTED], () => resolve()),
    );
    const xml = await readFile(report, 'utf8');
    const cases = xml.matchAll(/<testcase [^>]*\bname="([^"]*)"[^>]*>([\s\S]*?)<\/testcase>/g);
    return Object.fromEntries(
      [...cases].map(([, name = '', body = '']) => [
        unescape(name),
        { failed: body.includes('<failure'), message: unescape(body) },
      ]),
    );
  } finally {
    await Promise.all([rm(PLANTED, { force: true }), rm(out, { recursive: true, force: true })]);
  }
}

describe('[ARCH-07] a console.error from React fails the test', () => {
  it('[ARCH-07] an unexpected React warning fails its test; allowConsoleError and expectConsoleError opt in', async () => {
    const results = await runPlanted();
    expect(Object.keys(results)).toHaveLength(4);
    expect(results['unexpected warning']?.failed).toBe(true);
    expect(results['unexpected warning']?.message).toMatch(
      /React logged 1 console\.error the test did not expect \(ARCH-07\)[\s\S]*unique "key" prop/,
    );
    expect(results['allowed warning']).toEqual({ failed: false, message: expect.any(String) });
    expect(results['expected warning never logged']?.failed).toBe(true);
    expect(results['expected warning never logged']?.message).toMatch(/No console\.error matched/);
    // Code other than React's may log: it prints, as before, and fails nothing.
    expect(results["another module's console.error"]?.failed).toBe(false);
  });

  it('[ARCH-07] the check reports the warning React logged, and how to opt in', () => {
    render(createElement(KeylessList, { parent: 'dl' }));
    const problem = consoleErrorsProblem(takeConsoleErrors());
    expect(problem).toMatch(/unique "key" prop[\s\S]*/);
    expect(problem).toMatch(/allowConsoleError or expectConsoleError/);
    // Taken: nothing is left for the check after this test.
    expect(consoleErrorsProblem(takeConsoleErrors())).toBeUndefined();
  });

  it('[ARCH-07] a test that expects the warning opts in: it is silenced and the test passes', () => {
    expectConsoleError(/unique "key" prop/);
    render(createElement(KeylessList, { parent: 'menu' }));
    // It rendered; the check after the test finds the warning logged, as expected, and passes.
    expect(document.querySelectorAll('menu > span')).toHaveLength(2);
  });
});
