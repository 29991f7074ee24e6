import { useTranslation } from 'react-i18next';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';

export type AssistantCrashNoticeProps = { id: string; onClose: () => void };

/** Shown where the popup would be when the chat crashed; the rest of the page keeps working. */
export function AssistantCrashNotice({ id, onClose }: AssistantCrashNoticeProps) {
  const { t } = useTranslation();
  return (
    <Alert
      id={id}
      role="alert"
      color="danger"
      variant="soft"
      sx={{ position: 'fixed', top: 80, right: 16, zIndex: 1300, maxWidth: 350 }}
      endDecorator={
        <Button size="sm" variant="plain" color="danger" onClick={onClose}>
          {t('assistant.close')}
        </Button>
      }
    >
      {t('assistant.crashed')}
    </Alert>
  );
}
