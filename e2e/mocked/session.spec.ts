import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { expectNoAxeViolations } from '../support/axe';

// Mock sessions last one hour (the mock token's lifetime); the warning comes at least 60 s before the end.
test('[AUTH-08] a warning before the session ends offers "Stay signed in", which really refreshes', async ({
  page,
}) => {
  await page.clock.install();
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'admin' });
  const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('58:30');
  await expect(dialog).toHaveCount(0);
  await page.clock.fastForward('00:45');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/signed out in \d+ seconds/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toHaveCount(0);
  // The session now ends an hour after the refresh: still signed in well past the first end.
  await page.clock.fastForward('30:00');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('ada.lindqvist@platform-ops.example')).toBeVisible();
});

test('[AUTH-08] [SEC-02] ignoring the warning signs the user out and clears the chat thread', async ({ page }) => {
  await page.clock.install();
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'admin' });
  await page.evaluate(() => sessionStorage.setItem('threadId', 'thread-of-ada'));
  await page.clock.fastForward('59:30');
  await expect(page.getByRole('alertdialog')).toBeVisible();
  const signedOut = page.waitForURL((url) => url.pathname === '/pulse' && !url.search);
  await page.clock.fastForward('01:00');
  await signedOut;
  expect(await page.evaluate(() => sessionStorage.getItem('threadId'))).toBeNull();
});

test('[AUTH-04] [SEC-02] logout from the menu clears the chat thread and leaves through the sign-out', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/customers', { persona: 'admin' });
  await page.evaluate(() => sessionStorage.setItem('threadId', 'thread-of-ada'));
  await portal.openMenu();
  const left = page.waitForURL((url) => url.pathname === '/pulse' && !url.search);
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await left;
  expect(await page.evaluate(() => sessionStorage.getItem('threadId'))).toBeNull();
});
