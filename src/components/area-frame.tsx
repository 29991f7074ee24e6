import type { ReactNode } from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export type AreaFrameProps = { title: string; purpose: string; children?: ReactNode };

/** Every area's inset from the rail and the header, and its maximum width. */
export const AREA_INSET_SX = { p: { xs: 2, md: 3 }, maxWidth: 1200 } as const;

/** The size of an area's title, its h1 (smaller than Joy's own h1). */
export const AREA_TITLE_FONT_SIZE = 'xl2';

/** The frame every area shares: its title (the page's h1), what it is for, then its content. */
export function AreaFrame({ title, purpose, children }: AreaFrameProps) {
  return (
    <Box sx={AREA_INSET_SX}>
      <Typography level="h1" sx={{ fontSize: AREA_TITLE_FONT_SIZE, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography level="body-md" sx={{ mb: 2, color: 'text.secondary' }}>
        {purpose}
      </Typography>
      {children}
    </Box>
  );
}
