import type { ReactNode } from 'react';
import Chip from '@mui/joy/Chip';
import SvgIcon from '@mui/joy/SvgIcon';

export type Status = 'ok' | 'error' | 'pending' | 'denied';

// Material Design icon paths (Apache License 2.0): check circle, error (exclamation in a circle), schedule, lock.
const ICONS: Record<Status, string> = {
  ok: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z',
  error: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
  pending:
    'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z',
  denied:
    'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2zm-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2zm3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1 1.71 0 3.1 1.39 3.1 3.1v2z',
};

const COLORS = { ok: 'success', error: 'danger', pending: 'neutral', denied: 'warning' } as const;

export type StatusChipProps = { status: Status; children: ReactNode };

/**
 * A status as a chip: its colour (green/red, or blue/orange in colour-blind mode), an icon of its own
 * shape and the text, so no status is told by colour alone (THEME-02, WCAG 1.4.1).
 */
export function StatusChip({ status, children }: StatusChipProps) {
  return (
    <Chip
      color={COLORS[status]}
      variant={status === 'pending' ? 'outlined' : 'soft'}
      data-status={status}
      startDecorator={
        <SvgIcon aria-hidden focusable={false} size="sm">
          <path d={ICONS[status]} />
        </SvgIcon>
      }
    >
      {children}
    </Chip>
  );
}
