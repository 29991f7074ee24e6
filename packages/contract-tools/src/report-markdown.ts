/**
 * The run for people in a hurry: the Markdown summary a CI job shows (`contract-summary.md`,
 * `$GITHUB_STEP_SUMMARY`) and the coverage lines of contract:check.
 */
import { FINDING_CLASSES, type Finding, type Report } from './findings.ts';

/** The mark of each call's outcome in the text and the summary. */
export const MARK = { passed: '✓', failed: '✗', skipped: '-', error: '!' };
/** What each exit code means. */
export const EXIT_MEANING = ['clean', 'drift', 'usage, input or connection error', 'internal error'];

/**
 * A finding the portal cannot notice: the provider accepts more than the portal sends. Springdoc
 * documents give several on every run (an id without `@Size(min = 1)`), so the text and the
 * summary count them in one line ({@link wideningLine}) and contract-report.json lists them.
 */
export const isWidening = (finding: Finding): boolean => finding.kind === 'constraint-widened';

/** The findings the text and the summary list: all but the widenings. */
export const listedFindings = (report: Report): Finding[] => report.findings.filter((finding) => !isWidening(finding));

/** The line that stands for the widenings, or undefined when there are none. */
export function wideningLine(report: Report): string | undefined {
  const count = report.findings.filter(isWidening).length;
  if (count === 0) return undefined;
  const findings = count === 1 ? 'info finding' : 'info findings';
  return `Not listed: ${count} ${findings} constraint-widened (the provider accepts more than the portal sends, which the portal cannot notice); contract-report.json lists them.`;
}

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

/** The Markdown summary: verdict, counts per class, the calls, the findings (widenings counted) and what was not observed. */
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
  const listed = listedFindings(report);
  if (listed.length > 0) {
    lines.push('| class | kind | operationId | pointer | expected | came |', '|---|---|---|---|---|---|');
    for (const finding of listed)
      lines.push(
        `| ${finding.class} | ${finding.kind} | ${finding.operationId} | ${code(finding.pointer)} | ${cell(finding.expected)} | ${cell(finding.actual)} |`,
      );
    lines.push('');
  }
  const widenings = wideningLine(report);
  if (widenings) lines.push(widenings, '');
  const coverage = coverageLines(report);
  if (coverage.length > 0) lines.push(...coverage.slice(1).map((line) => line.replace(/^ {2}/, '- ')), '');
  return `${lines.join('\n')}\n`;
}
