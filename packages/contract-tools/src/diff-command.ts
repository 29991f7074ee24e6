/**
 * `portal-contract diff PROVIDER_DOC [options]`: the options and exit codes are in USAGE below and
 * in the package's README.
 */
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommandLine, type RunContext } from './args.ts';
import { contractName, contractNames } from './contracts.ts';
import { UsageError } from './errors.ts';
import { diffSpecs, relevantSpecs } from './diff.ts';
import { buildReport, EXIT } from './findings.ts';
import { publishReport } from './report.ts';
import { loadOurSpecs, loadSpec } from './specs.ts';
import { bundledManifest, readManifest } from './usage.ts';

export const DIFF_USAGE = `Usage: portal-contract diff PROVIDER_DOC [options]
Compares the provider's published OpenAPI document (file or http(s) URL, JSON or YAML, 3.0 or 3.1;
for springdoc /v3/api-docs) with the hand-written specs and classifies each difference:
breaking-for-portal, info or spec-debt (see its README).
  --spec NAME               the portal's contract to compare: customer, assistant or actuator
                            (repeatable; default: those the document is about: a shared
                            operation, schema name or path segment)
  --path-prefix /PREFIX     put before the provider's paths that lack it (a service behind the gateway's /PREFIX)
  --contracts DIR           compare with the contracts (*.yaml) and usage-manifest.json in DIR instead of
                            those built in (another portal version: its openapi/ and the output of
                            portal-contract usage)
  --out DIR                 where contract-report.json, contract-junit.xml and contract-summary.md go
                            (default: reports); the summary is also appended to $GITHUB_STEP_SUMMARY
  --help                    this text
Exit 0 nothing breaking, 1 breaking for the portal, 2 usage or bad document, 3 internal error.`;

/** The folder `--contracts` names, absolute, once it holds a contract. */
function contractsDir(given: string): string {
  const dir = resolve(given);
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new UsageError(`--contracts ${given} is not a folder.`);
  if (contractNames(dir).length === 0) throw new UsageError(`--contracts ${given} holds no contract (*.yaml).`);
  return dir;
}

/** Runs `diff` with its arguments; the exit code. */
export async function diffCommand(argv: string[], context: RunContext): Promise<number> {
  const { values, positionals } = parseCommandLine(
    argv,
    {
      spec: { type: 'string', multiple: true },
      'path-prefix': { type: 'string', default: '' },
      contracts: { type: 'string' },
      out: { type: 'string', default: 'reports' },
      help: { type: 'boolean' },
    },
    true,
  );
  if (values.help) {
    context.io.stdout(`${DIFF_USAGE}\n`);
    return EXIT.clean;
  }
  context.out = values.out;
  if (positionals.length !== 1 || !positionals[0]) throw new UsageError('Give exactly one PROVIDER_DOC.');
  const prefix = values['path-prefix'].replace(/\/+$/, '');
  if (prefix !== '' && !prefix.startsWith('/'))
    throw new UsageError(`--path-prefix must start with "/", got "${prefix}".`);
  const dir = values.contracts === undefined ? undefined : contractsDir(values.contracts);
  for (const name of values.spec ?? []) {
    if (contractName(name, dir) === undefined)
      throw new UsageError(`--spec ${name} is not one of the portal's contracts: ${contractNames(dir).join(', ')}.`);
  }
  context.target = { provider: positionals[0] };
  const manifest = dir === undefined ? bundledManifest() : readManifest(join(dir, 'usage-manifest.json'));
  const provider = await loadSpec(positionals[0]);
  const ours = await loadOurSpecs(values.spec, dir);
  const compared = values.spec ? ours : relevantSpecs(ours, provider, prefix);
  if (compared.length === 0) {
    throw new UsageError(
      `Nothing in ${positionals[0]} matches one of the hand-written specs (no shared operation, schema name or path segment). Pass --spec or --path-prefix.`,
    );
  }
  const { findings, compared: operations } = diffSpecs(compared, provider, manifest, prefix);
  const outcomes = operations.map(({ operationId, name, matched }) => ({
    operationId,
    name,
    status: findings.some((finding) => finding.operationId === operationId && finding.class === 'breaking-for-portal')
      ? ('failed' as const)
      : matched
        ? ('passed' as const)
        : ('skipped' as const),
    detail: matched ? undefined : 'not published by the provider',
  }));
  const target = { provider: positionals[0], specs: compared.map((spec) => spec.source).join(', ') };
  const report = buildReport('contract:diff', target, Object.keys(manifest.operations), outcomes, findings);
  return publishReport(report, values.out, context.io);
}
