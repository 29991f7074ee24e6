import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { Popups } from '../pages/popups';

test('[UX-02] the tab names the route and the open popup, restores the route on close, in English and German', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'admin' });
  await expect(page).toHaveTitle('Pulse · Management Portal');
  await portal.navLink('Customers').click();
  await expect(page).toHaveTitle('Customers · Management Portal');
  const popups = new Popups(page);
  const dialog = await popups.openFromMenu('About and licences');
  await expect(page).toHaveTitle('About and licences · Management Portal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveTitle('Customers · Management Portal');
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  await expect(page).toHaveTitle('Kunden · Verwaltungsportal');
});
