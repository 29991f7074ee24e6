import { expect, test } from '@playwright/test';

// The deployment may serve the portal with a strict policy: no inline script, no eval.
const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

test('[SEC-03] the production build starts under a strict Content-Security-Policy without violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on(
    'console',
    (message) => /Content Security Policy|Refused to/.test(message.text()) && violations.push(message.text()),
  );
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    return route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': POLICY } });
  });
  // An empty config makes the portal render its own error screen: the app's scripts ran under the policy.
  await page.route('**/config.json', (route) => route.fulfill({ body: '{}', contentType: 'application/json' }));
  await page.goto('/pulse');
  await expect(page.getByRole('heading', { name: 'The portal cannot start' })).toBeVisible();
  const html = await (await page.request.get('/pulse')).text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  expect(violations).toEqual([]);
});
