// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it, vi } from 'vitest';

// Each test starts Redocly's CLI (a second of Node startup on a quiet machine, far more on a loaded
// one): a budget that matches that work (TEST-02).
vi.setConfig({ testTimeout: 120_000 });

// The CLI's bin on this test's Node (what npx would start, without npx's own second of startup), and
// without its usage report to the outside.
const REDOCLY = ['node_modules/@redocly/cli/bin/cli.js', 'lint', '--config', 'redocly.yaml'];
const ENV = { ...process.env, REDOCLY_TELEMETRY: 'off' };

const run = promisify(execFile);
const SPECS = ['actuator', 'customer', 'assistant'] as const;
const scratch = mkdtempSync(join(tmpdir(), 'contract-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the project's Redocly config over one spec file; resolves to the exit code and output. */
async function lint(file: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...REDOCLY, file], { env: ENV });
    return { code: 0, output: stdout + stderr };
  } catch (error: unknown) {
    // execFile rejects with the exit code and both streams when the command fails.
    const { code, stdout, stderr } = Object.assign({ code: -1, stdout: '', stderr: '' }, error);
    return { code, output: `${stdout}${stderr}` };
  }
}

describe('contract lint (npm run contract:lint)', () => {
  it.each(SPECS)('[API-01] openapi/%s.yaml is OpenAPI 3.1 and lints clean, examples included', async (spec) => {
    const source = readFileSync(`openapi/${spec}.yaml`, 'utf8');
    expect(source).toMatch(/^openapi: ['"]?3\.1\.\d+/m);
    const { code, output } = await lint(`openapi/${spec}.yaml`);
    expect(code, output).toBe(0);
  });

  it('[API-01] an example that breaks its schema fails the lint', async () => {
    const broken = readFileSync('openapi/customer.yaml', 'utf8').replace(
      /customerAbbreviation: \S+/,
      'customerAbbreviation: 42',
    );
    expect(broken).toContain('customerAbbreviation: 42');
    const file = join(scratch, 'customer.yaml');
    writeFileSync(file, broken);
    const { code, output } = await lint(file);
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-invalid-media-type-examples|no-invalid-schema-examples/);
  });

  it('[CON-01] a duplicated operationId fails the lint', async () => {
    const source = readFileSync('openapi/customer.yaml', 'utf8');
    // The operation's own line (a link elsewhere names getCustomer too).
    const broken = source.replace(
      '    get:\n      operationId: getCustomer',
      '    get:\n      operationId: listCustomers',
    );
    expect(broken).not.toBe(source);
    const file = join(scratch, 'duplicate-operation-id.yaml');
    writeFileSync(file, broken);
    const { code, output } = await lint(file);
    expect(code).not.toBe(0);
    expect(output).toMatch(/operation-operationId-unique/);
  });

  it('[CON-01] a 2xx JSON response without a schema fails the lint', async () => {
    const source = readFileSync('openapi/customer.yaml', 'utf8');
    const broken = source.replace("              schema:\n                $ref: '#/components/schemas/Customer'\n", '');
    expect(broken).not.toBe(source);
    const file = join(scratch, 'no-schema.yaml');
    writeFileSync(file, broken);
    const { code, output } = await lint(file);
    expect(code).not.toBe(0);
    expect(output).toMatch(/2xx-json-schema/);
  });
});
