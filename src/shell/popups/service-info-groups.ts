import type { ServiceInfo } from '@/api/generated/actuator/actuator.schemas';

export type GroupKey = 'application' | 'build' | 'git' | 'java';
/** One shown field: its translation key under `popups.versionInfo` and its text (undefined: not reported). */
export type Field = { key: string; value: string | undefined };
export type FieldGroup = { key: GroupKey; fields: Field[] };

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

/**
 * The blocks of POP-01 in display order. Git and Java only with `runtimeDetails` (the roles check
 * with an empty role list of POP-01); the build's group only when the service reports one (it is optional).
 */
export function serviceInfoGroups(
  info: ServiceInfo,
  { runtimeDetails, formatTime }: { runtimeDetails: boolean; formatTime: (iso: string) => string },
): FieldGroup[] {
  const { application, build, git, java } = info;
  const time = git.commit.time;
  const groups: FieldGroup[] = [
    {
      key: 'application',
      fields: [
        { key: 'name', value: application.name },
        { key: 'description', value: application.description },
      ],
    },
    {
      key: 'build',
      fields: [
        { key: 'artifact', value: build.artifact },
        ...(build.group ? [{ key: 'group', value: build.group }] : []),
        { key: 'version', value: build.version },
      ],
    },
  ];
  if (!runtimeDetails) return groups;
  return [
    ...groups,
    {
      key: 'git',
      fields: [
        { key: 'branch', value: git.branch },
        { key: 'commitId', value: git.commit.id },
        { key: 'commitTime', value: !Number.isNaN(Date.parse(time)) ? formatTime(time) : time },
      ],
    },
    {
      key: 'java',
      fields: [
        { key: 'version', value: java.version },
        { key: 'vendor', value: java.vendor.name },
        { key: 'runtime', value: joined(java.runtime.name, java.runtime.version) },
        { key: 'jvm', value: joined(java.jvm.name, `(${java.jvm.vendor})`, java.jvm.version) },
      ],
    },
  ];
}
