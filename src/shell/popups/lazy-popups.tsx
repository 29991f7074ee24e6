import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PartBoundary } from '@/components/part-boundary';
import type { PopupProps } from './popup-dialog';
import { PopupFailure } from './popup-failure';

// Each popup is its own chunk, fetched on first open, never at startup (BUILD-04, PERF-01).
const VersionInfoDialog = lazy(() => import('./version-info-dialog'));
const UserInfoDialog = lazy(() => import('./user-info-dialog'));
const AboutDialog = lazy(() => import('./about-dialog'));

type LazyPopupProps = PopupProps & { dialog: ComponentType<PopupProps>; part: string };

/**
 * Renders nothing until first opened; then stays mounted, so closing needs no reload of the chunk.
 * Behind a boundary of its own (RES-03): a popup whose chunk fails or that throws says so in a popup
 * of the same name, with Try again; the page behind stays.
 */
function LazyPopup({ dialog: Dialog, part, open, onClose }: LazyPopupProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <PartBoundary part={part} renderFallback={(failure) => <PopupFailure {...failure} open={open} onClose={onClose} />}>
      <Suspense fallback={null}>
        <Dialog open={open} onClose={onClose} />
      </Suspense>
    </PartBoundary>
  );
}

/** Version information (POP-01). */
export const VersionInfoPopup = (props: PopupProps) => (
  <LazyPopup dialog={VersionInfoDialog} part="versionInfo" {...props} />
);
/** User info (POP-02). */
export const UserInfoPopup = (props: PopupProps) => <LazyPopup dialog={UserInfoDialog} part="userInfo" {...props} />;
/** About and licences (POP-03). */
export const AboutPopup = (props: PopupProps) => <LazyPopup dialog={AboutDialog} part="about" {...props} />;
