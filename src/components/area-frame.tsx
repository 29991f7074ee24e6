import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

/** Translation keys of an area's heading and one-line purpose (the route table holds them, ROUTE-01). */
export type AreaFrameKeys = { titleKey: string; purposeKey: string };

/**
 * The frame texts of the route being shown: the router provides each built-in area's keys from the
 * route table, the same keys the HTML's pre-paint frame is generated from (PERF-08).
 */
export const AreaFrameContext = createContext<AreaFrameKeys | undefined>(undefined);

export type AreaFrameProps = {
  /** The heading; by default the current route's title. */
  title?: string;
  /** What the area is for; by default the current route's purpose. */
  purpose?: string;
  children?: ReactNode;
};

/** Every area's inset from the rail and the header, and its maximum width. */
export const AREA_INSET_SX = { p: { xs: 2, md: 3 }, maxWidth: 1200 } as const;

/** The size of an area's title, its h1 (smaller than Joy's own h1). */
export const AREA_TITLE_FONT_SIZE = 'xl2';

/**
 * The frame every area shares: its title (the page's h1), what it is for, then its content. Its
 * sizes are the pre-paint frame's (tools/build/app-frame.ts): change one, change both.
 */
export function AreaFrame({ title, purpose, children }: AreaFrameProps) {
  const { t } = useTranslation();
  const keys = useContext(AreaFrameContext);
  const heading = title ?? (keys && t(keys.titleKey));
  const description = purpose ?? (keys && t(keys.purposeKey));
  // Outside a route (a page rendered alone in a unit test) there is nothing to head it with.
  return (
    <Box sx={AREA_INSET_SX}>
      {heading !== undefined && (
        <Typography level="h1" sx={{ fontSize: AREA_TITLE_FONT_SIZE, mb: 0.5 }}>
          {heading}
        </Typography>
      )}
      {description !== undefined && (
        <Typography level="body-md" sx={{ mb: 2, color: 'text.secondary' }}>
          {description}
        </Typography>
      )}
      {children}
    </Box>
  );
}
