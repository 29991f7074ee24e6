import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export type SignedOutPageProps = { onSignIn: () => void };

/**
 * AUTH-09: what a tab shows once the user logged out in another tab. It does not go to the identity
 * provider by itself: that tab's logout may not have reached the provider yet, whose session would
 * sign this tab straight back in. Signing in again is the user's choice.
 */
export function SignedOutPage({ onSignIn }: SignedOutPageProps) {
  const { t } = useTranslation();
  return (
    <Sheet component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Sheet variant="outlined" sx={{ maxWidth: 480, p: 3, borderRadius: 'md', display: 'grid', gap: 2 }}>
        <Typography level="h1" sx={{ fontSize: 'xl2' }}>
          {t('session.signedOut.title')}
        </Typography>
        <Typography>{t('session.signedOut.text')}</Typography>
        <Button onClick={onSignIn} sx={{ justifySelf: 'start' }}>
          {t('session.signedOut.signIn')}
        </Button>
      </Sheet>
    </Sheet>
  );
}
