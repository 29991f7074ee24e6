import type { Page } from '@playwright/test';
import { expect, test } from '../support/mock-conformance';
import { Portal } from '../pages/portal';
import { expectNoAxeViolations } from '../support/axe';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const combobox = (page: Page) => palette(page).getByRole('combobox', { name: 'Type a command or a place' });
const options = (page: Page) => palette(page).getByRole('listbox', { name: 'Commands' }).getByRole('option');

/** The option `aria-activedescendant` points at: what a screen reader announces. */
const activeOption = async (page: Page) => {
  const id = await combobox(page).getAttribute('aria-activedescendant');
  return palette(page).locator(`[id="${id}"]`);
};

test('[UX-03] [A11Y-01] Ctrl+K opens the palette; typing filters fuzzily with highlights; arrows and Enter run; axe-clean', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/pulse', { persona: 'admin' });
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.focus();
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await expect(combobox(page)).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.type('instmet');
  const first = await activeOption(page);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toContainText('Installation metrics');
  await expect(first.locator('mark').first()).toHaveText('Inst');
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Control+k');
  await page.keyboard.type('cu');
  await expect(options(page).first()).toContainText('Customers');
  await page.keyboard.press('ArrowDown');
  await expect(await activeOption(page)).not.toContainText('Customers');
  await page.keyboard.press('ArrowUp');
  await expect(await activeOption(page)).toContainText('Customers');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customers/);
  await expect(portal.heading).toHaveText('Customers');
  await expect(menuButton).toBeFocused();
});

test('[UX-03] "/" opens the palette outside text fields only; a popup chosen there gives focus back to the opener', async ({
  page,
}) => {
  const portal = new Portal(page);
  await portal.open('/customers', { persona: 'admin' });
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await search.focus();
  await page.keyboard.type('/');
  await expect(palette(page)).toBeHidden();
  await expect(search).toHaveValue('/');
  const button = page.getByRole('button', { name: 'Command palette' });
  await button.focus();
  await page.keyboard.press('/');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('version');
  await page.keyboard.press('Enter');
  const versionInfo = page.getByRole('dialog', { name: 'Version information' });
  await expect(versionInfo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(versionInfo).toBeHidden();
  await expect(button).toBeFocused();
});

test('[UX-03] a customer user is offered only their areas and never a customer switch; German works', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'de'));
  await new Portal(page).open('/pulse', { persona: 'customer-user' });
  await page.getByRole('button', { name: 'Befehlspalette' }).click();
  const dialog = page.getByRole('dialog', { name: 'Befehlspalette' });
  await expect(dialog.getByRole('combobox', { name: 'Befehl oder Ziel eingeben' })).toBeFocused();
  const list = dialog.getByRole('listbox', { name: 'Befehle' });
  await expect(list.getByRole('option', { name: /Umgebungen/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /Installationsmetriken/ })).toHaveCount(0);
  await expect(list.getByRole('option', { name: /Kunde wechseln/ })).toHaveCount(0);
  await page.keyboard.type('Kunde wechseln');
  await expect(list.getByRole('option')).toHaveCount(0);
  await expect(dialog.getByText('Kein Befehl passt')).toBeVisible();
  await expectNoAxeViolations(page);
});
