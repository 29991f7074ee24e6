import { expect, test } from '@playwright/test';
import { recordCspViolations } from '../support/csp';

test("[SEC-03][DEPLOY-02] the production build starts under nginx's strict Content-Security-Policy without violations", async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  // An empty config makes the portal render its own error screen: the app's scripts and styles ran under the policy.
  await page.route('**/config.json', (route) => route.fulfill({ body: '{}', contentType: 'application/json' }));
  const response = await page.goto('/pulse');
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[0-9a-f]{32}';/);
  expect(policy).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}';/);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  await expect(page.getByRole('heading', { name: 'The portal cannot start' })).toBeVisible();
  const html = await (await page.request.get('/pulse')).text();
  // Every script is an external file: no inline script, with or without a nonce.
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(violations).toEqual([]);
});
