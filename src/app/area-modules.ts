import type { ComponentType } from 'react';
import { chunkReload } from './chunk-reload';
import type { AreaRoute } from './route-table';

type AreaLoader = AreaRoute['area'];

// By loader: each route of a table (built-in or remote) has its own.
const loading = new WeakMap<AreaLoader, Promise<ComponentType>>();
const loaded = new WeakMap<AreaLoader, ComponentType>();

/**
 * An area's page, loaded once however it was asked for (boot, intent on a navigation entry, the
 * route rendering it). A chunk gone after a deployment reloads the page once (DEPLOY-07); a failed
 * load is asked again next time.
 */
export function loadAreaModule(area: AreaLoader): Promise<ComponentType> {
  let promise = loading.get(area);
  if (!promise) {
    promise = chunkReload.importOrReload(area).then((module) => {
      loaded.set(area, module.default);
      return module.default;
    });
    promise.catch(() => loading.delete(area));
    loading.set(area, promise);
  }
  return promise;
}

/** The area's page if its code is already in (PERF-09: then it renders at once, with no loading commit). */
export const loadedAreaModule = (area: AreaLoader): ComponentType | undefined => loaded.get(area);
