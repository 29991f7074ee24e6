import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import { AREA_INSET_SX, AreaFrame, AreaFrameContext } from './area-frame';
import { SKELETON_SX } from './skeleton-style';
import { VISUALLY_HIDDEN_SX } from './visually-hidden';

/** Rows the placeholder shows: about a table's first screen. */
const ROWS = 6;

/** Table-sized rows (40 px, Joy's row height) as skeletons: busy, announced once ("Loading…"). */
export function RowsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" data-testid="area-skeleton">
      <Box component="span" sx={VISUALLY_HIDDEN_SX}>
        {t('common.loading')}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {Array.from({ length: ROWS }, (_, row) => (
          <Box key={row} sx={{ ...SKELETON_SX, height: 40 }} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * What an area shows while it or its data loads (UX-05): the area frame's title and purpose lines and
 * table-sized rows as skeletons, instead of a lone spinner. Busy and announced once ("Loading…").
 */
export function AreaSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" data-testid="area-skeleton" sx={AREA_INSET_SX}>
      <Box component="span" sx={VISUALLY_HIDDEN_SX}>
        {t('common.loading')}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {/* The area frame's h1 and purpose line, then table rows (40 px, Joy's row height). */}
        <Box sx={{ ...SKELETON_SX, height: '2rem', width: '12em', maxWidth: '100%' }} />
        <Box sx={{ ...SKELETON_SX, height: '1.25rem', width: '24em', maxWidth: '100%', mb: 1 }} />
        {Array.from({ length: ROWS }, (_, row) => (
          <Box key={row} sx={{ ...SKELETON_SX, height: 40 }} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * An area loading in its route: the route's real heading and purpose (as the pre-paint frame painted
 * them, PERF-08) over skeleton rows; areas without frame texts (remote areas) get the whole skeleton.
 */
export function AreaLoading() {
  const frame = useContext(AreaFrameContext);
  if (!frame) return <AreaSkeleton />;
  return (
    <AreaFrame>
      <RowsSkeleton />
    </AreaFrame>
  );
}
