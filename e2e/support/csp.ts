import type { Page } from '@playwright/test';

/**
 * Collects every Content-Security-Policy violation of the page, across reloads: the browser's
 * `securitypolicyviolation` event (reported through the console by an init script) and its own
 * "Refused to …" console errors. Call before the first navigation.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  return violations;
}
