import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@/utils/when-idle';

/**
 * A component whose code loads when the page is idle after the first screen (PERF-01, PERF-09): until
 * then it renders nothing. For parts that have nothing to show at the start (a notice that waits for
 * a later event); a load that fails leaves the part out.
 */
export function idleLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return function IdleLazy(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P>>();
    useEffect(
      () =>
        whenIdle(async (current) => {
          const component = await load();
          if (current()) setLoaded(() => component);
        }),
      [],
    );
    return Loaded ? <Loaded {...props} /> : null;
  };
}
