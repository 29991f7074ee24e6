/** The part of a remote's `mf-manifest.json` (written by `@module-federation/vite`) the shell reads. */
export type RemoteManifest = {
  name: string;
  metaData: {
    buildInfo?: { buildVersion?: string };
    remoteEntry: { name: string; path?: string; type?: string };
    publicPath?: string;
  };
  shared: { name: string; requiredVersion?: string | false }[];
  exposes: { name?: string; path?: string }[];
  /** PLUG-11: the hashes of the build's files (`areaIntegrity()`), checked only for a pinned area. */
  integrity?: unknown;
};

/** Why a manifest cannot be read at all. */
export type ManifestProblem = { kind: 'invalid'; detail: string };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

// Checked by hand: the portal's startup chunks keep zod's core to themselves (PERF-01), and the
// frame page of an isolated area carries no zod at all.
const manifestProblem = (json: unknown): string | undefined => {
  if (!isObject(json) || typeof json.name !== 'string' || !json.name) return 'name';
  const { metaData, shared, exposes } = json;
  if (!isObject(metaData) || !isObject(metaData.remoteEntry)) return 'metaData.remoteEntry';
  const { remoteEntry, buildInfo, publicPath } = metaData;
  if (
    typeof remoteEntry.name !== 'string' ||
    !remoteEntry.name ||
    !optionalString(remoteEntry.path) ||
    !optionalString(remoteEntry.type)
  )
    return 'metaData.remoteEntry';
  if (buildInfo !== undefined && (!isObject(buildInfo) || !optionalString(buildInfo.buildVersion)))
    return 'metaData.buildInfo';
  if (!optionalString(publicPath)) return 'metaData.publicPath';
  const validShared = (entry: unknown) =>
    isObject(entry) &&
    typeof entry.name === 'string' &&
    (optionalString(entry.requiredVersion) || entry.requiredVersion === false);
  if (!Array.isArray(shared) || !shared.every(validShared)) return 'shared';
  const validExpose = (entry: unknown) => isObject(entry) && optionalString(entry.name) && optionalString(entry.path);
  if (!Array.isArray(exposes) || !exposes.every(validExpose)) return 'exposes';
  return undefined;
};

const isManifest = (json: unknown): json is RemoteManifest => manifestProblem(json) === undefined;

export const parseManifest = (bytes: ArrayBuffer): RemoteManifest | ManifestProblem => {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { kind: 'invalid', detail: 'mf-manifest.json is not JSON' };
  }
  return isManifest(json)
    ? json
    : { kind: 'invalid', detail: `mf-manifest.json: bad or missing ${manifestProblem(json)}` };
};

/** The remote's build version (its package version), as the version information shows it. */
export const manifestVersion = (manifest: RemoteManifest): string | undefined =>
  manifest.metaData.buildInfo?.buildVersion;

/** Keys a remote must take from the host: without them it would run its own React or its own SDK context. */
export const REQUIRED_SHARED_KEYS: readonly string[] = ['react', '@portal/area-sdk'];

/**
 * What the host (the portal, or the frame page of an isolated area) provides: the version of each
 * shared key it registers, undefined for a key it does not provide.
 */
export type ProvidedVersion = (key: string) => string | undefined;

/**
 * Compares what the remote was built against with what the host provides (PLUG-02, PLUG-04): every
 * shared key must be one the host provides, at a version its range accepts (the runtime's `satisfy`);
 * React and the SDK must be shared (else the remote would run its own copies); the module must be exposed
 * and the entry an ES module. Returns the mismatches, empty when compatible.
 */
export function incompatibilities(
  manifest: RemoteManifest,
  module: string,
  satisfy: (version: string, range: string) => boolean,
  providedVersion: ProvidedVersion,
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
  return new URL(remoteEntryFile(manifest), filesBase(manifest, manifestUrl)).href;
}

/** The URL the build's files are relative to: the manifest's folder, or the publicPath the build baked in. */
export function filesBase(manifest: RemoteManifest, manifestUrl: string): string {
  const { publicPath } = manifest.metaData;
  return !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl).href;
}

/** The entry's path inside the build (`remoteEntry.js`, or below `metaData.remoteEntry.path`). */
export function remoteEntryFile(manifest: RemoteManifest): string {
  const { remoteEntry } = manifest.metaData;
  const folder = remoteEntry.path ? `${remoteEntry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  return `${folder}${remoteEntry.name}`;
}
