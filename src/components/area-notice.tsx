import type { ReactNode } from 'react';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export type AreaNoticeProps = { title: string; children?: ReactNode };

/** A calm explanation in place of an area's content (no access, nothing selected, not defined yet). */
export function AreaNotice({ title, children }: AreaNoticeProps) {
  return (
    <Sheet variant="soft" sx={{ p: 3, borderRadius: 'md', maxWidth: 640 }}>
      <Typography level="title-lg" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Sheet>
  );
}
