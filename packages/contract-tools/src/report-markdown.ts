/**
 * The run for people in a hurry: the Markdown summary a CI job shows (`contract-summary.md`,
 * `$GITHUB_STEP_SUMMARY`) and the coverage lines of contract:check.
 */
import { FINDING_CLASSES, type Report } from './findings.ts';

/** The mark of each call's outcome in the text and the summary. */
export const MARK = { passed: '✓', failed: '✗', skipped: '-', error: '!' };
/** What each exit code means. */
export const EXIT_MEANING = ['clean', 'drift', 'usage, input or connection error', 'internal error'];

/** `|` and line breaks would break a table cell. */
const cell = (text: string | undefined): string =>
  (text ?? '').replaceAll('|', '\\|').replaceAll('\n', ' ').replace(/^$/, ' ');
const code = (text: string): string =>
  text === '' ? '(response body)' : `\`${text.replaceAll('`', "'").replaceAll('|', '\\|')}\``;

/** "Coverage: …" and, per operation and reason, the fields that could not be observed. */
export function coverageLines(report: Report): string[] {
  if (!report.coverage) return [];
  const { seen, total, unobserved } = report.coverage;
  const lines = ['', `Coverage: ${seen} of ${total} used response fields seen in live answers.`];
  const groups = new Map<string, string[]>();
  for (const field of unobserved) {
    const group = `${field.operationId}: ${field.why}`;
    groups.set(group, [...(groups.get(group) ?? []), field.pointer]);
  }
  for (const [group, fields] of groups) {
    const hint = group.includes('list came empty')
      ? ' (an existing thread: --thread ID; other ids: --param NAME=VALUE)'
      : group.includes('a write')
        ? ' (--allow-writes sends it)'
        : '';
    lines.push(`  not observed, ${group}${hint}: ${fields.join(', ')}`);
  }
  return lines;
}

/** The Markdown summary: verdict, counts per class, the calls, the findings and what was not observed. */
export function toMarkdown(report: Report): string {
  const verdict = report.exitCode === 0 ? '✅' : report.exitCode === 1 ? '❌' : '⚠️';
  const lines = [
    `## ${report.tool}: ${verdict} exit ${report.exitCode} (${EXIT_MEANING[report.exitCode]})`,
    '',
    Object.entries(report.target)
      .map(([key, value]) => `${key}: \`${value}\``)
      .join(' · '),
    '',
    FINDING_CLASSES.map((name) => `**${report.summary[name]}** ${name}`).join(' · '),
    '',
  ];
  for (const error of report.errors) lines.push(`> **Error:** ${error}`, '');
  if (report.outcomes.length > 0) {
    lines.push('| | call | operationId | detail |', '|---|---|---|---|');
    for (const outcome of report.outcomes)
      lines.push(
        `| ${MARK[outcome.status]} | ${cell(outcome.name)} | ${outcome.operationId} | ${cell(outcome.detail)} |`,
      );
    lines.push('');
  }
  if (report.findings.length > 0) {
    lines.push('| class | kind | operationId | pointer | expected | came |', '|---|---|---|---|---|---|');
    for (const finding of report.findings)
      lines.push(
        `| ${finding.class} | ${finding.kind} | ${finding.operationId} | ${code(finding.pointer)} | ${cell(finding.expected)} | ${cell(finding.actual)} |`,
      );
    lines.push('');
  }
  const coverage = coverageLines(report);
  if (coverage.length > 0) lines.push(...coverage.slice(1).map((line) => line.replace(/^ {2}/, '- ')), '');
  return `${lines.join('\n')}\n`;
}
