/**
 * What the contract tools report: findings, the per-operation outcome, the report and exit codes.
 *
 * Pointer scheme of every finding (docs/contract-tools.md):
 * - `/build/version`: into the 2xx response body; array items are `*` in contract:diff and in the
 *   usage manifest, and the concrete first index (`/0/customerName`) in contract:check;
 * - `#/responses/200`, `#/responses/200/content/application~1json`, `#/parameters/query/page`,
 *   `#/requestBody/message`, `#/requestBody/content/application~1json`, `#/security` and `#` (the
 *   operation itself): into the operation that `operationId` names.
 */
import type { Coverage } from './coverage.ts';

/**
 * - `breaking-for-portal`: the portal uses what changed (an operation it calls, a field it reads);
 * - `drift`: contract:check only: the live response breaks the contract where the portal does not look;
 * - `info`: an addition, or a change of something the portal does not use;
 * - `spec-debt`: contract:diff only: the hand-written spec promises what the provider lacks, and the
 *   portal does not use it.
 */
export type FindingClass = 'breaking-for-portal' | 'drift' | 'info' | 'spec-debt';

export const FINDING_CLASSES: readonly FindingClass[] = ['breaking-for-portal', 'drift', 'spec-debt', 'info'];

/** What kind of difference a finding is. */
export type FindingKind =
  | 'operation-missing'
  | 'operation-added'
  | 'path-changed'
  | 'method-changed'
  | 'parameter-required'
  | 'parameter-added'
  | 'parameter-missing'
  | 'parameter-changed'
  | 'request-rejected'
  | 'auth-changed'
  | 'status-changed'
  | 'content-type-changed'
  | 'media-type-removed'
  | 'media-type-refused'
  | 'not-json'
  | 'field-missing'
  | 'field-renamed'
  | 'field-added'
  | 'field-optional'
  | 'field-write-only'
  | 'field-read-only'
  | 'type-changed'
  | 'format-changed'
  | 'pattern-changed'
  | 'enum-removed'
  | 'nullable'
  | 'enum-value-added'
  | 'enum-value-missing'
  | 'value-invalid'
  | 'constraint-tightened'
  | 'constraint-widened'
  | 'constraint-unproven'
  | 'value-refused';

/** One difference between the contract and the provider. */
export type Finding = {
  class: FindingClass;
  kind: FindingKind;
  operationId: string;
  /** JSON pointer, see the scheme above. */
  pointer: string;
  message: string;
  expected?: string;
  actual?: string;
  /** The constraint a finding is about (`maxLength`, `pattern`, `format`; in contract:check as the provider names it: `Size`). */
  constraint?: string;
  /** contract:check: the request that showed it (`GET /actuator/info/hub`). */
  request?: string;
  /** contract:check: how many array items showed the same difference (only when more than one). */
  occurrences?: number;
};

/** What happened to one operation (a replayed call, or a matched pair in the diff). */
export type OperationOutcome = {
  operationId: string;
  /** `GET /actuator/info/hub` for a replayed call; method and path in the diff. */
  name: string;
  status: 'passed' | 'failed' | 'skipped' | 'error';
  detail?: string;
};

export type Tool = 'contract:check' | 'contract:diff';

/** The report of one run, as written to contract-report.json. */
export type Report = {
  tool: Tool;
  /** What was compared or called (base URLs, spec sources). */
  target: Record<string, string>;
  /** 0 clean, 1 drift, 2 usage, input or connection error, 3 internal error: the process's exit code. */
  exitCode: ExitCode;
  summary: Record<FindingClass, number>;
  /** The operations the portal uses, from the usage manifest. */
  usedOperations: string[];
  outcomes: OperationOutcome[];
  findings: Finding[];
  /** Why the run could not complete (exit code 2 or 3). */
  errors: string[];
  /** contract:check: which fields the portal reads came in live answers. */
  coverage?: Coverage;
};

/** Exit codes of both tools: 2 is the caller's input (flags, documents, connection), 3 a bug of the tool. */
export const EXIT = { clean: 0, drift: 1, usage: 2, internal: 3 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Classes that make a run fail. */
export const FAILING: readonly FindingClass[] = ['breaking-for-portal', 'drift'];

/**
 * Builds the report; drift wins over errors for the exit code (it is what the run was for), and
 * `failure` (what stopped the run) is the code when errors came without drift.
 */
export function buildReport(
  tool: Tool,
  target: Record<string, string>,
  usedOperations: string[],
  outcomes: OperationOutcome[],
  findings: Finding[],
  errors: string[] = [],
  failure: ExitCode = EXIT.usage,
): Report {
  const summary: Record<FindingClass, number> = { 'breaking-for-portal': 0, drift: 0, 'spec-debt': 0, info: 0 };
  for (const finding of findings) summary[finding.class] += 1;
  const drifted = findings.some((finding) => FAILING.includes(finding.class));
  const exitCode = drifted ? EXIT.drift : errors.length > 0 ? failure : EXIT.clean;
  const order = (finding: Finding) => FINDING_CLASSES.indexOf(finding.class);
  return {
    tool,
    target,
    exitCode,
    summary,
    usedOperations,
    outcomes,
    findings: findings.toSorted((a, b) => order(a) - order(b)),
    errors,
  };
}
