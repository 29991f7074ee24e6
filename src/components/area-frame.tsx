import type { ReactNode } from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export type AreaFrameProps = { title: string; purpose: string; children?: ReactNode };

/** The frame every area shares: its title (the page's h1), what it is for, then its content. */
export function AreaFrame({ title, purpose, children }: AreaFrameProps) {
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200 }}>
      <Typography level="h1" sx={{ fontSize: 'xl2', mb: 0.5 }}>
        {title}
      </Typography>
      <Typography level="body-md" sx={{ mb: 2, color: 'text.secondary' }}>
        {purpose}
      </Typography>
      {children}
    </Box>
  );
}
