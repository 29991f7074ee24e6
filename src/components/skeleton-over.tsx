import type { ReactNode } from 'react';
import Box from '@mui/joy/Box';
import { SKELETON_SX } from './skeleton-style';

/**
 * A placeholder exactly the size of what it covers (UX-05): the content is laid out under a pulsing
 * skeleton, so nothing moves when the real content replaces it. Hidden from screen readers: the region
 * around it sets aria-busy, so loading is announced once, not per row.
 */
export function SkeletonOver({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-skeleton=""
      // A block on the line's top edge: the line is as tall as with the content alone (PERF-06: CLS 0).
      sx={{ position: 'relative', display: 'inline-block', verticalAlign: 'top' }}
    >
      {children}
      <Box component="span" sx={{ ...SKELETON_SX, position: 'absolute', inset: 0 }} />
    </Box>
  );
}
