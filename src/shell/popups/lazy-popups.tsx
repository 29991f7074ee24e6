import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { PopupProps } from './popup-dialog';

// Each popup is its own chunk, fetched on first open, never at startup (BUILD-04, PERF-01).
const VersionInfoDialog = lazy(() => import('./version-info-dialog'));
const UserInfoDialog = lazy(() => import('./user-info-dialog'));
const AboutDialog = lazy(() => import('./about-dialog'));

/** Renders nothing until first opened; then stays mounted, so closing needs no reload of the chunk. */
function LazyPopup({ dialog: Dialog, open, onClose }: PopupProps & { dialog: ComponentType<PopupProps> }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onClose={onClose} />
    </Suspense>
  );
}

/** Version information (POP-01). */
export const VersionInfoPopup = (props: PopupProps) => <LazyPopup dialog={VersionInfoDialog} {...props} />;
/** User info (POP-02). */
export const UserInfoPopup = (props: PopupProps) => <LazyPopup dialog={UserInfoDialog} {...props} />;
/** About and licences (POP-03). */
export const AboutPopup = (props: PopupProps) => <LazyPopup dialog={AboutDialog} {...props} />;
