/**
 * XB-02: the portal's shell as the cross-engine tour sees it, over the engine driver (driver.ts):
 * what a user finds by role and name, in the two languages, and the waits for what they see.
 */
import { expect } from '@playwright/test';
import type { EngineDriver, Query } from './driver.ts';

export const TEXTS = {
  en: {
    nav: 'Main navigation',
    menu: 'Menu',
    moreActions: 'More actions',
    openNavigation: 'Open navigation',
    expand: 'Expand navigation',
    collapse: 'Collapse navigation',
    versionInfo: 'Version information',
    about: 'About and licences',
    userInfo: 'User info',
    userButton: (email: string) => `${email} – user info`,
    logout: 'Log out',
    appearance: 'Appearance',
    language: /^Language: /,
    skip: 'Skip to content',
    customer: 'Customer',
    palette: 'Command palette',
    paletteInput: 'Type a command or a place',
  },
  de: {
    nav: 'Hauptnavigation',
    menu: 'Menü',
    moreActions: 'Weitere Aktionen',
    openNavigation: 'Navigation öffnen',
    expand: 'Navigation ausklappen',
    collapse: 'Navigation einklappen',
    versionInfo: 'Versionsinformationen',
    about: 'Über und Lizenzen',
    userInfo: 'Benutzerinformationen',
    userButton: (email: string) => `${email} – Benutzerinformationen`,
    logout: 'Abmelden',
    appearance: 'Darstellung',
    language: /^Sprache: /,
    skip: 'Zum Inhalt springen',
    customer: 'Kunde',
    palette: 'Befehlspalette',
    paletteInput: 'Befehl oder Ziel eingeben',
  },
} as const;
export type Language = keyof typeof TEXTS;

/** Writes the viewport as `<name>.png` for the docs (XB-01: one per engine and screen). */
export type Shot = (name: string) => Promise<void>;

/** Waits (polling, 20 s like every expectation of the suite) until the check holds. */
export const eventually = <T>(check: () => Promise<T>, message?: string) => expect.poll(check, { message });

/** The frame around every area: header (banner), navigation, the area's heading. */
export class Shell {
  readonly driver: EngineDriver;
  language: Language = 'en';

  constructor(driver: EngineDriver) {
    this.driver = driver;
  }

  get texts() {
    return TEXTS[this.language];
  }
  readonly main: Query = { role: 'main' };
  readonly banner: Query = { role: 'banner' };
  get heading(): Query {
    return { role: 'heading', level: 1, within: this.main };
  }
  get nav(): Query {
    return { role: 'navigation', name: this.texts.nav };
  }
  navLink(name: string | RegExp): Query {
    return { role: 'link', name, within: this.nav };
  }
  /** A button of the header, or of `within` (null: anywhere on the page). */
  button(name: string | RegExp, within: Query | null = this.banner): Query {
    return within ? { role: 'button', name, within } : { role: 'button', name };
  }
  dialog(name: string | RegExp): Query {
    return { role: 'dialog', name };
  }

  /** Waits until the area's heading shows this text and nothing in the content is loading. */
  async expectArea(title: string | RegExp) {
    await eventually(() => this.driver.text(this.heading)).toMatch(title instanceof RegExp ? title : exactly(title));
    await eventually(() => this.driver.count({ css: '[aria-busy="true"]', within: this.main })).toBe(0);
  }

  async expectVisible(query: Query, visible = true) {
    await eventually(() => this.driver.isVisible(query), JSON.stringify(query)).toBe(visible);
  }

  async expectFocused(query: Query) {
    await eventually(() => this.driver.isFocused(query), `focus on ${JSON.stringify(query)}`).toBe(true);
  }

  /** The `<html>` attributes the theme and language set. */
  htmlAttribute = (name: string) =>
    this.driver.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);

  /** The width of the navigation's column (the rail: 70 px collapsed, 240 px expanded). */
  navWidth = () =>
    this.driver.evaluate(
      (label) =>
        document.querySelector(`nav[aria-label="${label}"]`)?.parentElement?.getBoundingClientRect().width ?? 0,
      this.texts.nav,
    );

  /** Marks the current document, so {@link expectReloaded} can tell a new one from it. */
  markDocument = () => this.driver.evaluate(() => void Object.assign(window, { __xbOldDocument: true }), null);
  async expectReloaded() {
    await eventually(() =>
      this.driver
        .evaluate(() => document.readyState === 'complete' && !('__xbOldDocument' in window), null)
        .catch(() => false),
    ).toBe(true);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
