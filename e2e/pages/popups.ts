import { expect, type Locator, type Page } from '@playwright/test';

/** The texts the popup tests need, in the two languages of the portal. */
export const TEXTS = {
  en: {
    menu: 'Menu',
    moreActions: 'More actions',
    versionInfo: 'Version information',
    about: 'About and licences',
    userInfo: 'User info',
    userButton: (email: string) => `${email} – user info`,
  },
  de: {
    menu: 'Menü',
    moreActions: 'Weitere Aktionen',
    versionInfo: 'Versionsinformationen',
    about: 'Über und Lizenzen',
    userInfo: 'Benutzerinformationen',
    userButton: (email: string) => `${email} – Benutzerinformationen`,
  },
} as const;
export type Language = keyof typeof TEXTS;

/** The header's menu, the user button and the popups they open, driven by the keyboard. */
export class Popups {
  readonly page: Page;
  readonly texts: (typeof TEXTS)[Language];

  constructor(page: Page, language: Language = 'en') {
    this.page = page;
    this.texts = TEXTS[language];
  }

  get menuButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.texts.menu, exact: true });
  }

  userButton(email: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: this.texts.userButton(email) });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Opens the menu with Enter and walks down to the item with the arrow keys, then Enter. */
  async openFromMenu(item: string) {
    // Below 600 px the menu sits in the header's overflow panel (UX-01).
    if (!(await this.menuButton.isVisible())) {
      await this.page.getByRole('banner').getByRole('button', { name: this.texts.moreActions }).click();
    }
    await this.menuButton.focus();
    await this.page.keyboard.press('Enter');
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    const target = menu.getByRole('menuitem', { name: item, exact: true });
    for (let step = 0; step < 6 && !(await target.evaluate((el) => el === document.activeElement)); step++) {
      await this.page.keyboard.press('ArrowDown');
    }
    await expect(target).toBeFocused();
    await this.page.keyboard.press('Enter');
    await expect(this.dialog(item)).toBeVisible();
    return this.dialog(item);
  }

  /** Tabs forwards and backwards through the dialog; focus never leaves it (POP-04). */
  async expectFocusTrapped(dialog: Locator) {
    const inside = () => dialog.evaluate((el) => el.contains(document.activeElement));
    await expect.poll(inside).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await this.page.keyboard.press(key);
      expect(await inside(), `focus after ${key}`).toBe(true);
    }
  }

  /** Escape closes the dialog and focus is back on the opener (POP-04). */
  async expectEscapeReturnsFocusTo(dialog: Locator, opener: Locator) {
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
}
