/**
 * Texts the portal may need without its own texts (RES-04: the texts of the user's language did not
 * load): tools/build/app-frame.ts writes them into the pre-paint frame in every language, hidden;
 * the start reads the one it needs before the first render replaces the frame.
 */
export const FRAME_TEXTS = {
  textsMissing: { className: 'app-frame-texts-missing', key: 'errors.textsMissing' },
  tryAgain: { className: 'app-frame-try-again', key: 'errors.tryAgain' },
} as const;

/** The frame's text in `language`, or undefined where the page has no frame (tests, the dev server's first load). */
export function readFrameText(
  name: keyof typeof FRAME_TEXTS,
  language: string,
  doc: Document = document,
): string | undefined {
  const texts = doc.querySelectorAll(`.${FRAME_TEXTS[name].className}`);
  return [...texts].find((text) => text.getAttribute('lang') === language)?.textContent ?? undefined;
}
