import * as z from 'zod/mini';
import { providedVersion, REQUIRED_SHARED_KEYS } from './shared-versions';

/** The part of a remote's `mf-manifest.json` (written by `@module-federation/vite`) the shell reads. */
const ManifestSchema = z.object({
  name: z.string().check(z.minLength(1)),
  metaData: z.object({
    buildInfo: z.optional(z.object({ buildVersion: z.optional(z.string()) })),
    remoteEntry: z.object({
      name: z.string().check(z.minLength(1)),
      path: z.optional(z.string()),
      type: z.optional(z.string()),
    }),
    publicPath: z.optional(z.string()),
  }),
  shared: z.array(
    z.object({
      name: z.string(),
      version: z.optional(z.string()),
      requiredVersion: z.optional(z.union([z.string(), z.literal(false)])),
      singleton: z.optional(z.boolean()),
    }),
  ),
  exposes: z.array(z.object({ name: z.optional(z.string()), path: z.optional(z.string()) })),
});

export type RemoteManifest = z.infer<typeof ManifestSchema>;

/** Why a manifest cannot be read at all. */
export type ManifestProblem = { kind: 'invalid'; detail: string };

export const parseManifest = (bytes: ArrayBuffer): RemoteManifest | ManifestProblem => {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { kind: 'invalid', detail: 'mf-manifest.json is not JSON' };
  }
  const parsed = ManifestSchema.safeParse(json);
  return parsed.success
    ? parsed.data
    : {
        kind: 'invalid',
        detail: `mf-manifest.json: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`,
      };
};

/** The remote's build version (its package version), as the version information shows it. */
export const manifestVersion = (manifest: RemoteManifest): string | undefined =>
  manifest.metaData.buildInfo?.buildVersion;

/**
 * Compares what the remote was built against with what the shell provides (PLUG-02, PLUG-04): every
 * shared key must be one the shell provides, at a version its range accepts (the runtime's `satisfy`);
 * React and the SDK must be shared (else the remote would run its own copies); the module must be exposed
 * and the entry an ES module. Returns the mismatches, empty when compatible.
 */
export function incompatibilities(
  manifest: RemoteManifest,
  module: string,
  satisfy: (version: string, range: string) => boolean,
): string[] {
  const problems = manifest.shared.flatMap(({ name, requiredVersion }) => {
    const provided = providedVersion(name);
    if (provided === undefined) return [`${name} is not provided by the portal`];
    if (typeof requiredVersion === 'string' && requiredVersion !== '*' && !satisfy(provided, requiredVersion))
      return [`${name} ${requiredVersion} needed, the portal provides ${provided}`];
    return [];
  });
  const shared = new Set(manifest.shared.map(({ name }) => name));
  for (const key of REQUIRED_SHARED_KEYS) if (!shared.has(key)) problems.push(`${key} is not taken from the portal`);
  const exposed = manifest.exposes.some(({ name, path }) => path === module || name === module.slice(2));
  if (!exposed) problems.push(`${module} is not exposed`);
  if (manifest.metaData.remoteEntry.type !== undefined && manifest.metaData.remoteEntry.type !== 'module')
    problems.push(`its entry is of type ${manifest.metaData.remoteEntry.type}, not an ES module`);
  return problems;
}

/**
 * The URL of the remote's entry script: beside the manifest when its publicPath is `auto` (a remote
 * built with `base: './'`), else below the publicPath the build baked in.
 */
export function remoteEntryUrl(manifest: RemoteManifest, manifestUrl: string): string {
  const { remoteEntry, publicPath } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
  const folder = remoteEntry.path ? `${remoteEntry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  return new URL(`${folder}${remoteEntry.name}`, base).href;
}
