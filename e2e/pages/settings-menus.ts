import { expect, type Locator, type Page } from '@playwright/test';

/** The header's appearance and language menus. */
export class SettingsMenus {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  get appearanceButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^(Appearance|Darstellung)$/ });
  }

  get languageButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^(Language|Sprache): / });
  }

  get menu(): Locator {
    return this.page.getByRole('menu');
  }

  themeItem(name: string): Locator {
    return this.menu.getByRole('menuitemradio', { name, exact: true });
  }

  get colourBlindItem(): Locator {
    return this.menu.getByRole('menuitemcheckbox');
  }

  /** Chooses System, Light or Dark from the appearance menu. */
  async chooseTheme(name: 'System' | 'Light' | 'Dark') {
    await this.appearanceButton.click();
    await this.themeItem(name).click();
    await expect(this.menu).toHaveCount(0);
  }

  async toggleColourBlind() {
    await this.appearanceButton.click();
    await this.colourBlindItem.click();
    await expect(this.menu).toHaveCount(0);
  }

  async chooseLanguage(name: 'English' | 'Deutsch') {
    await this.languageButton.click();
    await this.menu.getByRole('menuitemradio', { name, exact: true }).click();
  }

  /** The `<html>` colour scheme Joy styles by (`light` or `dark`). */
  async colourScheme(): Promise<string | null> {
    return this.page.locator('html').getAttribute('data-joy-color-scheme');
  }

  async stored(key: string): Promise<string | null> {
    return this.page.evaluate((k) => window.localStorage.getItem(k), key);
  }
}
