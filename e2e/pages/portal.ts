import { expect, type Locator, type Page } from '@playwright/test';

/** The shell around every area: navigation, header, customer picker, menu. */
export class Portal {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /**
   * Opens a path of the mock build as a persona (and optional scenario), and waits for the area's
   * heading (`timeout` for scenarios whose mock data takes long to generate on a busy machine).
   */
  async open(path: string, options: { persona?: string; scenario?: string } = {}, timeout?: number) {
    const params = new URLSearchParams({ scenario: 'none', ...options });
    await this.page.goto(`${path}?${params}`);
    await expect(this.heading).toBeVisible({ timeout });
  }

  /**
   * Opens another area as a user does, by its link in the navigation (no page load: a tour over many
   * areas then costs one start of the portal), and waits until the new area's heading replaced the
   * old one and nothing in the content is busy loading.
   */
  async navigate(path: string) {
    const before = await this.heading.textContent();
    await this.page.locator(`nav a[href="${path}"]`).first().click();
    await expect(this.page).toHaveURL((url) => url.pathname === path);
    await expect(this.heading).toBeVisible();
    await expect(this.heading).not.toHaveText(before ?? '');
    await expect(this.page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  }

  get heading(): Locator {
    return this.page.getByRole('main').getByRole('heading', { level: 1 });
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** The customer dropdown (global roles) or the disabled customer name (everyone else). */
  get customer(): Locator {
    return this.page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Customer' })
      .or(this.page.getByRole('banner').getByRole('textbox', { name: 'Customer' }));
  }

  async openMenu() {
    await this.page.getByRole('button', { name: 'Menu' }).click();
  }
}
