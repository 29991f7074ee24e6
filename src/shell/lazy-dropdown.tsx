import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import { chunkReload } from '@/utils/chunk-reload';

/** A component loaded on first use, whose chunk can also be fetched ahead (on intent). */
export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * `React.lazy` with a `preload`: the import runs once, whether started by intent or by rendering.
 * Header menus load this way, so Joy's Menu, its items and Popper are not startup JavaScript (PERF-04).
 * A failed preload never reloads the page; a failed render does, once (DEPLOY-07).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  const chunk = chunkReload.shared(load);
  return Object.assign(lazy(chunk.load), { preload: chunk.prefetch });
}

export type LazyDropdownProps = {
  /** The menu button (Joy `MenuButton`), rendered at once. */
  button: ReactNode;
  /** The menu (a {@link lazyWithPreload} component's element), rendered from the first opening on. */
  menu: ReactNode;
  /** Fetches the menu's chunk; called when the pointer or focus reaches the button. */
  preload: () => Promise<unknown>;
};

/**
 * A header dropdown whose menu is fetched on intent and rendered from the first opening on: the
 * button works at once (Joy's Dropdown holds the open state), the menu appears when its chunk is in.
 */
export function LazyDropdown({ button, menu, preload }: LazyDropdownProps) {
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const intent = () => void preload().catch(() => undefined);
  const openNow = () => {
    setWaiting(false);
    setOpen(true);
  };
  return (
    <Dropdown
      open={open}
      onOpenChange={(_event, next) => {
        // Joy focuses the first item only when a mounted menu opens: mount it closed, then open it.
        if (next && !used) {
          setUsed(true);
          setWaiting(true);
        } else if (next && waiting) {
          // A second request (ArrowDown, another click) before the chunk is in: it opens once, as asked.
        } else {
          setWaiting(false);
          setOpen(next);
        }
      }}
    >
      <Box component="span" sx={{ display: 'contents' }} onPointerEnter={intent} onFocus={intent}>
        {button}
      </Box>
      {used && (
        <Suspense fallback={null}>
          {waiting && <OnMount callback={openNow} />}
          {menu}
        </Suspense>
      )}
    </Dropdown>
  );
}

/** Calls back once committed; inside a Suspense boundary, only after the lazy sibling is in. */
function OnMount({ callback }: { callback: () => void }) {
  useEffect(() => callback(), [callback]);
  return null;
}
