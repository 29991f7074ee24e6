import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the "Copied" confirmation shows (CHAT-12). */
export const COPIED_CONFIRMATION_MS = 3000;

/** Copies text with the clipboard API; `copied` is true for {@link COPIED_CONFIRMATION_MS} after a success. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.warn('Copying to the clipboard failed.', error);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPIED_CONFIRMATION_MS);
  }, []);
  return { copied, copy };
}
