/**
 * XB-01: the cross-engine tour, written once for every engine (over driver.ts) and both builds. Two
 * people, because between them they open every area: a customer user (its first customer, then
 * its second one by the stored selection), then an admin (the global areas and the customer switch).
 * The other behaviours each run once, where they are cheapest. Steps a user takes with the keyboard
 * are taken with the keyboard.
 */
import { expect } from '@playwright/test';
import { AREA_ROUTES } from '@/app/route-table';
import { allowedRoutes } from '@/auth/access';
import { customerIdsOf, findPersona } from '../../mocks/personas.ts';
import { REAL_AUTH } from '../../tools/testing/ports.ts';
import type { EngineDriver, Query } from './driver.ts';
import { Assistant, closeWithEscape, openFromMenu, runFromPalette } from './popup-pages.ts';
import { eventually, Shell, type Shot } from './shell-pages.ts';
import { customerSwitch, headerWidthHolds, phoneLayout, rail, themeAndLanguage } from './tour-layout.ts';

export type Build = { name: 'mock' | 'production'; origin: string };

/** The navigation's entries for the persona: the route table's by the portal's own access rule, and the mock build's remote area. */
function areaCount(build: Build, personaId: string, customer: string | undefined) {
  const persona = findPersona(personaId)!;
  const remote = build.name === 'mock' && persona.globalRoles.length > 0 ? 1 : 0;
  return allowedRoutes(persona, AREA_ROUTES, customer).length + remote;
}

/** The persona's customers, the one selected first (CUST-02 picks it by name), then the other. */
async function customersOf(personaId: string, selected: string | null) {
  const ids = customerIdsOf(findPersona(personaId)!);
  expect(ids).toContain(selected);
  return [selected!, ids.find((id) => id !== selected)!] as const;
}

/** Signs in: the mock build by its persona switch, the production build at the test identity provider. */
async function signIn(shell: Shell, build: Build, personaId: string) {
  const { driver } = shell;
  const persona = findPersona(personaId)!;
  if (build.name === 'mock') {
    await driver.goto(`${build.origin}/pulse?persona=${personaId}&scenario=none`);
  } else {
    await driver.goto(`${build.origin}/pulse`);
    const username: Query = { role: 'textbox', name: 'Username or email' };
    await shell.expectVisible(username);
    await driver.type(username, persona.email);
    // A password field has no ARIA role.
    await driver.type({ css: '#password' }, 'portal-test');
    await driver.click({ role: 'button', name: 'Sign in' });
  }
  await shell.expectArea('Platform status');
  await shell.expectVisible(shell.button(shell.texts.userButton(persona.email)));
}

/**
 * The navigation holds the persona's entries; each not yet visited on this tour is opened, waited for
 * and shot.
 */
async function everyArea(shell: Shell, shot: Shot, expected: number, visited: Set<string>) {
  const { driver } = shell;
  await eventually(() => driver.count(shell.navLink(/./))).toBe(expected);
  for (let index = 0; index < expected; index++) {
    const link = { ...shell.navLink(/./), nth: index };
    const path = (await driver.attribute(link, 'href')) ?? '';
    if (visited.has(path)) continue;
    visited.add(path);
    await driver.click(link);
    await eventually(async () => new URL(await driver.url()).pathname).toBe(path);
    await eventually(() => driver.text(shell.heading)).not.toBe('');
    await shell.expectArea(/./);
    await shot(`area-${path.slice(1)}`);
  }
}

/** Tab first reaches the skip link, which moves the focus to the content; a link of the navigation opens with Enter (A11Y-01). */
async function keyboardOnly(shell: Shell) {
  const { driver, texts } = shell;
  await driver.press('Tab');
  const skip: Query = { role: 'link', name: texts.skip };
  await shell.expectFocused(skip);
  await driver.press('Enter');
  await shell.expectFocused(shell.main);
  await driver.focus(shell.navLink('Customers'));
  await driver.press('Enter');
  await shell.expectArea('Customers');
}

/** Version information and about from the menu by keyboard, user info by its button; each closes with Escape (POP-04). */
async function everyPopup(shell: Shell, shot: Shot, email: string) {
  const menu = shell.button(shell.texts.menu);
  for (const [item, name] of [
    [shell.texts.versionInfo, 'version-info'],
    [shell.texts.about, 'about'],
  ] as const) {
    const dialog = await openFromMenu(shell, item);
    await shot(`popup-${name}`);
    await closeWithEscape(shell, dialog, menu);
  }
  const userButton = shell.button(shell.texts.userButton(email));
  await shell.driver.click(userButton);
  const userInfo = shell.dialog(shell.texts.userInfo);
  await shell.expectVisible(userInfo);
  await shot('popup-user-info');
  await closeWithEscape(shell, userInfo, userButton);
}

/** Send, a Markdown table, a code block copied, a new conversation (CHAT-03, -07, -12). */
async function assistantTour(shell: Shell, shot: Shot) {
  const { driver } = shell;
  const assistant = new Assistant(shell);
  await assistant.open();
  const tableAnswer = await assistant.ask('| Role |');
  await shell.expectVisible({ role: 'columnheader', name: 'Can change', within: tableAnswer });
  expect(await driver.count({ role: 'row', within: tableAnswer })).toBe(4);
  const codeAnswer = await assistant.ask('```ts');
  await shell.expectVisible({ css: 'pre code [class^="hljs-"]', within: codeAnswer });
  await shot('assistant');
  await assistant.copyCode(codeAnswer, "const response = await fetch('/api/customer-management/customers/c-0003'");
  await assistant.restart();
  await assistant.closeWithEscape();
}

/** The whole tour on one build: everything of XB-01 but the policy, which the spec checks around it. */
export async function crossEngineTour(driver: EngineDriver, build: Build, shot: Shot) {
  const shell = new Shell(driver);
  const production = build.name === 'production';

  const visited = new Set<string>();

  await signIn(shell, build, 'customer-user');
  const selected = () => driver.evaluate(() => localStorage.getItem('selectedCustomerId'), null);
  const [first, second] = await customersOf('customer-user', await selected());
  await keyboardOnly(shell);
  await everyArea(shell, shot, areaCount(build, 'customer-user', first), visited);
  // Customer users have no dropdown: their other customer is a stored selection (CUST-03).
  await driver.evaluate((id) => localStorage.setItem('selectedCustomerId', id), second);
  const area = await driver.text(shell.heading);
  await driver.reload();
  await shell.expectArea(area);
  expect(await selected()).toBe(second);
  await everyArea(shell, shot, areaCount(build, 'customer-user', second), visited);
  await everyPopup(shell, shot, findPersona('customer-user')!.email);
  await assistantTour(shell, shot);

  if (production) await logOut(shell);
  await signIn(shell, build, 'admin');
  await everyArea(shell, shot, areaCount(build, 'admin', 'c-0001'), visited);
  await headerWidthHolds(shell);
  await customerSwitch(shell);
  await themeAndLanguage(shell, shot);
  await runFromPalette(shell, 'instmet', 'Installation metrics');
  await rail(shell);
  await phoneLayout(shell, shot);
}

/** Log out from the menu: the identity provider's sign-in page follows (AUTH-04). */
async function logOut(shell: Shell) {
  const { driver } = shell;
  await driver.click(shell.button(shell.texts.menu));
  await driver.click({ role: 'menuitem', name: shell.texts.logout, within: { role: 'menu' } });
  await shell.expectVisible({ role: 'textbox', name: 'Username or email' });
  expect(new URL(await driver.url()).origin).toBe(REAL_AUTH.idp.normal.url);
}
