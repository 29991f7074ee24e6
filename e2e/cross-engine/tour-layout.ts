/**
 * XB-01: the tour's steps about the whole page: the customer switch and its reload, theme and
 * language, the rail's sizes, the phone layout.
 */
import { expect } from '@playwright/test';
import { DESKTOP, type Query } from './driver.ts';
import { chooseInMenu, closeWithEscape, openFromMenu } from './popup-pages.ts';
import { eventually, TEXTS, type Shell, type Shot } from './shell-pages.ts';

const stored = (shell: Shell, key: string) => shell.driver.evaluate((name) => localStorage.getItem(name), key);

/** Keyboard only: select the field, type, arrow to a match, Enter; the page reloads with the new customer, stored (CUST-03). */
export async function customerSwitch(shell: Shell) {
  const { driver } = shell;
  const combobox: Query = { role: 'combobox', name: shell.texts.customer, within: shell.banner };
  const before = await driver.value(combobox);
  const storedBefore = await stored(shell, 'selectedCustomerId');
  await shell.markDocument();
  await driver.focus(combobox);
  await driver.press('Control+a');
  await driver.press('a');
  await shell.expectVisible({ role: 'listbox' });
  // Arrow down to another customer than the selected one, looking at the highlight after each press
  // as a user does (a press just as the dropdown's chunk takes over the field can go nowhere).
  const highlighted = async () => {
    const id = await driver.attribute(combobox, 'aria-activedescendant');
    return id ? driver.text({ css: `[id="${id}"]` }) : '';
  };
  for (let press = 0; press < 5; press++) {
    const was = await highlighted();
    await driver.press('ArrowDown');
    await expect
      .poll(highlighted, { timeout: 3_000 })
      .not.toBe(was)
      .catch(() => undefined);
    const now = await highlighted();
    if (now !== '' && !before.endsWith(now) && !now.endsWith(before)) break;
  }
  expect(await highlighted()).not.toBe('');
  await driver.press('Enter');
  await shell.expectReloaded();
  await eventually(() => driver.value(combobox)).not.toBe(before);
  await eventually(() => driver.value(combobox)).toMatch(/ \| /);
  expect(await stored(shell, 'selectedCustomerId')).not.toBe(storedBefore);
}

/** Dark, then German: `<html>` says so, both are stored, a popup opens in German; then back to light and English. */
export async function themeAndLanguage(shell: Shell, shot: Shot) {
  await chooseInMenu(shell, TEXTS.en.appearance, 'Dark');
  await eventually(() => shell.htmlAttribute('data-joy-color-scheme')).toBe('dark');
  expect(await stored(shell, 'theme')).toBe('dark');
  await chooseInMenu(shell, TEXTS.en.language, 'Deutsch');
  shell.language = 'de';
  await eventually(() => shell.htmlAttribute('lang')).toBe('de');
  expect(await stored(shell, 'language')).toBe('de');
  await shell.driver.click(shell.navLink('Pulse'));
  await shell.expectArea('Plattformstatus');
  await shot('dark-german');
  const dialog = await openFromMenu(shell, TEXTS.de.versionInfo);
  await shot('dark-german-version-info');
  await closeWithEscape(shell, dialog, shell.button(TEXTS.de.menu));
  await chooseInMenu(shell, TEXTS.de.language, 'English');
  shell.language = 'en';
  await shell.expectArea('Platform status');
  await chooseInMenu(shell, TEXTS.en.appearance, 'Light');
  await eventually(() => shell.htmlAttribute('data-joy-color-scheme')).toBe('light');
}

/**
 * XB-03: the header keeps its width from a short area to a long one that scrolls, and with a popup
 * open over it: where scrollbars take room (Firefox here) the page used to narrow by one. 640 px
 * high, Pulse fits and the customers' list scrolls.
 */
export async function headerWidthHolds(shell: Shell) {
  const { driver, texts } = shell;
  // The header by its element: a modal hides the rest of the page from the accessibility tree.
  const width = async () => (await driver.box({ css: 'header' }))?.width;
  const scrolls = () => driver.evaluate(() => document.documentElement.scrollHeight > window.innerHeight, null);
  await driver.setViewport(DESKTOP.width, 640);
  await driver.click(shell.navLink('Pulse'));
  await shell.expectArea('Platform status');
  expect(await scrolls()).toBe(false);
  const short = await width();
  await driver.click(shell.navLink('Customers'));
  await shell.expectArea('Customers');
  expect(await scrolls()).toBe(true);
  expect(await width()).toBe(short);
  const dialog = await openFromMenu(shell, texts.versionInfo);
  expect(await width()).toBe(short);
  await closeWithEscape(shell, dialog, shell.button(texts.menu));
  await driver.setViewport(DESKTOP.width, DESKTOP.height);
}

/** The seed's sizes: a 68 px header, the rail 70 px collapsed, 240 px expanded, and collapsed again (SHELL-02, -04). */
export async function rail(shell: Shell) {
  const { driver, texts } = shell;
  expect((await driver.box(shell.banner))?.height).toBe(68);
  await eventually(shell.navWidth).toBe(70);
  await driver.click(shell.button(texts.expand, null));
  await eventually(shell.navWidth).toBe(240);
  await driver.click(shell.button(texts.collapse, null));
  await eventually(shell.navWidth).toBe(70);
}

/** Below 600 px: the navigation in a drawer behind the menu button, the header's secondary actions in its overflow (UX-01). */
export async function phoneLayout(shell: Shell, shot: Shot) {
  const { driver, texts } = shell;
  // XB-03, a limitation of the engine's browser: MiniBrowser's toolbar keeps its window at least
  // about 450 px wide, so WebKit tours the phone layout at that width, still below 600 px.
  const { width } = await driver.setViewport(390, 844);
  expect(width).toBeLessThan(600);
  await shell.expectVisible(shell.nav, false);
  await driver.click(shell.button(texts.openNavigation));
  await shell.expectVisible(shell.nav);
  await shot('phone-navigation');
  await driver.click(shell.navLink('Customers'));
  await shell.expectArea('Customers');
  await shell.expectVisible(shell.nav, false);
  await shot('phone-customers');
  await driver.click(shell.button(texts.moreActions));
  await shell.expectVisible(shell.button(texts.menu));
  await shot('phone-more-actions');
  await driver.press('Escape');
  await driver.setViewport(DESKTOP.width, DESKTOP.height);
}
