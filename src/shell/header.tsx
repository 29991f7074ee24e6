import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import { CustomerPicker } from './customer-picker';
import { UserInfoButton } from './user-info-button';

/** Header height (SHELL-01). */
export const HEADER_HEIGHT = 68;

export type HeaderProps = {
  /** The stage label, shown only in non-production builds. */
  stage: string | undefined;
  email: string;
  /** Right-hand actions (assistant button, language, menu). */
  actions: ReactNode;
};

/** The top toolbar: stage, customer selection, the user's email, then the actions. */
export function Header({ stage, email, actions }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.surface',
      }}
    >
      {stage && (
        <Chip size="sm" variant="soft" color="warning" aria-label={t('shell.stage', { stage })}>
          {stage}
        </Chip>
      )}
      <CustomerPicker />
      <Box sx={{ flex: 1 }} />
      <UserInfoButton email={email} />
      {actions}
    </Box>
  );
}
