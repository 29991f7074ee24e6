/**
 * The project's area as the portal's runtime config declares it (`remoteAreas[]`), from its area.json:
 * the entry the portal's operators add (PORTAL_REMOTE_AREA_<ID>_*), served here at /remotes/<id>/.
 */

export type AreaEntry = {
  readonly id: string;
  readonly entry: string;
  readonly module: string;
  readonly apiPrefixes: readonly string[];
  readonly area?: unknown;
  readonly route?: string;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads area.json's text into the config entry; a mistake throws one line naming the key. */
export function areaEntry(text: string, file = 'area.json'): AreaEntry {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (!isRecord(json)) throw new Error(`${file} must hold an object (the area's entry of the portal's config).`);
  const { id, module, apiPrefixes, area, route } = json;
  if (typeof id !== 'string' || !/^[a-z][a-z0-9-]{1,30}$/.test(id))
    throw new Error(`${file}: "id" must match ^[a-z][a-z0-9-]{1,30}$ (e.g. fleet-health).`);
  if (typeof module !== 'string') throw new Error(`${file}: "module" must name the exposed module, "./Area".`);
  if (!Array.isArray(apiPrefixes) || !apiPrefixes.every((prefix) => typeof prefix === 'string'))
    throw new Error(`${file}: "apiPrefixes" must be a list of paths such as "/customer-management".`);
  if ((area === undefined) === (route === undefined))
    throw new Error(
      `${file}: needs exactly one of "area" (a new area) or "route" (a route of the portal it replaces).`,
    );
  if (route !== undefined && typeof route !== 'string') throw new Error(`${file}: "route" must be a route's id.`);
  // The rest (path, roles, icon, titles) the portal checks as it does in production: a bad entry is
  // left out with a console error naming the key.
  return {
    id,
    entry: `/remotes/${id}/mf-manifest.json`,
    module,
    apiPrefixes,
    ...(area === undefined ? {} : { area }),
    ...(typeof route === 'string' ? { route } : {}),
  };
}

/** The path to open in the browser: the area's own path, or the route it binds. */
export function areaPath(entry: AreaEntry): string {
  if (isRecord(entry.area) && typeof entry.area.path === 'string') return entry.area.path;
  return `/${entry.route ?? ''}`;
}
