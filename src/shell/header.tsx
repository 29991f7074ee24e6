import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/joy/Chip';
import { STATIC_CLASS } from '@/components/static-classes';
import { CustomerPicker } from './customer-picker';
import { HeaderOverflow } from './header-overflow';
import { useShellSize } from './shell-size';

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
    // A plain element with the static stylesheet's rules (PERF-09), as its Joy `Box` was.
    <header className={STATIC_CLASS.header}>
      {phone && navButton}
      {productName}
      {stage && (
        <Chip size="sm" variant="soft" color="warning" aria-label={t('shell.stage', { stage })}>
          {stage}
        </Chip>
      )}
      <div className={STATIC_CLASS.headerPicker}>
        <CustomerPicker />
      </div>
      <div className={STATIC_CLASS.headerSpacer} />
      {inline.map((action) => (
        <Fragment key={action.id}>{action.node}</Fragment>
      ))}
      {overflow.length > 0 && (
        <HeaderOverflow>
          {overflow.map((action) => (
            <Fragment key={action.id}>{action.node}</Fragment>
          ))}
        </HeaderOverflow>
      )}
    </header>
  );
}
