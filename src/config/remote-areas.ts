// zod/mini like the rest of the config: this runs at boot (PLUG-01).
import * as z from 'zod/mini';
import { AREA_ICONS } from './area-icons';

/** Where a same-origin remote area must live: nginx proxies `/remotes/<id>/` to its upstream (PLUG-05). */
export const remoteAreaBase = (id: string) => `/remotes/${id}/`;

const nonEmpty = () => z.string().check(z.minLength(1));

/** An exact https origin (`https://host[:port]`), as the CSP lists it. */
export const RemoteOriginSchema = z.string().check(
  z.refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:' && new URL(value).origin === value, {
    message: 'must be an exact https origin such as https://areas.example.com',
  }),
);

const title = z.strictObject({ en: nonEmpty(), de: nonEmpty() });

/** A new area the remote adds: a one-segment path that collides with nothing (checked with the route table). */
const newArea = z.strictObject({
  path: z.string().check(z.regex(/^\/[a-z][a-z0-9-]{0,40}$/, 'must be one path segment such as /customer-insights')),
  roles: z.array(nonEmpty()),
  customerScoped: z.boolean(),
  icon: z.enum(AREA_ICONS),
  title,
});

/** One entry of `remoteAreas` as written in `/config.json`; `route` and `area` are exclusive. */
export const RemoteAreaSchema = z
  .strictObject({
    id: z.string().check(z.regex(/^[a-z][a-z0-9-]{1,30}$/, 'must match ^[a-z][a-z0-9-]{1,30}$')),
    entry: nonEmpty(),
    module: z.string().check(z.regex(/^\.\/[A-Za-z0-9_-]+$/, 'must name an exposed module such as ./Area')),
    // PLUG-12: required; an area that calls no API says so with [] (the entrypoint's API_PREFIXES=none).
    apiPrefixes: z.array(
      z.string().check(z.regex(/^(\/[a-z0-9][a-z0-9._-]*)+$/, 'must be paths such as /customer-management')),
      {
        error: (issue) =>
          issue.input === undefined
            ? 'must list the API prefixes the area calls (paths such as /customer-management), or be [] for none'
            : 'must be a list of paths such as /customer-management',
      },
    ),
    integrity: z.optional(
      z.string().check(z.regex(/^sha256-[A-Za-z0-9+/]{43}=$/, 'must be sha256-<base64 of 32 bytes>')),
    ),
    route: z.optional(nonEmpty()),
    area: z.optional(newArea),
    // PLUG-14: `frame` runs the area in a cross-origin frame on `isolatedOrigin`; federated by default.
    // What else an isolated area needs is checked when it opens (src/remote-areas/isolated/isolation-config.ts).
    isolation: z.optional(z.enum(['federated', 'frame'])),
  })
  .check(
    z.refine((entry) => (entry.route === undefined) !== (entry.area === undefined), {
      message: 'needs exactly one of "route" (bind a route of the table) or "area" (a new area)',
      path: ['route'],
    }),
  );

export type RemoteArea = z.infer<typeof RemoteAreaSchema>;

/**
 * Whether `entry` may be loaded for area `id` (PLUG-05): a path under `/remotes/<id>/` on the portal's
 * origin (after dot segments resolve), or an https URL on one of `remoteOrigins`. The CSP does not
 * confine `import()` (a module script inherits the page's nonce), so this check is the confinement.
 */
export function isAllowedEntry(entry: string, id: string, remoteOrigins: readonly string[], origin: string): boolean {
  if (/[\\\s]/.test(entry) || /%2e|%2f|%5c/i.test(entry)) return false;
  if (entry.startsWith('/')) {
    if (entry.startsWith('//') || !URL.canParse(entry, origin)) return false;
    const url = new URL(entry, origin);
    return (
      url.origin === origin && url.pathname.startsWith(remoteAreaBase(id)) && url.pathname === entry.split(/[?#]/)[0]
    );
  }
  if (!URL.canParse(entry)) return false;
  const url = new URL(entry);
  return url.protocol === 'https:' && remoteOrigins.includes(url.origin) && !url.username && !url.password;
}

/** One left-out entry: which (by position and id) and which key is wrong. */
export type RemoteAreaProblem = { entry: string; key: string; message: string };

const entryName = (raw: unknown, index: number) => {
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String(raw.id) : undefined;
  return id ? `remoteAreas[${index}] (${id})` : `remoteAreas[${index}]`;
};

/**
 * Validates each entry on its own (PLUG-01): an invalid one is left out with one console error naming
 * the entry and the key, the others stay. Duplicate ids and disallowed entries are left out too.
 */
export function validRemoteAreas(
  raw: readonly unknown[],
  remoteOrigins: readonly string[],
  origin: string,
): { areas: RemoteArea[]; problems: RemoteAreaProblem[] } {
  const areas: RemoteArea[] = [];
  const problems: RemoteAreaProblem[] = [];
  raw.forEach((value, index) => {
    const entry = entryName(value, index);
    const parsed = RemoteAreaSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      const key = [...issue.path, ...keys.slice(0, 1)].join('.') || '(entry)';
      problems.push({ entry, key, message: keys.length ? 'is not a known key' : issue.message });
    } else if (areas.some((area) => area.id === parsed.data.id)) {
      problems.push({ entry, key: 'id', message: 'is used by an earlier entry' });
    } else if (!isAllowedEntry(parsed.data.entry, parsed.data.id, remoteOrigins, origin)) {
      problems.push({
        entry,
        key: 'entry',
        message: `must be a path under ${remoteAreaBase(parsed.data.id)} or an https URL on one of remoteOrigins`,
      });
    } else {
      areas.push(parsed.data);
    }
  });
  return { areas, problems };
}

/** Logs each left-out entry on one line (PLUG-01): the rest of the portal works. */
export const reportRemoteAreaProblems = (problems: readonly RemoteAreaProblem[]) =>
  problems.forEach(({ entry, key, message }) =>
    console.error(`Runtime config: ${entry} is left out: "${key}" ${message}`),
  );
