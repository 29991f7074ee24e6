import { describe, expect, test } from 'vitest';
import { criticalPath, formatPaths, medianPath } from './critical-path';
import type { LighthouseResult } from './lighthouse-figures';

const request = (url: string, start: number, end: number, resourceType = 'Script') => ({
  url: `http://127.0.0.1:4750${url}`,
  networkRequestTime: start,
  networkEndTime: end,
  resourceType,
});
const IDP = 'http://127.0.0.1:4752/realms/platform/protocol/openid-connect';

function result(items: object[], fcp = 900, lcp = 1_200, route = '/pulse'): LighthouseResult {
  return {
    finalDisplayedUrl: `http://127.0.0.1:4750${route}`,
    categories: { performance: { score: 0.9 } },
    audits: {
      'network-requests': { details: { items } },
      metrics: { details: { items: [{ observedFirstContentfulPaint: fcp, observedLargestContentfulPaint: lcp }] } },
    },
  };
}

const silentLoad = result([
  request('/pulse', 0, 20, 'Document'),
  request('/config.json', 100, 130, 'Fetch'),
  request('/assets/keycloak-session-A1.js', 100, 140),
  { ...request('', 150, 200, 'Document'), url: `${IDP}/auth?prompt=none` },
  request('/silent-check-sso.html', 200, 210, 'Document'),
  request('/silent-check-sso.js', 215, 230),
  request('/assets/start-app-B2.js', 120, 400),
  request('/assets/Button-C3.js', 130, 420),
  { ...request('', 240, 300, 'Fetch'), url: `${IDP}/token` },
  request('/assets/i18n/en.json?v=1', 140, 380, 'Fetch'),
  request('/api/customer-management/customers', 500, 540, 'Fetch'),
  request('/assets/pulse-page-D4.js', 410, 450),
  request('/api/actuator/info/gateway', 600, 650, 'Fetch'),
  request('/api/actuator/info/hub', 610, 700, 'Fetch'),
]);

describe('critical path', () => {
  test('[PERF-04] the steps of a silent sign-in, with the application spanning its scripts up to the first API call', () => {
    const steps = Object.fromEntries(criticalPath(silentLoad).map((step) => [step.name, [step.startMs, step.endMs]]));
    expect(steps).toEqual({
      HTML: [0, 20],
      'runtime config': [100, 130],
      'sign-in module': [100, 140],
      'silent check (frame, page, script)': [150, 230],
      // start-app and what it pulled in; not the area's chunk, not the silent page's script.
      'application code': [120, 420],
      'code exchange (token)': [240, 300],
      texts: [140, 380],
      'customer list': [500, 540],
      'Pulse area code': [410, 450],
      'service statuses (all answered)': [600, 700],
      'first contentful paint': [900, 900],
      'largest contentful paint': [1_200, 1_200],
    });
  });

  test('[PERF-04] a load through the login redirect shows the round trip instead of a silent check', () => {
    const redirected = result([
      request('/pulse', 0, 20, 'Document'),
      { ...request('', 150, 200, 'Document'), url: `${IDP}/auth?client_id=portal` },
      request('/pulse', 210, 260, 'Document'),
      request('/assets/start-app-B2.js', 300, 500),
      request('/api/actuator/info/gateway', 600, 650, 'Fetch'),
    ]);
    const names = criticalPath(redirected).map((step) => step.name);
    expect(names).toContain('login round trip (redirect)');
    expect(names).not.toContain('silent check (frame, page, script)');
    expect(criticalPath(redirected).find((step) => step.name === 'login round trip (redirect)')).toMatchObject({
      startMs: 150,
      endMs: 260,
    });
  });

  test('[PERF-04] another route (`--route /customers`): its own HTML, and no Pulse steps', () => {
    const customers = result(
      [
        request('/customers', 0, 25, 'Document'),
        request('/pulse', 5, 10, 'Document'),
        request('/config.json', 100, 130, 'Fetch'),
        request('/api/customer-management/customers', 500, 540, 'Fetch'),
      ],
      900,
      1_200,
      '/customers',
    );
    const steps = Object.fromEntries(criticalPath(customers).map((step) => [step.name, [step.startMs, step.endMs]]));
    expect(steps['HTML']).toEqual([0, 25]);
    expect(steps['customer list']).toEqual([500, 540]);
    expect(steps).not.toHaveProperty('Pulse area code');
  });

  test('[PERF-04] medians per step, and a table with a dash where an app lacks a step', () => {
    const later = result([request('/pulse', 0, 40, 'Document')], 1_000, 1_500);
    const path = medianPath([criticalPath(silentLoad), criticalPath(later), criticalPath(later)]);
    expect(path.find((step) => step.name === 'HTML')).toEqual({ name: 'HTML', startMs: 0, endMs: 40 });
    expect(path.find((step) => step.name === 'largest contentful paint')?.endMs).toBe(1_500);
    const table = formatPaths([
      { app: 'after', path },
      { app: 'before', path: [{ name: 'HTML', startMs: 0, endMs: 30 }] },
    ]);
    expect(table).toContain('| HTML | 0 → 40 (40) | 0 → 30 (30) |');
    expect(table).toContain('| largest contentful paint | 1500 | — |');
  });
});
