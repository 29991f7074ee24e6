import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { CloseIcon, RestartIcon } from './icons';

export type PopupHeaderProps = {
  titleId: string;
  /** The drag handle's class name. */
  className: string;
  /** Whether the restart button shows: only when messages exist (CHAT-03). */
  canRestart: boolean;
  restartDisabled: boolean;
  onRestart: () => void;
  onClose: () => void;
};

/** Title (the drag handle), restart (CHAT-03) and close. */
export function PopupHeader({ titleId, className, canRestart, restartDisabled, onRestart, onClose }: PopupHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      className={className}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: 1.5,
        pr: 0.5,
        py: 0.5,
        cursor: 'move',
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.level1',
      }}
    >
      <Typography id={titleId} component="h2" level="title-md" sx={{ flex: 1 }}>
        {t('assistant.title')}
      </Typography>
      {canRestart && (
        <Button
          size="sm"
          variant="plain"
          color="neutral"
          startDecorator={<RestartIcon />}
          disabled={restartDisabled}
          onClick={onRestart}
        >
          {t('assistant.restart')}
        </Button>
      )}
      <IconButton size="sm" variant="plain" color="neutral" aria-label={t('assistant.close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
