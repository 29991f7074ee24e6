/**
 * AUTH-11: the pre-paint frame's notice that sign-in cannot be reached. tools/build/app-frame.ts
 * generates its parts into index.html, outside the frame's aria-hidden parts: an empty live region
 * (role="status") and a "Try now" button (hidden, its label in every language); the notice's text in
 * every language sits hidden in the frame. Boot (no React, no i18next) writes the text of the page's
 * language (`<html lang>`, set by public/pre-paint.js) into the live region, so screen readers hear
 * it, and shows the button. The application's first render replaces the frame and the notice.
 */

/** The class names of the notice's parts, shared with the frame's generator. */
export const FRAME_NOTICE = {
  /** The block under the area's heading holding the live region and the button. */
  block: 'app-frame-notice',
  /** The live region boot writes the text into. */
  status: 'app-frame-notice-status',
  /** The notice's text, one hidden element per language (`lang="…"`). */
  text: 'app-frame-notice-text',
  /** The "Try now" button. */
  retry: 'app-frame-notice-retry',
} as const;

/** The notice's texts in the translation files. */
export const FRAME_NOTICE_KEYS = { text: 'session.startUnreachable', retry: 'session.tryNow' } as const;

const parts = (doc: Document) => ({
  status: doc.querySelector(`.${FRAME_NOTICE.status}`),
  retry: doc.querySelector<HTMLButtonElement>(`.${FRAME_NOTICE.retry}`),
});

/** Says in the frame that sign-in cannot be reached; "Try now" calls `tryNow`. */
export function showSignInUnreachable(tryNow: () => void, doc: Document = document): void {
  const { status, retry } = parts(doc);
  if (!status || !retry) return;
  const texts = [...doc.querySelectorAll(`.${FRAME_NOTICE.text}`)];
  const shown = texts.find((text) => text.getAttribute('lang') === doc.documentElement.lang) ?? texts[0];
  const text = shown?.textContent ?? '';
  // A live region announces every change: each retry shows the same notice, so it is written once.
  if (status.textContent !== text) status.textContent = text;
  // oxlint-disable-next-line unicorn/prefer-add-event-listener -- one handler at a time, replaced by each call
  retry.onclick = () => tryNow();
  retry.hidden = false;
}

/** Sign-in answers again: the notice goes. */
export function hideSignInUnreachable(doc: Document = document): void {
  const { status, retry } = parts(doc);
  if (status) status.textContent = '';
  if (retry) {
    retry.hidden = true;
    // oxlint-disable-next-line unicorn/prefer-add-event-listener -- the one handler set above
    retry.onclick = null;
  }
}
