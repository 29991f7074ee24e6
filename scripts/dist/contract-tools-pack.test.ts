/**
 * The contract tools as a backend team gets them (CON-11): `npm pack` of packages/contract-tools,
 * installed offline into an empty folder with no portal source beside it, then `diff`, `check`
 * (against the drift fixture on a loopback port), `usage` and `pact`, and every usage mistake; and
 * (CON-14) the installed bin on the table of bound kinds (packages/contract-tools/test/bounds-cases.ts),
 * (CON-15) on the table of writeOnly, readOnly and media type cases (springdoc-cases.ts) and a 415.
 * The first test pays for the pack and install; it prints the installed size and the dependency count.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asArray, asObject, type Report } from '@portal/contract-tools';
import { parse as parseYaml } from 'yaml';
import { afterAll, expect, test } from 'vitest';
import {
  expectedFindings,
  findingLine,
  ORDERS_CONTRACT,
  ORDERS_MANIFEST,
  providerDocument,
} from '../../packages/contract-tools/test/bounds-cases.ts';
import {
  CON15_CASES,
  CUSTOMER_PREFIX,
  PUBLISHED_WIDER,
  SPRINGDOC_FILES,
} from '../../packages/contract-tools/test/springdoc-cases.ts';
import { findPersona } from '../../mocks/personas.ts';
import { createMockToken } from '../../mocks/token.ts';
import { startDriftFixture } from '../contract/drift-fixture.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const PACKAGE_DIR = join(ROOT, 'packages', 'contract-tools');
const PORT = 4785 + Number(process.env.E2E_PORT_OFFSET ?? 0);
const PREFIX = ['--path-prefix', '/customer-management', '--out', 'reports'];
const admin = findPersona('admin');
if (!admin) throw new Error('The admin persona is missing.');

type Run = { code: number; stdout: string; stderr: string };
const run = (file: string, args: string[], cwd: string, env: Record<string, string> = {}) =>
  new Promise<Run>((resolve) => {
    execFile(file, args, { cwd, env: { ...process.env, ...env }, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

/** Bytes of every file under a folder. */
async function sizeOf(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  return total;
}

const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

/** The folder the first test installs the tarball into (the second runs the installed bin there). */
let installedIn: string | undefined;
const binIn = (app: string) => join(app, 'node_modules', '.bin', 'portal-contract');

/** `portal-contract diff …` in the installed folder: the exit code, stdout and the report's findings as table lines. */
async function diffLines(app: string, name: string, args: string[]) {
  const out = join('reports', name);
  const result = await run(binIn(app), ['diff', ...args, '--out', out], app);
  const text = await readFile(join(app, out, 'contract-report.json'), 'utf8').catch(() => '{}');
  // The report file is JSON the tool under test wrote; the assertions on its findings fail on any other shape.
  // oxlint-disable-next-line typescript/no-unsafe-type-assertion
  const report = JSON.parse(text) as Partial<Report>;
  return { ...result, lines: (report.findings ?? []).map(findingLine).toSorted(), findings: report.findings ?? [] };
}

test('[CON-11] the packed tarball installs into an empty folder and runs diff, check, usage and pact', { timeout: 180_000 }, async () => {
  const packs = await mkdtemp(join(tmpdir(), 'contract-pack-'));
  const app = await mkdtemp(join(tmpdir(), 'contract-backend-'));
  scratch.push(packs, app);
  // prepack builds the package: its manifest, bundle and contracts come from this checkout.
  const packed = await run('npm', ['pack', '--json', '--pack-destination', packs], PACKAGE_DIR);
  expect(packed.code, packed.stderr).toBe(0);
  const filename = String(asObject(asArray(JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))))[0]).filename);
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'backend-pipeline', private: true }));
  const installed = await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(packs, filename)], app);
  expect(installed.code, installed.stderr).toBe(0);
  installedIn = app;

  const lock = asObject(JSON.parse(await readFile(join(app, 'node_modules', '.package-lock.json'), 'utf8')));
  const dependencies = Object.keys(asObject(lock.packages)).filter((path) => path !== 'node_modules/@portal/contract-tools');
  const bytes = await sizeOf(join(app, 'node_modules'));
  console.info(`portal-contract installed: ${(bytes / 1024 / 1024).toFixed(2)} MiB, ${dependencies.length} dependencies`);
  expect(dependencies).toEqual([]);
  expect(bytes).toBeLessThan(8 * 1024 * 1024);
  expect(existsSync(join(app, 'openapi')) || existsSync(join(app, 'src'))).toBe(false);

  // The bundled packages' licences ship with it: those in the bundle, not those it dropped.
  const licences = await readFile(join(app, 'node_modules/@portal/contract-tools/dist/THIRD-PARTY-LICENSES.txt'), 'utf8');
  expect(licences).toMatch(/^axios \S+ \(MIT\)$/m);
  expect(licences).toMatch(/^zod \S+ \(MIT\)$/m);
  expect(licences).not.toMatch(/^react /m);

  const tool = (...args: string[]) => run(binIn(app), args, app, { PORTAL_TOKEN: createMockToken(admin) });
  const portal = asObject(JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')));
  expect((await tool('--version')).stdout.trim()).toBe(portal.version);

  // usage: the manifest built into the package.
  const usage = await tool('usage');
  expect(usage.code).toBe(0);
  expect(JSON.parse(usage.stdout)).toEqual(
    JSON.parse(await readFile(join(PACKAGE_DIR, 'usage-manifest.json'), 'utf8')),
  );

  // diff: a springdoc document of the customer service, named contract and gateway prefix.
  await copyFile(join(PACKAGE_DIR, 'test/fixtures/springdoc/customer-management.yaml'), join(app, 'api-docs.yaml'));
  const diff = await tool('diff', 'api-docs.yaml', '--spec', 'customer', '--path-prefix', '/customer-management', '--out', 'reports');
  expect(diff.stderr).toBe('');
  expect(diff.code).toBe(0);
  expect(existsSync(join(app, 'reports', 'contract-junit.xml'))).toBe(true);

  // The README promises Node 20.19 or later: the machine's own Node (20 on these machines) runs it too.
  // (Skipped, as a pass, on a machine without a system Node.)
  const systemNode = '/usr/bin/node';
  const script = join(app, 'node_modules', '@portal', 'contract-tools', 'dist', 'portal-contract.js');
  const older = existsSync(systemNode)
    ? await run(systemNode, [script, 'diff', 'api-docs.yaml', '--spec', 'customer', ...PREFIX], app)
    : { code: 0, stdout: '', stderr: '' };
  expect(older.stderr).toBe('');
  expect(older.code).toBe(0);

  const fixture = await startDriftFixture({ port: PORT });
  try {
    const drifted = await tool('diff', `${fixture.url}/renamed-field/v3/api-docs/customer`, '--spec', 'customer', '--out', 'reports');
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toContain('field-renamed');
    // check: the portal's real client, built into the package, against the fixture.
    const clean = await tool('check', '--base-url', `${fixture.url}/none`, '--token-env', 'PORTAL_TOKEN', '--out', 'reports');
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    const broken = await tool('check', '--base-url', `${fixture.url}/renamed-field`, '--token-env', 'PORTAL_TOKEN', '--out', 'reports');
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('field-renamed');
  } finally {
    await fixture.close();
  }

  const pact = await tool('pact', '--out', 'pacts');
  expect(pact.code).toBe(0);
  expect((await readdir(join(app, 'pacts'))).toSorted()).toEqual([
    'management-portal-api-gateway-actuator.json',
    'management-portal-assistant.json',
    'management-portal-customer-management.json',
  ]);

  // Every mistake: exit 2, its own first line, never a stack trace.
  await writeFile(join(app, 'a-file'), '');
  const mistakes: [string[], RegExp][] = [
    [[], /^portal-contract: Give a command: diff, check, usage or pact\.$/],
    [['bogus'], /^portal-contract: Unknown command "bogus": one of diff, check, usage, pact\.$/],
    [['diff', 'api-docs.yaml', '--bogus'], /^contract:diff: Unknown option '--bogus'/],
    [['diff', 'api-docs.yaml', '--spec', 'billing'], /^contract:diff: --spec billing is not one of the portal's contracts: actuator, assistant, customer\.$/],
    [['diff', 'missing.yaml'], /^contract:diff: Cannot read .*missing\.yaml: ENOENT/],
    [['check'], /^contract:check: --base-url is required\.$/],
    [['pact'], /^contract:pact: --out DIR is required/],
    [['pact', '--out', 'a-file/pacts'], /^contract:pact: Cannot write the Pact files to a-file\/pacts: /],
    [['usage', '--bogus'], /^contract:usage: Unknown option '--bogus'/],
  ];
  for (const [args, message] of mistakes) {
    const result = await tool(...args);
    expect(result.code, args.join(' ')).toBe(2);
    expect(result.stderr.split('\n')[0], args.join(' ')).toMatch(message);
    expect(result.stderr, args.join(' ')).not.toMatch(/^\s+at /m);
  }
});

test('[CON-14] the installed bin compares every bound kind on what the portal sends: tightened, widened, unchanged, in a body property and a query parameter', { timeout: 180_000 }, async () => {
  const app = installedIn;
  if (app === undefined) throw new Error('The tarball was not installed: see the first test.');
  // The table's contract and usage manifest, as another portal version would hand them over (`diff --contracts`).
  await mkdir(join(app, 'orders-contracts'), { recursive: true });
  await writeFile(join(app, 'orders-contracts', 'orders.yaml'), JSON.stringify(ORDERS_CONTRACT, null, 2));
  await writeFile(join(app, 'orders-contracts', 'usage-manifest.json'), JSON.stringify(ORDERS_MANIFEST));
  const cases = (['tightened', 'widened', 'unchanged'] as const).flatMap((outcome) =>
    (['3.1', '3.0'] as const).map((version) => ({ outcome, version, file: `orders-${outcome}-${version}.json` })),
  );
  for (const { outcome, version, file } of cases)
    await writeFile(join(app, file), JSON.stringify(providerDocument(outcome, version)));
  const runs = await Promise.all(
    cases.map(({ file }) => diffLines(app, file, [file, '--contracts', 'orders-contracts'])),
  );
  for (const [index, { outcome, version }] of cases.entries()) {
    const result = runs[index];
    expect(result?.stderr, `${outcome} ${version}`).toBe('');
    expect(result?.lines, `${outcome} ${version}`).toEqual(expectedFindings(outcome));
    expect(result?.code, `${outcome} ${version}`).toBe(outcome === 'tightened' ? 1 : 0);
  }
  // Each finding says what the portal sends and what the provider accepts, in the printed summary too.
  expect(runs[0]?.stdout).toContain(
    'constraint-tightened  placeOrder  #/requestBody/name\n    The portal sends up to 100 characters; the provider accepts at most 20.',
  );

  // The portal's own contract, built into the bin: the held-out `@Size(max = 20)` on the chat message
  // (a springdoc 3.1 document), and `@Size(max = 5)` on the customerId query parameter (springdoc 3.0 YAML).
  const assistant = JSON.parse(await readFile(join(PACKAGE_DIR, 'test/fixtures/springdoc/assistant.json'), 'utf8'));
  assistant.components.schemas.SendMessage.properties.message.maxLength = 20;
  await writeFile(join(app, 'assistant-sized.json'), JSON.stringify(assistant));
  const customer = parseYaml(await readFile(join(PACKAGE_DIR, 'test/fixtures/springdoc/customer-management.yaml'), 'utf8'));
  customer.paths['/customers'].get.parameters[0].schema.maxLength = 5;
  await writeFile(join(app, 'customer-sized.json'), JSON.stringify(customer));
  const [message, query] = await Promise.all([
    diffLines(app, 'assistant-sized', ['assistant-sized.json']),
    diffLines(app, 'customer-sized', ['customer-sized.json', ...PREFIX.slice(0, 2)]),
  ]);
  expect(message.findings.filter((finding) => finding.class !== 'info')).toEqual([
    expect.objectContaining({
      operationId: 'postMessage',
      kind: 'constraint-tightened',
      class: 'breaking-for-portal',
      pointer: '#/requestBody/message',
      message: 'The portal sends up to unbounded characters; the provider accepts at most 20.',
      constraint: 'maxLength',
    }),
  ]);
  expect(message.code).toBe(1);
  expect(query.lines.filter((line) => !line.includes(' info '))).toEqual([
    'listCustomers constraint-tightened breaking-for-portal #/parameters/query/customerId maxLength',
  ]);
  expect(query.code).toBe(1);

  // A --contracts folder that is not one, or lacks its manifest: exit 2 and one line.
  await mkdir(join(app, 'no-manifest'), { recursive: true });
  await writeFile(join(app, 'no-manifest', 'orders.yaml'), JSON.stringify(ORDERS_CONTRACT));
  const [missing, bare] = await Promise.all([
    run(binIn(app), ['diff', 'orders-tightened-3.1.json', '--contracts', 'nowhere'], app),
    run(binIn(app), ['diff', 'orders-tightened-3.1.json', '--contracts', 'no-manifest'], app),
  ]);
  expect(missing.stderr.split('\n')[0]).toBe('contract:diff: --contracts nowhere is not a folder.');
  expect(bare.stderr.split('\n')[0]).toMatch(/^contract:diff: Cannot read the usage manifest .*no-manifest\/usage-manifest\.json: ENOENT/);
  expect([missing.code, bare.code]).toEqual([2, 2]);
});

/** `operationId kind class pointer` of a report's findings but what every springdoc document gives, sorted. */
const con15Lines = (findings: Report['findings']) =>
  findings
    .map((finding) => `${finding.operationId} ${finding.kind} ${finding.class} ${finding.pointer}`)
    .filter((line) => !PUBLISHED_WIDER.includes(line))
    .toSorted();

test("[CON-15] the installed bin finds a read field marked writeOnly (directly, through $ref, allOf, array items), a sent field marked readOnly, a request body media type the provider no longer accepts (a compatible replacement is none), and check's 415", { timeout: 180_000 }, async () => {
  const app = installedIn;
  if (app === undefined) throw new Error('The tarball was not installed: see the first test.');
  const fixtures = join(PACKAGE_DIR, 'test/fixtures/springdoc');
  const documents = {
    customer: parseYaml(await readFile(join(fixtures, SPRINGDOC_FILES.customer), 'utf8')),
    assistant: JSON.parse(await readFile(join(fixtures, SPRINGDOC_FILES.assistant), 'utf8')),
  };
  const cases = Object.entries(CON15_CASES).map(([title, { fixture, change, expected }], index) => {
    const document = structuredClone(documents[fixture]);
    change(document);
    const args = fixture === 'customer' ? ['--path-prefix', CUSTOMER_PREFIX] : [];
    return { title, expected, document, args, file: `con15-${index}.json` };
  });
  for (const { file, document } of cases) await writeFile(join(app, file), JSON.stringify(document));
  // Four bins at a time on a 2-core machine.
  const runs: Awaited<ReturnType<typeof diffLines>>[] = [];
  for (let start = 0; start < cases.length; start += 4)
    runs.push(
      ...(await Promise.all(
        cases.slice(start, start + 4).map(({ file, args }) => diffLines(app, file, [file, ...args])),
      )),
    );
  const byTitle = new Map(cases.map(({ title, file }, index) => [title, { file, ...runs[index] }]));
  for (const [index, { title, expected }] of cases.entries()) {
    const result = runs[index];
    expect(result?.stderr, title).toBe('');
    expect(con15Lines(result?.findings ?? []), title).toEqual(expected);
    expect(result?.code, title).toBe(expected.some((line) => line.includes(' breaking-for-portal ')) ? 1 : 0);
  }

  // What a backend engineer reads: the field or media type and why, by operationId and pointer.
  const allOf = byTitle.get('writeOnly in an allOf part (CustomerDto extends CustomerSummaryDto): breaking in the list and the item');
  expect(allOf?.stdout).toContain(
    'breaking-for-portal  field-write-only  listCustomers  /*/customerName\n    The provider never returns customerName (writeOnly), which the portal reads.',
  );
  expect(byTitle.get('a sent field marked readOnly (@JsonProperty(access = READ_ONLY)) is ignored: breaking')?.stdout).toContain(
    'breaking-for-portal  field-read-only  postMessage  #/requestBody/threadId\n    The provider ignores threadId (readOnly), which the portal sends.',
  );
  expect(byTitle.get('POST /message consumes application/xml only: breaking, naming it')?.stdout).toContain(
    'breaking-for-portal  media-type-removed  postMessage  #/requestBody/content/application~1json\n    The provider no longer accepts the body as application/json, the media type the portal sends; it accepts application/xml.',
  );
  // [CON-10] The widenings every springdoc document gives are counted in the text and the summary, listed in the JSON report.
  const summary = await readFile(join(app, 'reports', allOf?.file ?? '', 'contract-summary.md'), 'utf8');
  for (const output of [allOf?.stdout ?? '', summary]) {
    expect(output).not.toContain('accepts as few as');
    expect(output).toContain('Not listed: 3 info findings constraint-widened');
  }
  expect((allOf?.findings ?? []).filter((finding) => finding.kind === 'constraint-widened')).toHaveLength(3);

  // check: the drift fixture's POST /message refuses the JSON body with 415; diff: its customerName is writeOnly.
  const fixture = await startDriftFixture({ port: PORT });
  try {
    const env = { PORTAL_TOKEN: createMockToken(admin) };
    const base = ['--token-env', 'PORTAL_TOKEN', '--allow-writes', '--out', 'reports/con15-check'];
    const [refused, writeOnly] = await Promise.all([
      run(binIn(app), ['check', '--base-url', `${fixture.url}/changed-request-media-type`, ...base], app, env),
      diffLines(app, 'con15-fixture', [`${fixture.url}/write-only-field/v3/api-docs/customer`]),
    ]);
    expect(refused.stderr).toBe('');
    expect(refused.stdout).toContain(
      'breaking-for-portal  media-type-refused  postMessage  #/requestBody/content/application~1json\n    The provider refused the body as application/json, the media type the portal sends (415 Unsupported Media Type); it accepts application/xml.',
    );
    expect(refused.code).toBe(1);
    expect(con15Lines(writeOnly.findings)).toEqual([
      'getCustomer field-write-only breaking-for-portal /customerName',
      'listCustomers field-write-only breaking-for-portal /*/customerName',
    ]);
    expect(writeOnly.code).toBe(1);
  } finally {
    await fixture.close();
  }
});
