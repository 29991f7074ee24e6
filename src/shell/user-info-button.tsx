import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import { Icon } from './nav-icons';
import { UserInfoPopup } from './popups/lazy-popups';
import { usePopup } from './popups/use-popup';
import { MEDIA } from './shell-size';

/** The header's user button: shows the email and opens the user-info popup (SHELL-06). */
export function UserInfoButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const popup = usePopup();
  return (
    <>
      <Button
        variant="plain"
        color="neutral"
        size="sm"
        startDecorator={<Icon name="account" />}
        aria-haspopup="dialog"
        aria-label={t('shell.userButton', { email })}
        onClick={(event) => popup.show(event.currentTarget)}
      >
        <Box
          component="span"
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', [MEDIA.tablet]: { display: 'none' } }}
        >
          {email}
        </Box>
      </Button>
      <UserInfoPopup open={popup.open} onClose={popup.close} />
    </>
  );
}
