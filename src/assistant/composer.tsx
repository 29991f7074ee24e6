import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import { isSendable } from './chat-message';
import { SendIcon } from './icons';

export type ComposerProps = {
  /** Whether a message may go out now (thread ready, no reply pending). */
  ready: boolean;
  /** Sends the text; true when it went out (the input is then cleared). */
  onSend: (text: string) => boolean;
  inputRef: Ref<HTMLTextAreaElement>;
};

/** Enter while an input method composes text confirms the composition; it must never send. */
const isComposing = (event: KeyboardEvent) => event.nativeEvent.isComposing || event.keyCode === 229;

/** The input: Enter or the send button sends (CHAT-04); Shift+Enter adds a line. */
export function Composer({ ready, onSend, inputRef }: ComposerProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState('');
  const submit = () => {
    if (onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isComposing(event)) return;
    event.preventDefault();
    submit();
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ p: 1.5, pt: 0.5, borderTop: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, pt: 1 }}>
        <Textarea
          minRows={1}
          maxRows={6}
          value={text}
          placeholder={t('assistant.placeholder')}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            textarea: { ref: inputRef, onKeyDown, 'aria-label': t('assistant.input'), 'aria-describedby': hintId },
          }}
          sx={{ flex: 1 }}
        />
        <IconButton
          type="submit"
          variant="solid"
          color="primary"
          aria-label={t('assistant.send')}
          disabled={!ready || !isSendable(text)}
        >
          <SendIcon />
        </IconButton>
      </Box>
      <Typography id={hintId} level="body-xs" sx={{ mt: 0.5 }}>
        {t('assistant.inputHint')}
      </Typography>
    </Box>
  );
}
