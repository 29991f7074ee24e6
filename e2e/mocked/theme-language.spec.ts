import { expect, test } from '../support/mock-conformance';
import { type Page } from '@playwright/test';
import { PulsePage } from '../pages/pulse-page';
import { SettingsMenus } from '../pages/settings-menus';
import { AXE_SCREEN_MS, VISUAL_STATES, expectNoAxeViolations, visualStateName } from '../support/axe';
import { hueOf, isGreen, isRed } from '../support/colour';

/** Stores settings before every page load of the test, as a returning user's browser holds them. */
const storeBeforeLoad = (page: Page, entries: Record<string, string>) =>
  page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);

const openPulse = async (page: Page, scenario = 'none') => {
  const pulse = new PulsePage(page);
  await pulse.open({ scenario });
  return pulse;
};

/** Hue of each chip's background and text, for every status chip on the pulse page. */
const chipColours = (page: Page) =>
  page.locator('[data-status="ok"], [data-status="error"]').evaluateAll((chips) =>
    chips.map((chip) => {
      const style = getComputedStyle(chip);
      return { status: chip.getAttribute('data-status'), background: style.backgroundColor, text: style.color };
    }),
  );

/** CSP violations seen while /pulse loads with a strict policy: scripts from 'self' only, no inline, no eval. */
async function openUnderStrictPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI }),
    );
  });
  // Styles stay inline-capable: Joy writes its CSS at runtime. Everything else is the portal's own origin.
  const policy =
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'";
  await page.route(
    (url) => url.pathname === '/pulse',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    },
  );
  await page.goto('/pulse?scenario=none');
  await expect(new PulsePage(page).table).toBeVisible();
  return page.evaluate((): { directive: string; blocked: string }[] => Reflect.get(window, '__cspViolations'));
}

test.describe('theme', () => {
  test('[THEME-01] defaults to system and follows the browser preference live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPulse(page);
    const menus = new SettingsMenus(page);
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveCSS('color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'light');
    await menus.appearanceButton.click();
    await expect(menus.themeItem('System')).toHaveAttribute('aria-checked', 'true');
    expect(await menus.stored('theme')).toBe('system');
  });

  test('[THEME-01] light and dark are stored under "theme" and win over the browser preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPulse(page);
    const menus = new SettingsMenus(page);
    await menus.chooseTheme('Dark');
    expect(await menus.stored('theme')).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'dark' });
    await menus.chooseTheme('Light');
    expect(await menus.stored('theme')).toBe('light');
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'light');
    await menus.chooseTheme('System');
    expect(await menus.stored('theme')).toBe('system');
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'light');
    // Only the documented keys: no library keys such as joy-mode beside them.
    const keys = await page.evaluate(() => Object.keys(window.localStorage));
    expect(keys.filter((key) => /joy|mode|scheme/i.test(key))).toEqual([]);
  });

  for (const [stored, preference, expected] of [
    ['dark', 'light', 'dark'],
    ['light', 'dark', 'light'],
    [undefined, 'dark', 'dark'],
  ] as const) {
    test(`[THEME-01] [THEME-02] no flash: theme=${stored ?? '(none)'} with a ${preference} browser is on <html> before the app's JavaScript runs`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: preference });
      await storeBeforeLoad(page, { ...(stored && { theme: stored }), 'colour-blind': 'true' });
      // The app's bundle never arrives: whatever <html> shows now was set by /pre-paint.js alone.
      const blocked: string[] = [];
      await page.route(/\/assets\/.+\.js$/, (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      await page.goto('/pulse', { waitUntil: 'domcontentloaded' });
      expect(blocked.length).toBeGreaterThan(0);
      // Only the pre-paint frame of the HTML (PERF-08): nothing the app renders.
      await expect(page.locator('#root .app-frame')).toBeVisible();
      await expect(page.locator('header')).toHaveCount(0);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-joy-color-scheme', expected);
      await expect(html).toHaveAttribute('data-colour-blind', '');
      await expect(html).toHaveCSS('color-scheme', expected);
    });
  }

  test('[SEC-03] [THEME-01] the theme script and the portal run under a strict Content-Security-Policy', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const violations = await openUnderStrictPolicy(page);
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    // Nothing blocked: no inline script, no script from elsewhere. Eval attempts: the test below.
    expect(violations.filter((violation) => violation.blocked !== 'eval')).toEqual([]);
  });

  test('[SEC-03] nothing tries eval under the strict Content-Security-Policy', async ({ page }) => {
    const violations = await openUnderStrictPolicy(page);
    expect(violations).toEqual([]);
  });
});

test.describe('colour-blind mode', () => {
  test('[THEME-02] is stored as colour-blind=true and the key is removed when off', async ({ page }) => {
    await openPulse(page);
    const menus = new SettingsMenus(page);
    expect(await menus.stored('colour-blind')).toBeNull();
    await menus.toggleColourBlind();
    expect(await menus.stored('colour-blind')).toBe('true');
    await expect(page.locator('html')).toHaveAttribute('data-colour-blind', '');
    await page.reload();
    await menus.appearanceButton.click();
    await expect(menus.colourBlindItem).toHaveAttribute('aria-checked', 'true');
    await menus.colourBlindItem.click();
    expect(await menus.stored('colour-blind')).toBeNull();
    expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContain('colour-blind');
    await expect(page.locator('html')).not.toHaveAttribute('data-colour-blind');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`[THEME-02] status chips avoid red and green in ${theme} mode and always carry an icon and text`, async ({
      page,
    }) => {
      await storeBeforeLoad(page, { theme });
      const pulse = await openPulse(page, 'service-info-partial-outage');
      await expect(pulse.row('hub')).toContainText('Unavailable');
      // Without the mode the same measurement finds red and green: the check below can fail.
      const normal = await chipColours(page);
      expect(normal.some((chip) => chip.status === 'error' && isRed(hueOf(chip.background).hue))).toBe(true);
      expect(normal.some((chip) => chip.status === 'ok' && isGreen(hueOf(chip.background).hue))).toBe(true);

      await new SettingsMenus(page).toggleColourBlind();
      const colours = await chipColours(page);
      expect(colours.filter((chip) => chip.status === 'error')).toHaveLength(2);
      expect(colours.filter((chip) => chip.status === 'ok')).toHaveLength(5);
      for (const chip of colours) {
        for (const colour of [chip.background, chip.text]) {
          const { hue, saturation } = hueOf(colour);
          if (saturation < 0.1) continue;
          expect(isRed(hue) || isGreen(hue), `${chip.status} ${colour} (hue ${hue.toFixed(0)}°)`).toBe(false);
        }
      }
      // Reachable and Unavailable stay apart by hue as well as by icon and text.
      const hues = (status: string) => colours.filter((c) => c.status === status).map((c) => hueOf(c.background).hue);
      expect(Math.min(...hues('ok')) - Math.max(...hues('error'))).toBeGreaterThan(90);
      for (const [service, text] of [
        ['hub', 'Unavailable'],
        ['gateway', 'Reachable'],
      ] as const) {
        const chip = pulse.row(service).locator('[data-status]');
        await expect(chip).toHaveText(text);
        await expect(chip.locator('svg')).toBeVisible();
      }
    });
  }
});

test.describe('language', () => {
  test('[I18N-01] [HTTP-04] [SHELL-08] switching to Deutsch applies without reload, loads de.json?v=1.2.18 and sets <html lang>', async ({
    page,
  }) => {
    const translations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/i18n/'))
        translations.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    const pulse = await openPulse(page);
    expect(translations).toEqual(['/assets/i18n/en.json?v=1.2.18']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.evaluate(() => Reflect.set(window, '__sameDocument', true));
    const menus = new SettingsMenus(page);
    await menus.languageButton.click();
    await expect(menus.menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(menus.menu.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    await expect(menus.menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    const german = page.waitForRequest((request) => request.url().includes('/assets/i18n/de.json'));
    await menus.menu.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    expect(new URL((await german).url()).search).toBe('?v=1.2.18');
    await expect(page.getByRole('heading', { level: 1, name: 'Plattformstatus' })).toBeVisible();
    await expect(pulse.table).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(menus.languageButton).toHaveAccessibleName('Sprache: Deutsch');
    expect(await page.evaluate(() => Reflect.get(window, '__sameDocument'))).toBe(true);
    expect(await menus.stored('language')).toBe('de');
    // The choice wins over the browser's English on the next visit.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Plattformstatus' })).toBeVisible();
    await menus.chooseLanguage('English');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await menus.stored('language')).toBe('en');
  });

  test.describe('with a German browser', () => {
    test.use({ locale: 'de-DE' });
    test('[I18N-01] the browser language is the default: de-DE opens in German', async ({ page }) => {
      const requested = page.waitForRequest((request) => request.url().includes('/assets/i18n/de.json?v=1.2.18'));
      await openPulse(page);
      await requested;
      await expect(page.getByRole('heading', { level: 1, name: 'Plattformstatus' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(new SettingsMenus(page).languageButton).toHaveText('Deutsch');
      expect(await new SettingsMenus(page).stored('language')).toBe('de');
    });
  });

  test.describe('with a French browser', () => {
    test.use({ locale: 'fr-FR' });
    test('[I18N-01] a language the portal lacks falls back to English', async ({ page }) => {
      const translations: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/assets/i18n/')) translations.push(new URL(request.url()).pathname);
      });
      await openPulse(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(new SettingsMenus(page).languageButton).toHaveText('English');
      expect(translations).toEqual(['/assets/i18n/en.json']);
      expect(await new SettingsMenus(page).stored('language')).toBe('en');
    });
  });
});

test.describe('accessibility of the settings', () => {
  for (const state of VISUAL_STATES) {
    const { theme, colourBlind, language } = state;
    test(`[THEME-03] pulse and the open appearance and language menus pass axe (${visualStateName(state)})`, async ({
      page,
    }) => {
      test.setTimeout(3 * AXE_SCREEN_MS);
      await storeBeforeLoad(page, { theme, language, ...(colourBlind && { 'colour-blind': 'true' }) });
      const pulse = await openPulse(page, 'service-info-partial-outage');
      await expect(pulse.row('hub').locator('[data-status="error"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectNoAxeViolations(page);
      const menus = new SettingsMenus(page);
      await menus.appearanceButton.click();
      await expect(menus.menu).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await menus.languageButton.click();
      await expect(menus.menu).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('[A11Y-01] [THEME-01] [THEME-02] [I18N-01] both menus work with the keyboard alone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPulse(page);
    const menus = new SettingsMenus(page);
    // Tab from the page's start to the appearance button: every step is a key press.
    await page.locator('body').press('Tab');
    for (
      let step = 0;
      step < 40 && !(await menus.appearanceButton.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(menus.appearanceButton).toBeFocused();
    expect(await menus.appearanceButton.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(menus.menu).toBeVisible();
    await expect(menus.themeItem('System')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menus.themeItem('Dark')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-joy-color-scheme', 'dark');
    await expect(menus.appearanceButton).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menus.menu).toBeVisible();
    // Joy moves the focus into the menu in the frame after it opens; a key before that reaches the button.
    await expect.poll(() => menus.menu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('End');
    await expect(menus.colourBlindItem).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page.locator('html')).toHaveAttribute('data-colour-blind', '');
    expect(await menus.stored('colour-blind')).toBe('true');
    // Shift+Tab from the appearance button reaches the language button.
    await expect(menus.appearanceButton).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(menus.languageButton).toBeFocused();
    await page.keyboard.press('Enter');
    // The menu's items load on first use (PERF-04): opening focuses the first one once they are in.
    await expect(menus.menu.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menus.menu.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Plattformstatus' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.keyboard.press('Escape');
  });
});
