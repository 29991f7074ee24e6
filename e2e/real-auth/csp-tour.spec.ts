import { expect, test, type Page, type Response } from '@playwright/test';
import { AssistantChat, questionAnswering } from '../pages/assistant-chat';
import { Popups, type Language } from '../pages/popups';
import { Portal } from '../pages/portal';
import { SettingsMenus } from '../pages/settings-menus';
import { REAL_AUTH, openSignedIn } from '../support/real-auth';
import { AREA_ROUTES } from '@/app/route-table';
import { allowedRoutes } from '@/auth/access';
import { findPersona } from '../../mocks/personas';
import { recordCspViolations } from '../support/csp';

/**
 * One tour per language, each as a persona with different areas: the admin sees the global areas,
 * the customer user those of its first customer's roles, and then, with its second customer
 * selected (the one holding the overlay role), scenario overlays. Together they cover every area.
 */
const TOURS = [
  {
    language: 'en',
    persona: 'customer-user',
    email: 'clara.jensen@northbridge.example',
    // The first of its customers is selected.
    customer: 'c-0003',
    themes: ['Light', 'Dark'],
  },
  {
    language: 'de',
    persona: 'admin',
    email: 'ada.lindqvist@platform-ops.example',
    customer: undefined,
    themes: ['Hell', 'Dunkel'],
  },
] as const;

/** How many navigation entries the persona has: the route table's rows the portal's access rule allows. */
const areaCount = (persona: string, customer: string | undefined) => {
  const subject = findPersona(persona);
  if (!subject) throw new Error(`Unknown persona ${persona}`);
  return allowedRoutes(subject, AREA_ROUTES, customer).length;
};

/** Every area of the navigation, in order, each waited for. */
async function visitEveryArea(page: Page, portal: Portal, areas: number) {
  const links = page.getByRole('navigation', { name: /^(Main navigation|Hauptnavigation)$/ }).getByRole('link');
  await expect(links).toHaveCount(areas);
  for (let index = 0; index < areas; index++) {
    await links.nth(index).click();
    await expect(portal.heading).toBeVisible();
  }
}

/** Version info, about and licences, user info: opened and closed again. */
async function openEveryPopup(page: Page, language: Language, email: string) {
  const popups = new Popups(page, language);
  for (const item of [popups.texts.versionInfo, popups.texts.about]) {
    const dialog = await popups.openFromMenu(item);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await popups.userButton(email).click();
  const userInfo = popups.dialog(popups.texts.userInfo);
  await expect(userInfo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(userInfo).toBeHidden();
}

async function chooseTheme(page: Page, name: string) {
  const menus = new SettingsMenus(page);
  await menus.appearanceButton.click();
  await menus.themeItem(name).click();
  await expect(menus.menu).toHaveCount(0);
}

/** The assistant popup with a Markdown reply holding a highlighted code block (asked once per page). */
async function showAssistantCode(page: Page, language: Language, ask: boolean) {
  const chat = new AssistantChat(page, language);
  await chat.open();
  if (ask) await chat.ask(questionAnswering('```ts'));
  await expect(chat.log.locator('pre code [class^="hljs-"]').first()).toBeVisible();
  expect(Math.round((await chat.popup.boundingBox())?.width ?? 0)).toBe(350);
  await chat.button.click();
  await expect(chat.popup).toBeHidden();
}

/** The seed's sizes: 68 px header, navigation 70 px collapsed and 240 px expanded. */
async function expectShellSizes(page: Page, portal: Portal) {
  expect((await page.getByRole('banner').boundingBox())?.height).toBe(68);
  const navWidth = async () => (await portal.nav.locator('xpath=..').boundingBox())?.width;
  expect(await navWidth()).toBe(70);
  await page.getByRole('button', { name: 'Expand navigation' }).click();
  await expect.poll(navWidth).toBe(240);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect.poll(navWidth).toBe(70);
}

for (const { language, persona, email, customer, themes } of TOURS) {
  const areas = areaCount(persona, customer);
  test(`[DEPLOY-02] [SEC-03] signed in behind nginx's policy (${language}, ${persona}): every area, popup and the assistant in both themes, zero violations`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ locale: language === 'de' ? 'de-DE' : 'en-US' });
    const page = await context.newPage();
    const violations = await recordCspViolations(page);
    const documents: Response[] = [];
    page.on('response', (response) => response.request().resourceType() === 'document' && documents.push(response));
    await openSignedIn(page, { persona });
    const portal = new Portal(page);
    await expect(portal.heading).toBeVisible();
    // The page runs with the header's nonce, which emotion stamps on the styles it injects.
    const policy =
      (await documents.findLast((r) => r.url().startsWith(REAL_AUTH.portal))?.headerValue('content-security-policy')) ??
      '';
    const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})';/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(
      await page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce),
    ).toBe(nonce);
    // Browsers hide the nonce attribute once parsed; the property keeps it.
    const styleNonces = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].map((style) => style.nonce),
    );
    expect(styleNonces.length).toBeGreaterThan(0);
    expect(new Set(styleNonces)).toEqual(new Set([nonce]));

    for (const [index, theme] of themes.entries()) {
      await chooseTheme(page, theme);
      if (language === 'en') await expectShellSizes(page, portal);
      await visitEveryArea(page, portal, areas);
      await openEveryPopup(page, language, email);
      await showAssistantCode(page, language, index === 0);
    }
    if (persona === 'customer-user') {
      // Scenario overlays: the customer user holds that role for its second customer only, which a
      // stored selection chooses (customer users have no dropdown).
      await page.evaluate(() => localStorage.setItem('selectedCustomerId', 'c-0005'));
      await page.reload();
      for (const theme of themes) {
        await chooseTheme(page, theme);
        await page
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Scenario overlays' })
          .click();
        await expect(portal.heading).toHaveText('Scenario overlays');
      }
    }
    console.log(`CSP tour (${language}, light and dark): ${violations.length} violations`);
    expect(violations).toEqual([]);
    await context.close();
  });
}
