import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import type { AuthSession } from '@/auth/auth-session';

export type SignInUnreachableNoticeProps = {
  session: Pick<AuthSession, 'signInUnreachable' | 'onSignInReachability'>;
};

/**
 * AUTH-10: a quiet status while a token refresh cannot reach the identity provider (the portal
 * retries meanwhile, the session goes on). In the page's flow under the header, like the offline
 * banner: it covers nothing and never takes the focus.
 */
export function SignInUnreachableNotice({ session }: SignInUnreachableNoticeProps) {
  const { t } = useTranslation();
  const unreachable = useSyncExternalStore(
    (listener) => session.onSignInReachability(listener),
    () => session.signInUnreachable(),
  );
  if (!unreachable) return null;
  return (
    <Box
      // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- a Joy Box kept a block; role="status" says the same as <output>
      role="status"
      sx={{ px: 2, py: 1, bgcolor: 'neutral.softBg', color: 'neutral.softColor', typography: 'body-sm' }}
    >
      {t('session.unreachable')}
    </Box>
  );
}
