/**
 * Writes a run's report: `contract-report.json`, a JUnit file and a Markdown summary for CI, and the
 * human summary.
 */
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FAILING, FINDING_CLASSES, type Finding, type Report } from './findings.ts';
import { processIo, type CommandIo } from './io.ts';
import { coverageLines, EXIT_MEANING, listedFindings, MARK, toMarkdown, wideningLine } from './report-markdown.ts';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[char]};`);

/** A pointer for people: the body root (`''`, the JSON pointer of the whole body) says so. */
export const showPointer = (pointer: string): string => (pointer === '' ? '(response body)' : pointer);

/** One line per fact of a finding, for humans and for JUnit failure texts. */
export function describeFinding(finding: Finding): string {
  const lines = [
    `${finding.class}  ${finding.kind}  ${finding.operationId}  ${showPointer(finding.pointer)}`,
    `  ${finding.message}`,
  ];
  if (finding.expected !== undefined) lines.push(`  expected: ${finding.expected}`);
  if (finding.actual !== undefined) lines.push(`  came:     ${finding.actual}`);
  if (finding.request) lines.push(`  request:  ${finding.request}`);
  if (finding.occurrences) lines.push(`  seen ${finding.occurrences} times (calls or array items)`);
  return lines.join('\n');
}

/** The JUnit XML: one test case per operation; failing findings fail it, errors error it. */
export function toJUnit(report: Report): string {
  const cases = report.outcomes.map((outcome) => {
    const findings = report.findings.filter(
      (finding) => finding.operationId === outcome.operationId && FAILING.includes(finding.class),
    );
    const name = escapeXml(`${outcome.operationId}: ${outcome.name}`);
    const body = [
      ...findings.map(
        (finding) =>
          `<failure message="${escapeXml(`${finding.kind} at ${showPointer(finding.pointer)}`)}" type="${finding.class}">${escapeXml(describeFinding(finding))}</failure>`,
      ),
      outcome.status === 'error' ? `<error message="${escapeXml(outcome.detail ?? 'error')}"/>` : '',
      outcome.status === 'skipped' ? `<skipped message="${escapeXml(outcome.detail ?? 'skipped')}"/>` : '',
    ].join('');
    return `    <testcase classname="${report.tool}" name="${name}">${body}</testcase>`;
  });
  const failures = report.outcomes.filter((outcome) =>
    report.findings.some((finding) => finding.operationId === outcome.operationId && FAILING.includes(finding.class)),
  ).length;
  const count = (status: string) => report.outcomes.filter((outcome) => outcome.status === status).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${report.tool}" tests="${cases.length}" failures="${failures}" errors="${count('error')}">`,
    `  <testsuite name="${report.tool}" tests="${cases.length}" failures="${failures}" errors="${count('error')}" skipped="${count('skipped')}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** The text printed at the end of a run: the calls, coverage, findings (widenings counted), errors and the counts. */
export function toHumanText(report: Report, files: string[]): string {
  const lines = [
    `${report.tool}: ${Object.entries(report.target)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}`,
  ];
  for (const outcome of report.outcomes) {
    lines.push(
      `  ${MARK[outcome.status]} ${outcome.name}  (${outcome.operationId})${outcome.detail ? `: ${outcome.detail}` : ''}`,
    );
  }
  lines.push(...coverageLines(report));
  const listed = listedFindings(report);
  if (listed.length > 0) lines.push('', 'Findings:');
  for (const finding of listed) lines.push(describeFinding(finding).replace(/^/gm, '  '));
  const widenings = wideningLine(report);
  if (widenings) lines.push('', widenings);
  if (report.errors.length > 0) lines.push('');
  for (const error of report.errors) lines.push(`Error: ${error}`);
  const summary = FINDING_CLASSES.map((name) => `${report.summary[name]} ${name}`).join(', ');
  lines.push('', `Summary: ${summary}; exit ${report.exitCode} (${EXIT_MEANING[report.exitCode]})`);
  if (files.length > 0) lines.push(`Report: ${files.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

/**
 * Writes `contract-report.json`, `contract-junit.xml` and `contract-summary.md` into `dir`, and
 * appends the summary to `$GITHUB_STEP_SUMMARY` when set (a CI job's summary page); returns the paths.
 */
export async function writeReport(report: Report, dir: string, io: CommandIo = processIo()): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const json = join(dir, 'contract-report.json');
  const junit = join(dir, 'contract-junit.xml');
  const summary = join(dir, 'contract-summary.md');
  const markdown = toMarkdown(report);
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(junit, toJUnit(report));
  await writeFile(summary, markdown);
  const stepSummary = io.env.GITHUB_STEP_SUMMARY;
  if (stepSummary) await appendFile(stepSummary, `${markdown}\n`);
  return [json, junit, summary];
}

/** Writes both report files into `dir`, prints the summary and returns the exit code. */
export async function publishReport(report: Report, dir: string, io: CommandIo): Promise<number> {
  const files = await writeReport(report, dir, io);
  io.stdout(toHumanText(report, files));
  return report.exitCode;
}
