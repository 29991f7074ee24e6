import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import { PartBoundary } from '@/components/part-boundary';
import { partFailure } from '@/components/part-failure';
import { CustomerPicker } from './customer-picker';
import { HeaderOverflow } from './header-overflow';
import { HEADER_HEIGHT, MEDIA, useShellSize } from './shell-size';

export { HEADER_HEIGHT } from './shell-size';
import { UserInfoButton } from './user-info-button';

/** One header action; adding an action to the header is one entry of this list. */
export type HeaderAction = {
  id: string;
  node: ReactNode;
  /** Secondary actions move into the overflow panel on phones (UX-01). */
  secondary?: boolean;
};

export type HeaderProps = {
  /** The stage label, shown only in non-production builds. */
  stage: string | undefined;
  email: string;
  /** Right-hand actions in order (assistant button, language, appearance, menu). */
  actions: readonly HeaderAction[];
  /** The phone layout's menu button that opens the navigation drawer. */
  navButton?: ReactNode;
  /** The product name, where the shell shows it in the header (desktops with a collapsed rail). */
  productName?: ReactNode;
};

/** One action behind a boundary of its own (RES-03): a widget that throws leaves the header working. */
const HeaderPart = ({ action }: { action: HeaderAction }) => (
  <PartBoundary part={action.id} renderFallback={partFailure}>
    {action.node}
  </PartBoundary>
);

/** The top toolbar: stage, customer selection, the user's email, then the actions; compact below 1024 px. */
export function Header({ stage, email, actions, navButton, productName }: HeaderProps) {
  const { t } = useTranslation();
  const phone = useShellSize() === 'phone';
  const all: readonly HeaderAction[] = [
    { id: 'user', node: <UserInfoButton email={email} />, secondary: true },
    ...actions,
  ];
  const inline = phone ? all.filter((action) => !action.secondary) : all;
  const overflow = phone ? all.filter((action) => action.secondary) : [];
  return (
    <Box
      component="header"
      sx={{
        position: 'relative',
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        borderBottom: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.surface',
        [MEDIA.compact]: { gap: 1, px: 1 },
      }}
    >
      {phone && navButton}
      {productName}
      {stage && (
        <Chip size="sm" variant="soft" color="warning" aria-label={t('shell.stage', { stage })}>
          {stage}
        </Chip>
      )}
      <Box sx={{ minWidth: 0, flex: '0 1 auto', [MEDIA.compact]: { flex: '1 1 auto' } }}>
        <PartBoundary part="customerPicker" renderFallback={partFailure}>
          <CustomerPicker />
        </PartBoundary>
      </Box>
      <Box sx={{ flex: 1, [MEDIA.compact]: { flex: 0 } }} />
      {inline.map((action) => (
        <HeaderPart key={action.id} action={action} />
      ))}
      {overflow.length > 0 && (
        <HeaderOverflow>
          {overflow.map((action) => (
            <HeaderPart key={action.id} action={action} />
          ))}
        </HeaderOverflow>
      )}
    </Box>
  );
}
