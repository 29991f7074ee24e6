import type { ComponentType } from 'react';
import { chunkReload, type SharedChunk } from '@/utils/chunk-reload';
import type { AreaRoute } from './route-table';

type AreaLoader = AreaRoute['area'];

// By loader: each route of a table (built-in or remote) has its own.
const chunks = new WeakMap<AreaLoader, SharedChunk<ComponentType>>();
const loaded = new WeakMap<AreaLoader, ComponentType>();

const chunkOf = (area: AreaLoader): SharedChunk<ComponentType> => {
  let chunk = chunks.get(area);
  if (!chunk) {
    chunk = chunkReload.shared(async () => {
      const module = await area();
      loaded.set(area, module.default);
      return module.default;
    });
    chunks.set(area, chunk);
  }
  return chunk;
};

/**
 * An area's page for the route that shows it (boot, the route rendering it), loaded once however it
 * was asked for. A chunk gone after a deployment reloads the page once (DEPLOY-07); a failed load is
 * asked again next time.
 */
export const loadAreaModule = (area: AreaLoader): Promise<ComponentType> => chunkOf(area).load();

/**
 * An area's page fetched ahead, on intent (pointer or focus on its navigation entry, PERF-04). A
 * failure never reloads: the route the user is on stays as it is, and the click that may follow
 * loads again and reloads once on the area's route (DEPLOY-07).
 */
export const prefetchAreaModule = (area: AreaLoader): Promise<ComponentType> => chunkOf(area).prefetch();

/** The area's page if its code is already in (PERF-09: then it renders at once, with no loading commit). */
export const loadedAreaModule = (area: AreaLoader): ComponentType | undefined => loaded.get(area);
