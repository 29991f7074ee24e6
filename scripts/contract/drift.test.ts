// @vitest-environment node
/**
 * The contract tools end to end against the drift fixture and the mock backend, both served on
 * 127.0.0.1 by this test process: each case runs the package's commands (`portal-contract check|diff`,
 * portal-contract.ts) in this process with streams and an environment of its own, so the catalogue
 * loads the tools once instead of once per call; "the bin" at the end runs the real command line
 * (the bin from source, child processes) on a case of each exit code and finds the same.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/http.ts';
import { findPersona } from '../../mocks/personas.ts';
import { SEEDED_THREAD_ID } from '../../mocks/seed-data.ts';
import { createMockToken } from '../../mocks/token.ts';
import { portalContract, type Finding, type Report } from '@portal/contract-tools';
import { startDriftFixture, type MutationName } from './drift-fixture.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const CLI = 'packages/contract-tools/src/cli.ts';

// Each case sends many requests, several cases at once, on a shared machine: generous, and nothing here measures speed.
vi.setConfig({ testTimeout: 180_000 });

// Fixed ports, shifted like every other test server's when several checkouts test on one machine.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
const FIXTURE_PORT = 4781 + PORT_OFFSET;
const MOCK_PORT = 4782 + PORT_OFFSET;
const CLOSED_PORT = 4783 + PORT_OFFSET;

const admin = findPersona('admin');
if (!admin) throw new Error('The admin persona is missing.');
const TOKEN_ENV = { CONTRACT_TEST_TOKEN: createMockToken(admin) };

/** What a run gave: exit code, output, and the reports it wrote into `out`. */
type Run = { code: number; stdout: string; stderr: string; out: string; report?: Report; junit?: string };
type Tool = 'check' | 'diff';

const scratch: string[] = [];

/** A new folder for a run's reports (removed after the file). */
async function outDir(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'contract-'));
  scratch.push(out);
  return out;
}

/** The report files a run wrote into `out` (undefined: not written). */
async function reportsIn(out: string): Promise<Pick<Run, 'report' | 'junit'>> {
  const read = (name: string) => readFile(join(out, name), 'utf8').catch(() => undefined);
  const json = await read('contract-report.json');
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion -- JSON the tool under test wrote; the assertions on its findings fail on any other shape
  const report = json === undefined ? undefined : (JSON.parse(json) as Report);
  return { report, junit: await read('contract-junit.xml') };
}

/** Runs `portal-contract <tool>` in this process: the bin's commands with their own output and environment. */
async function run(tool: Tool, args: string[], env: Record<string, string> = TOKEN_ENV): Promise<Run> {
  const out = await outDir();
  let stdout = '';
  let stderr = '';
  const code = await portalContract([tool, ...args, '--out', out], {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: { ...process.env, ...env },
  });
  return { code, stdout, stderr, out, ...(await reportsIn(out)) };
}

/** Runs the package's bin from source as a child process (`node cli.ts <tool>`; the built bin is the pack test's, scripts/dist/contract-tools-pack.test.ts). */
async function runBin(tool: Tool, args: string[], env: Record<string, string> = TOKEN_ENV): Promise<Run> {
  const out = await outDir();
  const argv = ['--import', './scripts/contract/register.ts', CLI, tool, ...args, '--out', out];
  const result = await new Promise<Pick<Run, 'code' | 'stdout' | 'stderr'>>((resolve) => {
    execFile(
      process.execPath,
      argv,
      { cwd: ROOT, env: { ...process.env, ...env }, timeout: 170_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      },
    );
  });
  return { ...result, out, ...(await reportsIn(out)) };
}

/** contract:check against the mock backend with the admin's token. */
const checkBackend = (...extra: string[]) =>
  run('check', ['--base-url', backend.url, '--token-env', 'CONTRACT_TEST_TOKEN', ...extra]);

/** contract:check against one mutation of the drift fixture. */
const checkFixture = (mutation: string, ...extra: string[]) =>
  run('check', ['--base-url', `${fixture.url}/${mutation}`, '--token-env', 'CONTRACT_TEST_TOKEN', ...extra]);

/** operationId, kind, class and pointer of each finding, sorted: what the catalogue asserts. */
const summarise = (findings: Finding[] = []) =>
  findings.map((finding) => [finding.operationId, finding.kind, finding.class, finding.pointer].join(' ')).toSorted();

type Expectation = {
  api: 'actuator' | 'customer' | 'assistant';
  check: string[];
  diff: string[];
  /** Extra contract:check flags the mutation needs to show (a body is only sent with --allow-writes). */
  checkArgs?: string[];
  /** Calls of an operation with a failing finding that pass all the same (other values of its enum). */
  passing?: string[];
};

/** The mutations of CON-15: a read field never returned, a request body media type no longer accepted. */
type Con15Mutation = 'write-only-field' | 'changed-request-media-type';

/** Every mutation of the CON-04..08 and CON-14 catalogue and exactly what each tool must report. */
const CATALOGUE: Record<Exclude<MutationName, 'none' | 'service-paths' | Con15Mutation>, Expectation> = {
  'renamed-field': {
    api: 'customer',
    check: [
      'getCustomer field-renamed breaking-for-portal /customerName',
      'listCustomers field-renamed breaking-for-portal /0/customerName',
    ],
    diff: [
      'getCustomer field-renamed breaking-for-portal /customerName',
      'listCustomers field-renamed breaking-for-portal /*/customerName',
    ],
  },
  'retyped-field': {
    api: 'actuator',
    check: ['getServiceInfo type-changed breaking-for-portal /git/commit/time'],
    diff: ['getServiceInfo type-changed breaking-for-portal /git/commit/time'],
  },
  'new-enum-value': {
    api: 'assistant',
    check: ['getThreadMessages enum-value-added breaking-for-portal /data/0/content/0/type'],
    diff: ['getThreadMessages enum-value-added breaking-for-portal /data/*/content/*/type'],
  },
  'removed-operation': {
    api: 'customer',
    check: ['getCustomer operation-missing breaking-for-portal #'],
    diff: ['getCustomer operation-missing breaking-for-portal #'],
  },
  'new-required-parameter': {
    api: 'customer',
    check: ['listCustomers request-rejected breaking-for-portal #/parameters'],
    diff: ['listCustomers parameter-required breaking-for-portal #/parameters/query/page'],
  },
  'new-optional-parameter': {
    api: 'customer',
    check: [],
    diff: ['listCustomers parameter-added info #/parameters/query/page'],
  },
  'nullable-field': {
    api: 'customer',
    check: [
      'getCustomer nullable breaking-for-portal /customerAbbreviation',
      'listCustomers nullable breaking-for-portal /0/customerAbbreviation',
    ],
    diff: [
      'getCustomer nullable breaking-for-portal /customerAbbreviation',
      'listCustomers nullable breaking-for-portal /*/customerAbbreviation',
    ],
  },
  'changed-status': {
    api: 'assistant',
    check: ['getThread status-changed breaking-for-portal #/responses'],
    diff: ['getThread status-changed breaking-for-portal #/responses/200'],
  },
  'changed-content-type': {
    api: 'actuator',
    check: ['getServiceInfo content-type-changed breaking-for-portal #/responses/200/content'],
    diff: ['getServiceInfo content-type-changed breaking-for-portal #/responses/200/content/application~1json'],
  },
  'changed-path': {
    api: 'customer',
    check: ['getCustomer operation-missing breaking-for-portal #'],
    diff: ['getCustomer path-changed breaking-for-portal #'],
  },
  'changed-method': {
    api: 'assistant',
    check: ['getThread method-changed breaking-for-portal #'],
    diff: ['getThread method-changed breaking-for-portal #'],
  },
  'retyped-body-field': {
    api: 'assistant',
    checkArgs: ['--allow-writes'],
    check: ['postMessage request-rejected breaking-for-portal #/parameters'],
    diff: ['postMessage type-changed breaking-for-portal #/requestBody/message'],
  },
  'dropped-enum': {
    api: 'assistant',
    check: ['getThreadMessages enum-value-added breaking-for-portal /data/0/content/0/type'],
    diff: ['getThreadMessages enum-removed breaking-for-portal /data/*/content/*/type'],
  },
  'changed-format': {
    api: 'actuator',
    check: ['getServiceInfo format-changed breaking-for-portal /git/commit/time'],
    diff: ['getServiceInfo format-changed breaking-for-portal /git/commit/time'],
  },
  'optional-field': {
    api: 'customer',
    check: [
      'getCustomer field-missing breaking-for-portal /validEmailDomains',
      'listCustomers field-missing breaking-for-portal /0/validEmailDomains',
    ],
    diff: [
      'getCustomer field-optional breaking-for-portal /validEmailDomains',
      'listCustomers field-optional breaking-for-portal /*/validEmailDomains',
    ],
  },
  'added-field': {
    api: 'customer',
    check: ['getCustomer field-added info /logoUrl', 'listCustomers field-added info /0/logoUrl'],
    diff: ['getCustomer field-added info /logoUrl', 'listCustomers field-added info /*/logoUrl'],
  },
  'retyped-unused-field': {
    api: 'assistant',
    check: ['getThreadMessages type-changed drift /data/3/content/0/text/annotations/0/start_index'],
    diff: ['getThreadMessages type-changed spec-debt /data/*/content/*/text/annotations/*/start_index'],
  },
  'sent-max-length': {
    api: 'assistant',
    checkArgs: ['--allow-writes'],
    check: ['postMessage value-refused breaking-for-portal #/requestBody/message'],
    diff: ['postMessage constraint-tightened breaking-for-portal #/requestBody/message'],
  },
  'sent-min-length': {
    api: 'assistant',
    checkArgs: ['--allow-writes'],
    check: ['postMessage value-refused breaking-for-portal #/requestBody/message'],
    diff: ['postMessage constraint-tightened breaking-for-portal #/requestBody/message'],
  },
  'sent-widened': {
    api: 'assistant',
    checkArgs: ['--allow-writes'],
    check: [],
    diff: ['postMessage constraint-widened info #/requestBody/message'],
  },
  'sent-pattern': {
    api: 'actuator',
    check: ['getServiceInfo value-refused breaking-for-portal #/parameters/path/service'],
    diff: ['getServiceInfo constraint-tightened breaking-for-portal #/parameters/path/service'],
    passing: ['GET /actuator/info/gateway', 'GET /actuator/info/hub'],
  },
  'sent-format': {
    api: 'assistant',
    check: ['getThreadMessages value-refused breaking-for-portal #/parameters/path/threadId'],
    diff: [
      'getThreadMessages constraint-unproven breaking-for-portal #/parameters/path/threadId',
      'postMessage constraint-unproven breaking-for-portal #/requestBody/threadId',
    ],
  },
  'sent-query-max-length': {
    api: 'customer',
    checkArgs: ['--customer', 'c-0001'],
    // getCustomer waits for the listed customer's id, which the refused list does not give.
    check: ['listCustomers value-refused breaking-for-portal #/parameters/query/customerId'],
    diff: [
      'getCustomer constraint-tightened breaking-for-portal #/parameters/query/customerId',
      'listCustomers constraint-tightened breaking-for-portal #/parameters/query/customerId',
    ],
  },
};

/** The CON-15 mutations: contract:check sees the field missing and the body refused (415), contract:diff why. */
const CON15_CATALOGUE: Record<Con15Mutation, Expectation> = {
  'write-only-field': {
    api: 'customer',
    check: [
      'getCustomer field-missing breaking-for-portal /customerName',
      'listCustomers field-missing breaking-for-portal /0/customerName',
    ],
    diff: [
      'getCustomer field-write-only breaking-for-portal /customerName',
      'listCustomers field-write-only breaking-for-portal /*/customerName',
    ],
  },
  'changed-request-media-type': {
    api: 'assistant',
    checkArgs: ['--allow-writes'],
    check: ['postMessage media-type-refused breaking-for-portal #/requestBody/content/application~1json'],
    diff: ['postMessage media-type-removed breaking-for-portal #/requestBody/content/application~1json'],
  },
};

/** Whether one of the expected findings has a class that fails the run. */
const fails = (lines: string[], classes: string[]) => lines.some((line) => classes.includes(line.split(' ')[2] ?? ''));
/** Whether an expected finding fails the operation's call (anything but info). */
const failingIn = (lines: string[], operationId: string) =>
  lines.some((line) => line.startsWith(`${operationId} `) && !line.includes(' info '));

let fixture: MockHttpServer;
let backend: MockHttpServer;
const seen: { method: string; url: URL }[] = [];

beforeAll(async () => {
  // Idle limits longer than the whole file (afterAll closes both): the mock backend waits for the catalogue.
  fixture = await startDriftFixture({ port: FIXTURE_PORT, maxRequests: 2000, idleTimeoutMs: 900_000 });
  backend = await startMockHttpServer({
    port: MOCK_PORT,
    maxRequests: 500,
    idleTimeoutMs: 900_000,
    intercept: (request, next) => {
      seen.push({ method: request.method, url: new URL(request.url) });
      return next(request);
    },
  });
});

afterAll(async () => {
  await Promise.all([fixture.close(), backend.close()]);
  await Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('[CON-04] the drift fixture', () => {
  test.concurrent.each(['actuator', 'customer', 'assistant'])(
    '[CON-04] [CON-03] the unchanged %s spec yields zero findings in contract:diff',
    async (api) => {
      const diff = await run('diff', [`${fixture.url}/none/v3/api-docs/${api}`]);
      expect(diff.stderr).toBe('');
      expect(diff.report?.findings).toEqual([]);
      expect(diff.code).toBe(0);
    },
  );

  test('[CON-04] [CON-02] the unchanged backend yields zero findings in contract:check', async () => {
    const check = await checkFixture('none');
    expect(check.report?.findings).toEqual([]);
    expect(check.report?.errors).toEqual([]);
    expect(check.code).toBe(0);
  });

  // Each mutation's title names the requirements it proves, then the mutation.
  test.concurrent.each([
    ...Object.entries(CATALOGUE).map(
      ([mutation, expected]) =>
        ['[CON-04] [CON-05] [CON-06] [CON-08] [CON-14] [CON-02] [CON-03]', mutation, expected] as const,
    ),
    ...Object.entries(CON15_CATALOGUE).map(
      ([mutation, expected]) => ['[CON-15] [CON-04] [CON-02] [CON-03]', mutation, expected] as const,
    ),
  ])('%s %s is found by both tools with the right class and pointer', async (_requirements, mutation, expected) => {
    const [check, diff] = await Promise.all([
      checkFixture(mutation, ...(expected.checkArgs ?? [])),
      run('diff', [`${fixture.url}/${mutation}/v3/api-docs/${expected.api}`]),
    ]);
    expect(summarise(check.report?.findings)).toEqual(expected.check);
    expect(check.report?.errors).toEqual([]);
    expect(check.code).toBe(fails(expected.check, ['breaking-for-portal', 'drift']) ? 1 : 0);
    // [CON-10] A call is ✗ only for what fails the run, never for info alone.
    const sent = (check.report?.outcomes ?? []).filter((outcome) => outcome.status !== 'skipped');
    const failing = (outcome: { operationId: string; name: string }) =>
      failingIn(expected.check, outcome.operationId) && !expected.passing?.includes(outcome.name);
    expect(sent.map((outcome) => `${outcome.operationId} ${outcome.status}`)).toEqual(
      sent.map((outcome) => `${outcome.operationId} ${failing(outcome) ? 'failed' : 'passed'}`),
    );
    expect(summarise(diff.report?.findings)).toEqual(expected.diff);
    // Only what the portal uses can be breaking; a finding of another class does not fail the diff.
    expect(diff.code).toBe(fails(expected.diff, ['breaking-for-portal']) ? 1 : 0);
    // The human output names the operation and the pointer of each finding; a widening the portal
    // cannot notice is only counted there (CON-10), the JSON report lists it.
    const output = check.stdout + diff.stdout;
    const lines = [...(check.report?.findings ?? []), ...(diff.report?.findings ?? [])].map(
      (finding) => `${finding.kind}  ${finding.operationId}  ${finding.pointer}`,
    );
    const widenings = lines.filter((line) => line.startsWith('constraint-widened  '));
    expect(lines.filter((line) => output.includes(line))).toEqual(lines.filter((line) => !widenings.includes(line)));
    expect(/Not listed: \d+ info findings? constraint-widened/.test(output)).toBe(widenings.length > 0);
  });
});

/** The customer document the drift fixture publishes under a mutation. */
const customerDoc = (mutation: MutationName) => `${fixture.url}/${mutation}/v3/api-docs/customer`;
const PREFIX = ['--path-prefix', '/customer-management'];

describe('[CON-13] the gateway prefix is applied once', () => {
  test.concurrent(
    '[CON-13] a document whose paths carry the prefix: the same clean answer with and without --path-prefix',
    async () => {
      const [without, withPrefix, withSlash] = await Promise.all([
        run('diff', [customerDoc('none')]),
        run('diff', [customerDoc('none'), ...PREFIX]),
        run('diff', [customerDoc('none'), '--path-prefix', '/customer-management/']),
      ]);
      for (const diff of [without, withPrefix, withSlash]) {
        expect(diff.stderr).toBe('');
        expect(diff.report?.findings).toEqual([]);
        expect(diff.code).toBe(0);
      }
    },
  );

  test.concurrent(
    "[CON-13] the service's own paths: clean with --path-prefix, moved (with the hint) without",
    async () => {
      const [withPrefix, without] = await Promise.all([
        run('diff', [customerDoc('service-paths'), ...PREFIX]),
        run('diff', [customerDoc('service-paths')]),
      ]);
      expect(withPrefix.report?.findings).toEqual([]);
      expect(withPrefix.code).toBe(0);
      const moved = without.report?.findings ?? [];
      expect(moved.length).toBeGreaterThan(0);
      expect(
        moved.every((finding) => finding.kind === 'path-changed' && /pass --path-prefix/.test(finding.message)),
      ).toBe(true);
      expect(without.code).toBe(1);
    },
  );
});

describe('[CON-02] contract:check against the mock backend', () => {
  test('[CON-02] replays every GET the portal uses through the http client, finds nothing, sends no write and writes both reports', async () => {
    seen.length = 0;
    const check = await checkBackend('--customer', 'c-0001');
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    expect(check.report?.findings).toEqual([]);
    const outcomes = check.report?.outcomes ?? [];
    expect(outcomes.filter((outcome) => outcome.operationId === 'getServiceInfo')).toHaveLength(7);
    for (const operationId of ['getServiceInfo', 'listCustomers', 'getCustomer', 'getThread', 'getThreadMessages']) {
      expect(outcomes.find((outcome) => outcome.operationId === operationId)?.status).toBe('passed');
    }
    expect(outcomes.find((outcome) => outcome.operationId === 'postMessage')).toMatchObject({ status: 'skipped' });
    expect(seen.map((request) => request.method).every((method) => method === 'GET')).toBe(true);
    // The real http client: the bearer token and the selected customer, exactly once, on every request.
    for (const request of seen) expect(request.url.searchParams.getAll('customerId')).toEqual(['c-0001']);
    expect(check.junit).toContain('<testsuite name="contract:check" tests="12" failures="0" errors="0" skipped="1">');
    expect(check.stdout).toMatch(/Summary: 0 breaking-for-portal, 0 drift, 0 spec-debt, 0 info; exit 0/);
  });

  test('[CON-09] says what it could not observe: a coverage line, an empty new thread, an unsent write', async () => {
    const check = await checkBackend();
    const coverage = check.report?.coverage;
    expect(coverage?.seen).toBeLessThan(coverage?.total ?? 0);
    expect(check.stdout).toContain(
      `Coverage: ${coverage?.seen} of ${coverage?.total} used response fields seen in live answers.`,
    );
    expect(check.stdout).toMatch(
      /not observed, getThreadMessages: the list came empty \(an existing thread: --thread ID.*\/data\/\*\/content\/\*\/text\/value/,
    );
    expect(check.stdout).toContain(
      'not observed, postMessage: a write: not sent without --allow-writes (--allow-writes sends it): /message',
    );
  });

  test('[CON-09] --thread checks the messages of an existing thread without writing', async () => {
    seen.length = 0;
    const check = await checkBackend('--thread', SEEDED_THREAD_ID);
    expect(check.code).toBe(0);
    expect(seen.map((request) => request.method).every((method) => method === 'GET')).toBe(true);
    expect(seen.map((request) => request.url.pathname)).toContain(`/thread/${SEEDED_THREAD_ID}`);
    const unobserved = check.report?.coverage?.unobserved.map((field) => field.operationId) ?? [];
    expect(unobserved.filter((operationId) => operationId !== 'postMessage')).toEqual([]);
  });

  test('[CON-10] a Markdown summary beside the JSON and JUnit reports, also appended to $GITHUB_STEP_SUMMARY', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-summary-'));
    scratch.push(dir);
    const stepSummary = join(dir, 'step-summary.md');
    await writeFile(stepSummary, '# earlier step\n');
    const check = await run(
      'check',
      ['--base-url', `${fixture.url}/retyped-field`, '--token-env', 'CONTRACT_TEST_TOKEN'],
      {
        ...TOKEN_ENV,
        GITHUB_STEP_SUMMARY: stepSummary,
      },
    );
    expect(check.stdout).toMatch(/Report: .*contract-report\.json, .*contract-junit\.xml, .*contract-summary\.md/);
    const summary = await readFile(stepSummary, 'utf8');
    expect(summary).toMatch(/^# earlier step\n## contract:check: ❌ exit 1 \(drift\)/);
    expect(summary).toContain(
      '| breaking-for-portal | type-changed | getServiceInfo | `/git/commit/time` | string | number',
    );
  });

  test("[CON-02] sends the portal's writes only with --allow-writes", async () => {
    seen.length = 0;
    const check = await checkBackend('--allow-writes');
    expect(check.code).toBe(0);
    expect(check.report?.outcomes.find((outcome) => outcome.operationId === 'postMessage')?.status).toBe('passed');
    expect(seen.filter((request) => request.method === 'POST').map((request) => request.url.pathname)).toEqual([
      '/message',
    ]);
  });

  test('[CON-05] [CON-09] a call skipped because its linked call failed says so', async () => {
    const check = await checkFixture('changed-method');
    expect(check.report?.outcomes.find((outcome) => outcome.operationId === 'getThreadMessages')).toMatchObject({
      status: 'skipped',
      detail: expect.stringContaining('threadId: the call whose link provides it did not succeed'),
    });
    expect(check.stdout).toContain('came:     405 ');
  });

  test('[CON-02] a drifted run fails its JUnit test case with the pointer', async () => {
    const check = await checkFixture('retyped-field');
    expect(check.junit).toContain('<failure message="type-changed at /git/commit/time" type="breaking-for-portal">');
    expect(check.stdout).toContain('expected: string');
    expect(check.stdout).toMatch(/came: +number \(\d+\)/);
  });
});

describe('[CON-02] contract:check usage and connection errors exit with 2', () => {
  test.concurrent.each([
    ['no --base-url', [], /--base-url is required/],
    [
      'a base URL that is not http(s)',
      ['--base-url', 'ftp://127.0.0.1/x'],
      /--base-url must be an absolute http\(s\) URL/,
    ],
    ['an unknown flag', ['--base-url', 'http://127.0.0.1:1', '--frobnicate'], /Unknown option '--frobnicate'/],
    [
      'an empty token variable',
      ['--base-url', 'http://127.0.0.1:1', '--token-env', 'CONTRACT_TEST_UNSET'],
      /CONTRACT_TEST_UNSET \(--token-env\) is not set/,
    ],
    ['a malformed --param', ['--base-url', 'http://127.0.0.1:1', '--param', 'id'], /--param needs NAME=VALUE/],
    [
      '[CON-13] customerId given as --param (the client sends --customer, once)',
      ['--base-url', 'http://127.0.0.1:1', '--param', 'customerId=c-0001'],
      /--param customerId=… is not sent as such: the selected customer is --customer ID/,
    ],
    [
      '[CON-13] --thread and --param threadId that disagree',
      ['--base-url', 'http://127.0.0.1:1', '--thread', 'a', '--param', 'threadId=b'],
      /--thread a and --param threadId=b disagree/,
    ],
  ])('%s', async (_name, args, message) => {
    const check = await run('check', args);
    expect(check.code).toBe(2);
    expect(check.stderr).toMatch(message);
    expect(check.stderr).toContain('Usage: portal-contract check');
  });

  test.concurrent('[CON-02] no token: one clear message, nothing sent', async () => {
    const check = await run('check', ['--base-url', backend.url], {});
    expect(check.code).toBe(2);
    expect(check.stdout).toContain('Error: No token');
    expect(check.report?.errors).toHaveLength(1);
  });

  test.concurrent('[CON-02] nothing listening: one clear message naming the URL', async () => {
    const check = await run('check', [
      '--base-url',
      `http://127.0.0.1:${CLOSED_PORT}`,
      '--token-env',
      'CONTRACT_TEST_TOKEN',
    ]);
    expect(check.code).toBe(2);
    expect(check.report?.errors).toEqual([
      `Cannot reach http://127.0.0.1:${CLOSED_PORT} (ECONNREFUSED) for GET /actuator/info/gateway: is the backend running, and is the URL right?`,
    ]);
    expect(check.report?.outcomes.filter((outcome) => outcome.status === 'error')).toHaveLength(1);
  });

  test.concurrent('[CON-02] a refused token stops the run with exit 2, not drift', async () => {
    const check = await run('check', ['--base-url', backend.url, '--token-env', 'CONTRACT_TEST_TOKEN'], {
      CONTRACT_TEST_TOKEN: 'not-a-jwt',
    });
    expect(check.code).toBe(2);
    expect(check.report?.findings).toEqual([]);
    expect(check.report?.errors[0]).toMatch(/^GET \/actuator\/info\/gateway answered 401 .*check --token-env/);
  });
});

describe('[CON-03] contract:diff usage errors exit with 2', () => {
  test.concurrent('a missing file, a document that is not OpenAPI, or one that shares no operation', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-specs-'));
    scratch.push(dir);
    await writeFile(join(dir, 'swagger.json'), JSON.stringify({ swagger: '2.0', paths: {} }));
    await writeFile(
      join(dir, 'other.yaml'),
      'openapi: 3.1.0\ninfo: { title: x, version: "1" }\npaths:\n  /other:\n    get:\n      operationId: other\n      responses: { "200": { description: ok } }\n',
    );
    const [missing, swagger, unrelated, noArgument, badSpec] = await Promise.all([
      run('diff', [join(dir, 'nope.json')]),
      run('diff', [join(dir, 'swagger.json')]),
      run('diff', [join(dir, 'other.yaml')]),
      run('diff', []),
      run('diff', [join(dir, 'other.yaml'), '--spec', 'openapi/nope.yaml']),
    ]);
    expect(missing.stderr).toMatch(/Cannot read .*nope\.json/);
    expect(swagger.stderr).toMatch(/is not OpenAPI 3\.x \(swagger 2\.0\)/);
    expect(unrelated.stderr).toMatch(/Nothing in .*other\.yaml matches one of the hand-written specs/);
    expect(noArgument.stderr).toMatch(/Give exactly one PROVIDER_DOC/);
    expect(badSpec.stderr).toMatch(/--spec openapi\/nope\.yaml is not one of/);
    for (const result of [missing, swagger, unrelated, noArgument, badSpec]) expect(result.code).toBe(2);
  });

  test.concurrent(
    '[CON-07] a bad document: exit 2, one line naming the $ref and where, no stack trace, a report',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'contract-specs-'));
      scratch.push(dir);
      const document = await readFile(
        join(ROOT, 'packages/contract-tools/test/fixtures/springdoc/assistant.json'),
        'utf8',
      );
      await writeFile(
        join(dir, 'dangling.json'),
        document.replace('"#/components/schemas/Reply"', '"#/components/schemas/ReplyDto"'),
      );
      const diff = await run('diff', [join(dir, 'dangling.json')]);
      expect(diff.code).toBe(2);
      expect(diff.stderr).toBe(
        `contract:diff: ${join(dir, 'dangling.json')}: cannot resolve $ref "#/components/schemas/ReplyDto" at #/paths/~1message/post/responses/200/content/*~1*/schema.\n`,
      );
      expect(diff.report).toMatchObject({ exitCode: 2, findings: [] });
      expect(diff.report?.errors).toHaveLength(1);
    },
  );

  test.concurrent('[CON-07] external $refs to a reachable URL and a local file are resolved: no findings', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'contract-specs-'));
    scratch.push(dir);
    const published = `${fixture.url}/none/v3/api-docs/assistant`;
    const document = JSON.parse(
      await readFile(join(ROOT, 'packages/contract-tools/test/fixtures/springdoc/assistant.json'), 'utf8'),
    );
    const schemas = document.components.schemas;
    schemas.Reply = { $ref: `${published}#/components/schemas/Reply` };
    schemas.Thread = { $ref: 'thread.json' };
    await writeFile(
      join(dir, 'thread.json'),
      JSON.stringify({ type: 'object', properties: { threadId: { type: 'string' } }, required: ['threadId'] }),
    );
    await writeFile(join(dir, 'assistant.json'), JSON.stringify(document));
    const diff = await run('diff', [join(dir, 'assistant.json')]);
    expect(diff.stderr).toBe('');
    // [CON-14] Only what springdoc leaves out of every such document: the ids' minLength 1 (packages/contract-tools/src/springdoc.test.ts).
    expect(summarise(diff.report?.findings)).toEqual([
      'getThread constraint-widened info #/parameters/query/customerId',
      'getThreadMessages constraint-widened info #/parameters/path/threadId',
      'getThreadMessages constraint-widened info #/parameters/query/customerId',
      'postMessage constraint-widened info #/parameters/query/customerId',
    ]);
    expect(diff.code).toBe(0);
  });

  test.concurrent('[CON-10] every flag is in --help, in docs/contract-tools.md and in the package README', async () => {
    const doc = await readFile(join(ROOT, 'docs/contract-tools.md'), 'utf8');
    const readme = await readFile(join(ROOT, 'packages/contract-tools/README.md'), 'utf8');
    const flags = {
      check: [
        '--base-url',
        '--assistant-url',
        '--token-env',
        '--customer',
        '--param',
        '--thread',
        '--allow-writes',
        '--out',
        '--help',
      ],
      diff: ['--spec', '--path-prefix', '--contracts', '--out', '--help'],
    };
    for (const [tool, names] of Object.entries(flags)) {
      const help = await run(tool === 'check' ? 'check' : 'diff', ['--help']);
      expect(help.code).toBe(0);
      for (const flag of names) {
        expect(help.stdout).toContain(`  ${flag}`);
        expect(doc).toContain(`\`${flag}`);
        expect(readme).toContain(`\`${flag}`);
      }
    }
    expect(doc).toContain('`--port N`');
  });

  test.concurrent('an unreachable provider URL', async () => {
    const diff = await run('diff', [`http://127.0.0.1:${CLOSED_PORT}/v3/api-docs`]);
    expect(diff.code).toBe(2);
    expect(diff.stderr).toContain(`Cannot fetch http://127.0.0.1:${CLOSED_PORT}/v3/api-docs: ECONNREFUSED`);
  });
});

/**
 * A run as a value two runs of one command share: what differs between them, the report folder and
 * the id of the new thread each check gets (getThread), written as OUT and THREAD.
 */
const comparable = ({ out, ...result }: Run) =>
  JSON.parse(
    JSON.stringify(result)
      .replaceAll(out, 'OUT')
      .replaceAll(/thread_[0-9a-f-]{36}/g, 'THREAD'),
  );

describe('[CON-02] [CON-03] the bin', () => {
  test.concurrent.each<[string, Tool, () => string[], number]>([
    [
      'check, a clean backend',
      'check',
      () => ['--base-url', `${fixture.url}/none`, '--token-env', 'CONTRACT_TEST_TOKEN'],
      0,
    ],
    [
      'check, a drifted backend',
      'check',
      () => ['--base-url', `${fixture.url}/retyped-field`, '--token-env', 'CONTRACT_TEST_TOKEN'],
      1,
    ],
    ['check, a usage error', 'check', () => ['--base-url', 'ftp://127.0.0.1/x'], 2],
    ['diff, an unchanged document', 'diff', () => [customerDoc('none')], 0],
    ['diff, a breaking change', 'diff', () => [customerDoc('renamed-field')], 1],
    ['diff, a missing file', 'diff', () => [join(ROOT, 'openapi/nope.json')], 2],
  ])(
    '[CON-02] [CON-03] %s: the command line (a child process) exits, prints and reports as the command in process',
    async (_name, tool, args, code) => {
      const [bin, inProcess] = await Promise.all([runBin(tool, args()), run(tool, args())]);
      expect(bin.code).toBe(code);
      expect(comparable(bin)).toEqual(comparable(inProcess));
    },
  );
});

/** Whether something accepts TCP connections on the port, asked from another process (this one's sockets are MSW's). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = `require('node:net').connect(${port}, '127.0.0.1').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`;
    execFile(process.execPath, ['-e', probe], { timeout: 10_000 }, (error) => resolve(!error));
  });

describe('[CON-04] the drift fixture is bounded', () => {
  test('it binds to 127.0.0.1 only and stops by itself when its lifetime ends', async () => {
    const short = await startDriftFixture({ port: CLOSED_PORT, maxLifetimeMs: 3000 });
    expect(short.url).toBe(`http://127.0.0.1:${CLOSED_PORT}`);
    expect(await listening(CLOSED_PORT)).toBe(true);
    await vi.waitFor(async () => expect(await listening(CLOSED_PORT)).toBe(false), { timeout: 15_000, interval: 200 });
  });
});
