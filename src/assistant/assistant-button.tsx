import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/joy/IconButton';
import SvgIcon from '@mui/joy/SvgIcon';
import { onAssistantRequest } from '@/utils/assistant-request';
import { PartBoundary } from '@/components/part-boundary';
import { AssistantCrashNotice } from './assistant-crash-notice';

/** The id of the popup, for the button's `aria-controls`. */
export const ASSISTANT_POPUP_ID = 'assistant-popup';

// The popup with Markdown, highlighting and react-rnd is its own chunk, loaded on first open (BUILD-04).
const AssistantPopup = lazy(() => import('./assistant-popup').then((module) => ({ default: module.AssistantPopup })));

/**
 * The header's assistant button: toggles the chat popup (CHAT-06). The popup stays mounted once
 * opened, so the conversation survives closing; a crash inside it shows a notice instead (ERR-03).
 */
export function AssistantButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // After a crash, opening again mounts a fresh boundary and popup.
  const [generation, setGeneration] = useState(0);
  const crashed = useRef(false);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    if (crashed.current) {
      crashed.current = false;
      setGeneration((value) => value + 1);
    }
    setLoaded(true);
    setOpen(true);
  }, []);
  const toggle = () => (open ? setOpen(false) : show());
  // The command palette asks for the assistant without knowing this button (UX-03).
  useEffect(() => onAssistantRequest(show), [show]);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      <IconButton
        ref={button}
        variant="plain"
        aria-label={t('assistant.button')}
        aria-expanded={open}
        aria-controls={ASSISTANT_POPUP_ID}
        onClick={toggle}
      >
        <SvgIcon>
          <path d="M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z" />
        </SvgIcon>
      </IconButton>
      {loaded && (
        <PartBoundary
          key={generation}
          part="assistant"
          onError={() => (crashed.current = true)}
          renderFallback={() => (open ? <AssistantCrashNotice id={ASSISTANT_POPUP_ID} onClose={close} /> : null)}
        >
          <Suspense fallback={null}>
            <AssistantPopup id={ASSISTANT_POPUP_ID} open={open} onClose={close} />
          </Suspense>
        </PartBoundary>
      )}
    </>
  );
}
