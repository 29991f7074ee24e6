import { useEffect, useRef } from 'react';
import { useColorScheme } from '@mui/joy/styles';
import { readCspNonce } from '@/utils/csp-nonce';

const NO_TRANSITIONS = '*{transition:none!important}';

/**
 * Joy's `disableTransitionOnChange`, with the page's CSP nonce: Joy's own `<style>` has none, so a
 * strict policy blocks it (DEPLOY-02). On a scheme change, transitions are off for one frame, so
 * the whole page switches at once instead of fading element by element.
 */
export function InstantSchemeChange() {
  const { colorScheme } = useColorScheme();
  const previous = useRef(colorScheme);
  useEffect(() => {
    if (previous.current === colorScheme) return undefined;
    previous.current = colorScheme;
    const style = document.createElement('style');
    style.nonce = readCspNonce() ?? '';
    style.textContent = NO_TRANSITIONS;
    document.head.append(style);
    // Forces the style to apply before it goes.
    window.getComputedStyle(document.body);
    const timer = setTimeout(() => style.remove(), 1);
    return () => {
      clearTimeout(timer);
      style.remove();
    };
  }, [colorScheme]);
  return null;
}
