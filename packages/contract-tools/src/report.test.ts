// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { runCommandLine } from './args.ts';
import { CoverageRecorder, isPresent } from './coverage.ts';
import { buildReport, type Finding, type Report } from './findings.ts';
import { describeFinding, toHumanText, toJUnit } from './report.ts';
import { toMarkdown } from './report-markdown.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'contract-report-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const rootFinding: Finding = {
  class: 'breaking-for-portal',
  kind: 'type-changed',
  operationId: 'listCustomers',
  pointer: '',
  message: 'The field has another type.',
  expected: 'array',
  actual: 'object',
};

describe('[CON-10] output a backend engineer reads at a glance', () => {
  test('[CON-10] the body-root pointer is printed as such, in the text, JUnit and Markdown', () => {
    const report = buildReport(
      'contract:diff',
      { provider: 'x.yaml' },
      ['listCustomers'],
      [{ operationId: 'listCustomers', name: 'GET /customers', status: 'failed' }],
      [rootFinding],
    );
    expect(describeFinding(rootFinding)).toContain('listCustomers  (response body)');
    expect(toJUnit(report)).toContain('message="type-changed at (response body)"');
    expect(toMarkdown(report)).toContain(
      '| breaking-for-portal | type-changed | listCustomers | (response body) | array | object |',
    );
    expect(toHumanText(report, [])).not.toMatch(/listCustomers {2}\n/);
  });

  test('[CON-10] the Markdown summary: verdict, counts, calls (✗ only for failing ones) and escaped cells', () => {
    const info: Finding = { ...rootFinding, class: 'info', kind: 'field-added', pointer: '/logo|Url', actual: 'a|b' };
    const report: Report = buildReport(
      'contract:check',
      { baseUrl: 'http://127.0.0.1:1' },
      ['getCustomer'],
      [{ operationId: 'getCustomer', name: 'GET /customers/c-1', status: 'passed', detail: '1 info finding(s)' }],
      [info],
    );
    const markdown = toMarkdown(report);
    expect(markdown).toMatch(/^## contract:check: ✅ exit 0 \(clean\)\n/);
    expect(markdown).toContain('**0** breaking-for-portal · **0** drift · **0** spec-debt · **1** info');
    expect(markdown).toContain('| ✓ | GET /customers/c-1 | getCustomer | 1 info finding(s) |');
    expect(markdown).toContain('| info | field-added | listCustomers | `/logo\\|Url` | array | a\\|b |');
  });
});

/** What springdoc publishes for an id without `@Size(min = 1)`. */
const widened = (operationId: string): Finding => ({
  class: 'info',
  kind: 'constraint-widened',
  operationId,
  pointer: '#/parameters/query/customerId',
  message: 'The provider accepts as few as 0 characters; the portal sends at least 1.',
  expected: 'minLength 1',
  actual: 'minLength none',
  constraint: 'minLength',
});

describe('[CON-10] what the portal cannot notice is counted, not listed', () => {
  const report = buildReport(
    'contract:diff',
    { provider: 'api-docs.yaml' },
    ['listCustomers', 'getCustomer'],
    [{ operationId: 'getCustomer', name: 'GET /customers/{id}', status: 'failed' }],
    [widened('listCustomers'), { ...rootFinding, operationId: 'getCustomer' }, widened('getCustomer')],
  );
  const line =
    'Not listed: 2 info findings constraint-widened (the provider accepts more than the portal sends, which the portal cannot notice); contract-report.json lists them.';

  test('[CON-10] a widened constraint is left out of the text and the Markdown summary, one line counts it; the JSON report keeps it', () => {
    const text = toHumanText(report, []);
    const markdown = toMarkdown(report);
    for (const output of [text, markdown]) {
      expect(output).not.toContain('accepts as few as');
      expect(output).not.toContain('constraint-widened  ');
      expect(output).toContain(line);
    }
    expect(text).toContain('breaking-for-portal  type-changed  getCustomer  (response body)');
    expect(text).toContain('Summary: 1 breaking-for-portal, 0 drift, 0 spec-debt, 2 info; exit 1 (drift)');
    expect(markdown).toContain(
      '| breaking-for-portal | type-changed | getCustomer | (response body) | array | object |',
    );
    expect(markdown).not.toContain('| info | constraint-widened |');
    expect(report.findings.map((finding) => finding.kind)).toEqual([
      'type-changed',
      'constraint-widened',
      'constraint-widened',
    ]);
  });

  test('[CON-10] a run whose only findings are widenings prints no findings heading, only the count', () => {
    const quiet = { ...report, findings: report.findings.filter((finding) => finding.class === 'info') };
    expect(toHumanText(quiet, [])).not.toContain('Findings:');
    expect(toMarkdown(quiet)).not.toContain('| class | kind |');
    expect(toHumanText(quiet, [])).toContain(line);
  });
});

describe('[CON-07] an internal error: one line, exit 3, a report all the same', () => {
  test('[CON-07] an unexpected exception is not drift and not a stack trace', async () => {
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const previous = process.exitCode;
    try {
      await runCommandLine('contract:diff', 'Usage: …', async (_argv, context) => {
        context.out = dir;
        context.target = { provider: 'x.yaml' };
        throw new TypeError("Cannot read properties of undefined (reading 'schema')\n    at compare (diff.ts:1:1)");
      });
      expect(process.exitCode).toBe(3);
      expect(stderr.mock.calls.map(([text]) => String(text))).toEqual([
        "contract:diff: internal error (please report it): TypeError: Cannot read properties of undefined (reading 'schema')\n",
      ]);
    } finally {
      process.exitCode = previous;
      stderr.mockRestore();
    }
    const report: unknown = JSON.parse(await readFile(join(dir, 'contract-report.json'), 'utf8'));
    expect(report).toMatchObject({ exitCode: 3, target: { provider: 'x.yaml' }, findings: [] });
    expect(report).toHaveProperty('errors', [expect.stringMatching(/^internal error \(please report it\): TypeError/)]);
  });
});

describe('[CON-09] coverage of the fields the portal reads', () => {
  test('[CON-09] a field counts as seen when some answer has it (null too), with the reason when not', () => {
    expect(isPresent({ data: [{ role: null }] }, ['data', '*', 'role'])).toBe(true);
    expect(isPresent({ data: [] }, ['data', '*', 'role'])).toBe(false);
    const recorder = new CoverageRecorder();
    recorder.observe('getThreadMessages', { data: [] });
    recorder.skip('postMessage', 'a write: not sent without --allow-writes');
    const used = { api: 'assistant', method: 'GET', path: '/thread/{threadId}', calledFrom: [] };
    const coverage = recorder.coverage({
      source: 'test',
      operations: {
        getThreadMessages: { ...used, reads: ['/data', '/data/*/role'] },
        postMessage: { ...used, method: 'POST', reads: ['/message'] },
        getThread: { ...used, reads: ['/threadId'] },
      },
    });
    expect(coverage).toEqual({
      seen: 1,
      total: 4,
      unobserved: [
        { operationId: 'getThreadMessages', pointer: '/data/*/role', why: 'the list came empty' },
        { operationId: 'postMessage', pointer: '/message', why: 'a write: not sent without --allow-writes' },
        { operationId: 'getThread', pointer: '/threadId', why: 'no successful answer came' },
      ],
    });
  });
});
