import Box from '@mui/joy/Box';
import { SKELETON_SX } from '@/components/skeleton-style';

// A question, an answer and a question: the shapes of the messages that are on their way.
const SHAPES = [
  { mine: true, width: '55%', height: 52 },
  { mine: false, width: '100%', height: 88 },
  { mine: true, width: '40%', height: 52 },
] as const;

/** Message-sized skeletons while the thread or its history loads (UX-05); the log is busy meanwhile. */
export function MessageSkeletons() {
  return (
    <Box aria-hidden data-skeleton="" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {SHAPES.map(({ mine, width, height }, index) => (
        <Box
          key={index}
          sx={{ ...SKELETON_SX, borderRadius: 'md', alignSelf: mine ? 'flex-end' : 'stretch', width, height }}
        />
      ))}
    </Box>
  );
}
