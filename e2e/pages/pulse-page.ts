import { expect, type Locator, type Page } from '@playwright/test';

export const SERVICES = [
  'gateway',
  'hub',
  'instance-management',
  'customer-management',
  'process-monitoring',
  'log-proxy',
  'product-management',
] as const;

/** The platform-status page: one row per backend service. */
export class PulsePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** Opens the portal, optionally with a mock persona and fault scenario. */
  async open(options: { persona?: string; scenario?: string } = {}) {
    const params = new URLSearchParams(
      Object.entries(options).filter((entry): entry is [string, string] => !!entry[1]),
    );
    await this.page.goto(`/${params.size ? `?${params}` : ''}`);
    await expect(this.table).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: /platform status|plattformstatus/i });
  }

  row(service: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: service, exact: true }) });
  }
}
