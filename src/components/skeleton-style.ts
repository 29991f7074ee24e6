import { keyframes } from '@emotion/react';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.4; }
`;

/**
 * A skeleton shape's look (UX-05): Joy's level-3 background pulsing as Joy's Skeleton does, still under
 * reduced motion. Our own few lines, since Joy's Skeleton would add about 2 KiB to the startup budget.
 */
export const SKELETON_SX = {
  bgcolor: 'background.level3',
  borderRadius: 'xs',
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;
