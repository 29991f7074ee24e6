// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameHtml } from './app-frame.ts';
import { loadTranslations } from '../../src/i18n/translation-files.ts';
import { hideSignInUnreachable, showSignInUnreachable } from '../../src/app/frame-sign-in-notice';
import { AREA_ROUTES, DEFAULT_PATH, REDIRECTS } from '../../src/app/route-table';

/** The frame as index.html carries it (the build's generator, from the route table and the translation files). */
const FRAME = frameHtml({
  routes: AREA_ROUTES,
  redirects: REDIRECTS,
  defaultPath: DEFAULT_PATH,
  texts: loadTranslations(),
});

const status = () => document.querySelector('[role="status"]');
const tryNowButton = () => document.querySelector('button');

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.lang = '';
});

describe('the frame’s sign-in notice (AUTH-11)', () => {
  it('[AUTH-11] the live region and "Try now" are outside the frame’s aria-hidden parts; the frame’s own pictures and texts are inside', () => {
    document.body.innerHTML = FRAME;
    expect(status()?.closest('[aria-hidden]')).toBeNull();
    expect(tryNowButton()?.type).toBe('button');
    expect(tryNowButton()?.closest('[aria-hidden]')).toBeNull();
    for (const part of document.querySelectorAll(
      '.app-frame-nav, .app-frame-header, .app-frame-title, .app-frame-notice-text',
    ))
      expect(part.closest('[aria-hidden="true"]'), part.className).not.toBeNull();
  });

  it.each([
    ['en', 'The sign-in service cannot be reached. The portal keeps trying and continues as soon as it answers.'],
    [
      'de',
      'Der Anmeldedienst ist nicht erreichbar. Das Portal versucht es weiter und fährt fort, sobald er antwortet.',
    ],
  ])(
    '[AUTH-11] [I18N-01] boot writes the notice in the page’s language (%s) into the live region and offers "Try now"',
    (lang, text) => {
      document.body.innerHTML = FRAME;
      document.documentElement.lang = lang;
      expect(status()?.textContent).toBe('');
      expect(tryNowButton()?.hidden).toBe(true);
      const tryNow = vi.fn();

      showSignInUnreachable(tryNow);
      expect(status()?.textContent).toBe(text);
      expect(tryNowButton()?.hidden).toBe(false);
      tryNowButton()?.click();
      expect(tryNow).toHaveBeenCalledTimes(1);
    },
  );

  it('[AUTH-11] each retry shows the same notice without rewriting it (a live region announces every change); it goes when sign-in answers', () => {
    document.body.innerHTML = FRAME;
    document.documentElement.lang = 'en';
    showSignInUnreachable(vi.fn());
    const observer = new MutationObserver(() => undefined);
    observer.observe(status()!, { childList: true, characterData: true, subtree: true });
    const latest = vi.fn();
    showSignInUnreachable(latest);
    expect(observer.takeRecords()).toEqual([]);
    tryNowButton()?.click();
    expect(latest).toHaveBeenCalledTimes(1);

    hideSignInUnreachable();
    expect(status()?.textContent).toBe('');
    expect(tryNowButton()?.hidden).toBe(true);
    observer.disconnect();
  });

  it('[AUTH-11] an unknown language gets the first (English) text; a page without the frame is left alone', () => {
    document.body.innerHTML = FRAME;
    document.documentElement.lang = 'fr';
    showSignInUnreachable(vi.fn());
    expect(status()?.textContent).toMatch(/^The sign-in service cannot be reached/);

    document.body.replaceChildren();
    expect(() => showSignInUnreachable(vi.fn())).not.toThrow();
    expect(() => hideSignInUnreachable()).not.toThrow();
  });
});
