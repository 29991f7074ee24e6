import { Fragment, type ReactNode } from 'react';
import Box from '@mui/joy/Box';

export type Detail = { label: string; value: ReactNode };

/** Label/value pairs as a description list, labels in a narrow first column. */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        fontSize: 'sm',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {details.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
