/**
 * The screens `npm run screenshots` takes: every area of the route table (as a persona that may open
 * it, so a new area is included by itself), the no-access page, failing services, and every popup
 * and overlay. Each `show` brings the page into its state and throws when it cannot.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { AREA_ROUTES } from '../../src/app/route-table.ts';
import { SEEDED_THREAD_ID } from '../../mocks/seed-data.ts';
import { AssistantChat, questionAnswering } from '../../e2e/pages/assistant-chat.ts';
import { whoMayOpen } from '../../e2e/support/route-personas.ts';
import { text, type Language } from './texts.ts';

export type Screen = {
  name: string;
  path: string;
  persona: string;
  scenario?: string;
  /** Stored as the selected customer before the page loads. */
  customerId?: string;
  /** Only these widths (a phone's drawer exists only on phones). */
  widths?: readonly number[];
  /** Also in German. */
  german?: boolean;
  /** The whole page, not only the viewport (areas: to see their last rows). */
  fullPage?: boolean;
  /** Session storage set before the page loads. */
  session?: Record<string, string>;
  show: (page: Page, language: Language, context: BrowserContext) => Promise<void>;
};

const PHONE = [390] as const;
const banner = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

/** The area is shown with its content: its heading, no access notice, no skeleton left. */
async function areaShown(page: Page, language: Language) {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  for (const key of ['access.deniedTitle', 'access.noCustomerTitle']) {
    await expect(main(page).getByRole('heading', { name: text(language, key) })).toHaveCount(0);
  }
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
}

const AREAS: Screen[] = AREA_ROUTES.map((route) => ({
  name: route.path,
  path: `/${route.path}`,
  ...whoMayOpen(route),
  german: route.path === 'pulse' || route.path === 'customers',
  fullPage: true,
  show: areaShown,
}));

/** Opens an item of the header's menu (in the overflow panel on phones). */
async function openMenuItem(page: Page, language: Language, item: string) {
  const more = banner(page).getByRole('button', { name: text(language, 'shell.moreActions') });
  if (await more.isVisible()) await more.click();
  await banner(page)
    .getByRole('button', { name: text(language, 'shell.menu.label'), exact: true })
    .click();
  await page.getByRole('menuitem', { name: text(language, item), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text(language, item) });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  return dialog;
}

const OVERLAYS: Screen[] = [
  {
    name: 'no-access',
    path: '/installation-metrics',
    persona: 'no-roles',
    german: true,
    show: (page, language) =>
      expect(main(page).getByRole('heading', { name: text(language, 'access.deniedTitle') })).toBeVisible(),
  },
  {
    name: 'pulse-outage',
    path: '/pulse',
    persona: 'admin',
    scenario: 'service-info-partial-outage',
    show: (page) =>
      expect(
        main(page)
          .getByRole('button', { name: /^(Retry|Erneut versuchen) / })
          .first(),
      ).toBeVisible(),
  },
  {
    name: 'customers-failing',
    path: '/customers',
    persona: 'admin',
    scenario: 'customers-error',
    show: (page) => expect(main(page).getByRole('alert').first()).toBeVisible(),
  },
  {
    name: 'about',
    path: '/pulse',
    persona: 'admin',
    german: true,
    show: async (page, language) => void (await openMenuItem(page, language, 'shell.menu.about')),
  },
  {
    name: 'version-info',
    path: '/pulse',
    persona: 'admin',
    show: async (page, language) => {
      const dialog = await openMenuItem(page, language, 'shell.menu.versionInfo');
      await expect(dialog.locator('button[aria-expanded="true"]').first()).toBeVisible();
    },
  },
  {
    name: 'assistant',
    path: '/pulse',
    persona: 'admin',
    session: { threadId: SEEDED_THREAD_ID },
    german: true,
    show: async (page, language) => {
      const chat = new AssistantChat(page, language);
      await chat.open();
      await chat.ask(questionAnswering('```ts'));
      await expect(chat.popup.getByRole('button', { name: text(language, 'assistant.copy') }).last()).toBeInViewport();
    },
  },
  {
    name: 'palette',
    path: '/pulse',
    persona: 'admin',
    german: true,
    show: async (page, language) => {
      await page.keyboard.press('Control+k');
      const input = page.getByRole('combobox', { name: text(language, 'palette.input') });
      await input.fill(language === 'de' ? 'kund' : 'cust');
      await expect(page.getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'customer-dropdown',
    path: '/pulse',
    persona: 'admin',
    show: async (page, language) => {
      await banner(page)
        .getByRole('combobox', { name: text(language, 'customer.label') })
        .click();
      await expect(page.getByRole('listbox', { name: text(language, 'customer.label') })).toBeVisible();
    },
  },
  {
    name: 'drawer',
    path: '/pulse',
    persona: 'admin',
    widths: PHONE,
    show: async (page, language) => {
      await banner(page)
        .getByRole('button', { name: text(language, 'nav.open') })
        .click();
      await expect(page.getByRole('navigation', { name: text(language, 'nav.label') })).toBeVisible();
    },
  },
  {
    name: 'overflow',
    path: '/pulse',
    persona: 'admin',
    widths: PHONE,
    german: true,
    show: async (page, language) => {
      await banner(page)
        .getByRole('button', { name: text(language, 'shell.moreActions') })
        .click();
      await expect(banner(page).getByRole('button', { name: text(language, 'shell.menu.label') })).toBeVisible();
    },
  },
  {
    name: 'mock-bar',
    path: '/pulse',
    persona: 'admin',
    show: async (page, language) => {
      const bar = page.getByRole('region', { name: text(language, 'mock.label') });
      const toggle = bar.getByRole('button', { name: text(language, 'mock.label') });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      await expect(bar.getByRole('combobox', { name: text(language, 'mock.persona') })).toBeVisible();
    },
  },
  {
    name: 'offline',
    path: '/pulse',
    persona: 'admin',
    show: async (page, language, context) => {
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: text(language, 'offline.banner') })).toBeVisible();
    },
  },
  {
    name: 'sign-in-unreachable',
    path: '/pulse',
    persona: 'admin',
    scenario: 'sign-in-unreachable',
    german: true,
    show: (page, language) =>
      expect(page.getByRole('status').filter({ hasText: text(language, 'session.unreachable') })).toBeVisible(),
  },
  {
    name: 'signed-out',
    path: '/pulse',
    persona: 'admin',
    german: true,
    // Logged out in another tab of the same browser (AUTH-09): this tab shows that it was signed out.
    show: async (page, language) => {
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a BroadcastChannel has no target origin
      await page.evaluate((channel) => new BroadcastChannel(channel).postMessage({ type: 'logout' }), 'portal-session');
      await expect(page.getByRole('heading', { name: text(language, 'session.signedOut.title') })).toBeVisible();
    },
  },
];

/** Every screen: the areas first, in navigation order, then the states and overlays. */
export const SCREENS: readonly Screen[] = [...AREAS, ...OVERLAYS];
