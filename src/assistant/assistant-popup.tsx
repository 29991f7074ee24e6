import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Rnd } from 'react-rnd';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import { BusyStatus } from './busy-status';
import { Composer } from './composer';
import { isBusy, isReadyToSend } from './chat-state';
import { MessageList } from './message-list';
import { POPUP_MIN_HEIGHT, POPUP_MIN_WIDTH } from './popup-geometry';
import { PopupHeader } from './popup-header';
import { ThreadError } from './thread-error';
import { useAssistantChat } from './use-assistant-chat';
import { usePopupBox } from './use-popup-box';

const DRAG_HANDLE = 'assistant-drag-handle';

/** What scrolling to the end adds to the measured height (SEED-02); the browser clamps it to the true end. */
export const SCROLL_TO_END_EXTRA = 3000;

export type AssistantPopupProps = { id: string; open: boolean; onClose: () => void };

/**
 * The chat popup (CHAT-01): docked right below the header (UX-04), draggable by its header, resizable,
 * no backdrop, not closed by outside clicks, kept inside the viewport; a full-screen sheet on phones. Hidden rather than unmounted when closed, so nothing is lost;
 * `visibility` rather than `display`, so reopening a long conversation needs no new layout (PERF-02).
 */
export function AssistantPopup({ id, open, onClose }: AssistantPopupProps) {
  const titleId = useId();
  const chat = useAssistantChat();
  const { state } = chat;
  const { box, sheet, setBox } = usePopupBox();
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  // Opening focuses the input (CHAT-15); opening and every new message scroll to the end (CHAT-06),
  // 3000 px past the height measured now so content still laying out (images, code) cannot stop it short (SEED-02).
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  useEffect(() => {
    if (open && log.current && state.messages.length > 0)
      log.current.scrollTop = log.current.scrollHeight + SCROLL_TO_END_EXTRA;
  }, [open, state.messages]);

  // The Stop button goes with the wait it ends: the focus goes back to the input, to write on.
  const stop = () => {
    chat.stop();
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <Box
      sx={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 1200, visibility: open ? 'visible' : 'hidden' }}
    >
      <Rnd
        bounds="parent"
        position={{ x: box.x, y: box.y }}
        size={{ width: box.width, height: box.height }}
        minWidth={Math.min(POPUP_MIN_WIDTH, box.width)}
        minHeight={Math.min(POPUP_MIN_HEIGHT, box.height)}
        disableDragging={sheet}
        enableResizing={!sheet}
        dragHandleClassName={DRAG_HANDLE}
        cancel="button"
        style={{ pointerEvents: 'auto' }}
        onDragStop={(_, { x, y }) => setBox({ ...box, x, y })}
        onResizeStop={(_event, _direction, element, _delta, position) =>
          setBox({ width: element.offsetWidth, height: element.offsetHeight, ...position })
        }
      >
        <Sheet
          component="dialog"
          open
          id={id}
          aria-labelledby={titleId}
          variant="outlined"
          onKeyDown={onKeyDown}
          sx={{
            position: 'static',
            width: '100%',
            maxWidth: 'none',
            height: '100%',
            maxHeight: 'none',
            m: 0,
            p: 0,
            color: 'inherit',
            display: 'flex',
            flexDirection: 'column',
            borderRadius: sheet ? 0 : 'md',
            boxShadow: 'lg',
            overflow: 'hidden',
          }}
        >
          <PopupHeader
            titleId={titleId}
            className={DRAG_HANDLE}
            canRestart={state.messages.length > 0}
            restartDisabled={state.messages.length === 0 || isBusy(state)}
            onRestart={chat.restart}
            onClose={onClose}
          />
          {state.phase === 'failed' && <ThreadError onRetry={chat.restart} failure={state.failure} />}
          <MessageList
            ref={log}
            messages={state.messages}
            showEmptyHint={state.phase === 'ready'}
            loading={state.phase === 'starting' || state.phase === 'loading' || state.phase === 'greeting'}
            onRetry={chat.retry}
          />
          <BusyStatus state={state} onStop={chat.canStop ? stop : undefined} />
          <Composer ready={isReadyToSend(state)} onSend={chat.send} inputRef={input} />
        </Sheet>
      </Rnd>
    </Box>,
    document.body,
  );
}
