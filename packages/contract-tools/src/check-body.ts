/**
 * contract:check, response bodies: the strict zod schema's issues as findings, classed by whether
 * the portal reads the field (breaking-for-portal) or not (drift); additions are info.
 */
import type { z } from 'zod';
import type { Finding, FindingKind } from './findings.ts';
import { describeValue, fromPointer, toPointer, valueAt } from './json.ts';
import { readsField, type UsedOperation } from './usage.ts';

type Issue = z.core.$ZodIssue;

/** Turns zod issues into findings: a missing and an unexpected key side by side are one rename. */
export function bodyFindings(
  issues: Issue[],
  body: unknown,
  used: UsedOperation | undefined,
  base: Omit<Finding, 'class' | 'kind' | 'pointer' | 'message'>,
): Finding[] {
  type Raw = { kind: FindingKind; path: (string | number)[]; message: string; expected?: string; actual?: string };
  const raw: Raw[] = [];
  const missing = new Map<string, Raw[]>();
  const added = new Map<string, string[]>();
  for (const issue of issues) {
    const path = issue.path.map((segment) => (typeof segment === 'symbol' ? String(segment) : segment));
    const value = valueAt(body, path);
    const parent = toPointer(path.slice(0, -1));
    if (issue.code === 'unrecognized_keys') {
      added.set(toPointer(path), issue.keys);
      continue;
    }
    if (issue.code === 'invalid_type' && value === undefined) {
      const entry: Raw = {
        kind: 'field-missing',
        path,
        message: 'A field the contract requires is missing.',
        expected: issue.expected,
        actual: 'missing',
      };
      missing.set(parent, [...(missing.get(parent) ?? []), entry]);
      continue;
    }
    const kind: FindingKind =
      issue.code === 'invalid_type'
        ? value === null
          ? 'nullable'
          : 'type-changed'
        : issue.code === 'invalid_value'
          ? 'enum-value-added'
          : issue.code === 'invalid_format'
            ? 'format-changed'
            : 'value-invalid';
    const expected =
      issue.code === 'invalid_type'
        ? issue.expected
        : issue.code === 'invalid_value'
          ? `one of ${issue.values.map((item) => JSON.stringify(item)).join(', ')}`
          : issue.code === 'invalid_format'
            ? `format ${issue.format}`
            : undefined;
    raw.push({ kind, path, message: issue.message, expected, actual: describeValue(value) });
  }
  for (const [parent, entries] of missing) {
    const extra = added.get(parent) ?? [];
    if (entries.length === 1 && extra.length === 1 && entries[0]) {
      raw.push({
        ...entries[0],
        kind: 'field-renamed',
        message: `The field is missing and "${extra[0]}" came instead: renamed?`,
        actual: `"${extra[0]}"`,
      });
      added.delete(parent);
    } else raw.push(...entries);
  }
  for (const [parent, keys] of added) {
    for (const key of keys) {
      raw.push({
        kind: 'field-added',
        path: [...fromPointer(parent), key],
        message: 'A field the contract does not declare came.',
        actual: describeValue(valueAt(body, [...fromPointer(parent), key])),
      });
    }
  }
  // One finding per field and kind, however many array items show it.
  const grouped = new Map<string, Finding>();
  for (const entry of raw) {
    const pointer = toPointer(entry.path);
    const key = `${entry.kind} ${pointer.replace(/\/\d+(?=\/|$)/g, '/*')}`;
    const known = grouped.get(key);
    if (known) {
      known.occurrences = (known.occurrences ?? 1) + 1;
      continue;
    }
    const cls = entry.kind === 'field-added' ? 'info' : readsField(used, pointer) ? 'breaking-for-portal' : 'drift';
    grouped.set(key, {
      ...base,
      class: cls,
      kind: entry.kind,
      pointer,
      message: entry.message,
      expected: entry.expected,
      actual: entry.actual,
    });
  }
  return [...grouped.values()];
}
