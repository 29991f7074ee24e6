import { expect, test } from '@playwright/test';
import { Portal } from '../pages/portal';
import { REAL_AUTH, expectIdpLoginPage, openSignedIn, updatePasswordForm } from '../support/real-auth';

test("[AUTH-05] [CUST-02] the signed-in user, roles and customers come from the provider's token", async ({ page }) => {
  await openSignedIn(page, { persona: 'customer-user' });
  const portal = new Portal(page);
  await expect(page.getByRole('banner')).toContainText('clara.jensen@northbridge.example');
  // A customer user: the first of the token's customers, disabled; the navigation follows its roles.
  await expect(portal.customer).toBeDisabled();
  await expect(portal.navLink('Installation metrics')).toHaveCount(0);
  await expect(portal.navLink('Environments')).toBeVisible();
});

test('[AUTH-04] [SEC-01] [SEC-02] logout goes through the provider and back to its sign-in page, the chat thread gone', async ({
  page,
}) => {
  await openSignedIn(page, { persona: 'admin' });
  const portal = new Portal(page);
  await expect(page.getByRole('banner')).toContainText('ada.lindqvist@platform-ops.example');
  await page.evaluate(() => sessionStorage.setItem('threadId', 'thread-of-ada'));
  const logout = page.waitForRequest(
    (request) => request.url().startsWith(`${REAL_AUTH.idp.normal.url}/`) && /\/logout\b/.test(request.url()),
  );
  await portal.openMenu();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const redirect = new URL((await logout).url()).searchParams.get('post_logout_redirect_uri');
  expect(redirect && new URL(redirect).origin).toBe(REAL_AUTH.portal);
  // Signed out at the provider: the portal requires the login again.
  await expectIdpLoginPage(page);
  expect(await page.evaluate(() => sessionStorage.getItem('threadId'))).toBeNull();
});

test('[AUTH-04] reset password asks the provider for UPDATE_PASSWORD and returns to the portal', async ({ page }) => {
  await openSignedIn(page, { persona: 'support' });
  const portal = new Portal(page);
  await expect(page.getByRole('banner')).toContainText('sven.okafor@platform-ops.example');
  const request = page.waitForRequest((r) => r.url().startsWith(REAL_AUTH.idp.normal.auth));
  await portal.openMenu();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const params = new URL((await request).url()).searchParams;
  expect(params.get('kc_action')).toBe('UPDATE_PASSWORD');
  expect(new URL(params.get('redirect_uri') ?? '').origin).toBe(REAL_AUTH.portal);
  const form = updatePasswordForm(page);
  await expect(form.heading).toBeVisible();
  await form.newPassword.fill('a-new-password');
  await form.confirmPassword.fill('a-new-password');
  await form.submit.click();
  await page.waitForURL((url) => url.origin === REAL_AUTH.portal);
  await expect(page.getByRole('banner')).toContainText('sven.okafor@platform-ops.example');
  expect(new URL(page.url()).search).not.toMatch(/code=|state=|kc_action/);
});
