import type { ServiceName } from '@/api/generated/actuator/actuator.schemas';

/** What a service's info query knows when the diagnostics are copied. */
export type ServiceVersion = {
  service: ServiceName;
  version: string | undefined;
  status: 'success' | 'error' | 'pending';
};

/** A remote area as the version information shows it (PLUG-04). */
export type RemoteAreaVersion = { id: string; version?: string; state: string };

export type DiagnosticsInput = {
  uiVersion: string;
  services: readonly ServiceVersion[];
  remoteAreas?: readonly RemoteAreaVersion[];
  locale: string;
  customer: { id: string; name: string } | undefined;
  email: string;
  userAgent: string;
  at: Date;
};

const versionText = ({ version, status }: ServiceVersion) =>
  version ?? (status === 'pending' ? 'loading' : 'unavailable');

/**
 * The plain-text block "Copy diagnostics" puts on the clipboard (POP-01). Always in English, with an
 * ISO 8601 UTC time, so support can read and compare it whatever the user's language.
 */
export function diagnosticsText(input: DiagnosticsInput): string {
  const width = Math.max(...input.services.map(({ service }) => service.length)) + 1;
  const customer = input.customer
    ? `${input.customer.id}${input.customer.name ? ` (${input.customer.name})` : ''}`
    : 'none selected';
  return [
    'Management Portal diagnostics',
    `Time: ${input.at.toISOString()}`,
    `UI version: ${input.uiVersion}`,
    'Services:',
    ...input.services.map((entry) => `  ${`${entry.service}:`.padEnd(width)} ${versionText(entry)}`),
    ...(input.remoteAreas?.length
      ? [
          'Remote areas:',
          ...input.remoteAreas.map(({ id, version, state }) => `  ${id}: ${version ?? 'unknown version'} (${state})`),
        ]
      : []),
    `Locale: ${input.locale}`,
    `Customer: ${customer}`,
    `User: ${input.email}`,
    `User agent: ${input.userAgent}`,
  ].join('\n');
}
