import { describe, expect, test } from 'vitest';
import { diagnosticsText, type DiagnosticsInput } from './diagnostics';

const input = (overrides: Partial<DiagnosticsInput> = {}): DiagnosticsInput => ({
  uiVersion: '1.2.18',
  services: [
    { service: 'gateway', version: '3.14.2', status: 'success' },
    { service: 'hub', version: undefined, status: 'error' },
    { service: 'instance-management', version: undefined, status: 'pending' },
  ],
  locale: 'de-DE',
  customer: { id: 'c-0003', name: 'Northbridge Logistics' },
  email: 'clara.jensen@northbridge.example',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  at: new Date(Date.UTC(2026, 10, 23, 2, 46, 5)),
  ...overrides,
});

describe('diagnosticsText', () => {
  test('[POP-01] lists UI version, each service version or unavailable, locale, customer, user, agent and time', () => {
    expect(diagnosticsText(input())).toBe(
      [
        'Management Portal diagnostics',
        'Time: 2026-11-23T02:46:05.000Z',
        'UI version: 1.2.18',
        'Services:',
        '  gateway:             3.14.2',
        '  hub:                 unavailable',
        '  instance-management: loading',
        'Locale: de-DE',
        'Customer: c-0003 (Northbridge Logistics)',
        'User: clara.jensen@northbridge.example',
        'User agent: Mozilla/5.0 (X11; Linux x86_64)',
      ].join('\n'),
    );
  });

  test('[POP-01] says so when no customer is selected, and shows a placeholder customer by id alone', () => {
    expect(diagnosticsText(input({ customer: undefined }))).toContain('Customer: none selected');
    expect(diagnosticsText(input({ customer: { id: 'c-0009', name: '' } }))).toContain('Customer: c-0009\n');
  });

  test('[PLUG-04] lists every remote area with its version and state', () => {
    const text = diagnosticsText(
      input({
        remoteAreas: [
          { id: 'customer-insights', version: '0.3.0', state: 'loaded' },
          { id: 'env-remote', version: '2.0.0', state: 'incompatible' },
          { id: 'billing', state: 'not-loaded' },
        ],
      }),
    );
    expect(text).toContain(
      [
        'Remote areas:',
        '  customer-insights: 0.3.0 (loaded)',
        '  env-remote: 2.0.0 (incompatible)',
        '  billing: unknown version (not-loaded)',
      ].join('\n'),
    );
  });
});
