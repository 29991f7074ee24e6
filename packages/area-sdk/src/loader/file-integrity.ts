/**
 * PLUG-11: the hashes a pinned area's manifest commits to (`integrity`, written by the SDK's
 * `areaIntegrity()` build plugin) as an import map's `integrity` section. The browser checks a module
 * only when its URL equals a key exactly, and treats a malformed value as no hash at all, so every
 * key is made absolute here and every value is checked: anything else is no list (the area is refused).
 */

/** One hash as subresource integrity writes it: sha256, sha384 or sha512, base64 of the right length. */
const SRI = /^(?:sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$/;

/** A file of the build, relative to its folder: plain segments (none starting with a dot), ending in .js. */
const FILE = /^(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*\.js$/;

export const isSri = (value: unknown): value is string => typeof value === 'string' && SRI.test(value);

export const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** An import map's `integrity` section: absolute URL → hash. */
export type IntegritySection = Record<string, string>;

export type PinnedFiles = { ok: true; section: IntegritySection; urls: string[] } | { ok: false; problem: string };

/**
 * The section for the manifest's `integrity` list: each file resolved against `filesBase` (the build's
 * folder as the browser sees it), the entry also under `importUrl`, the URL it is imported from (a
 * retry imports it under a new one). `entryFile` is the entry's path in the list (`remoteEntry.js`).
 * `urls`: every file to fetch before any runs, the entry as imported.
 */
export function pinnedFiles(list: unknown, filesBase: string, entryFile: string, importUrl: string): PinnedFiles {
  if (typeof list !== 'object' || list === null || Array.isArray(list))
    return { ok: false, problem: 'its manifest lists no file hashes (build it with areaIntegrity())' };
  const hashes = new Map<string, string>();
  for (const [file, hash] of Object.entries(list)) {
    if (!FILE.test(file))
      return { ok: false, problem: `its manifest lists a file the portal does not accept: ${file}` };
    if (!isSri(hash)) return { ok: false, problem: `its manifest lists no valid hash for ${file}` };
    hashes.set(file, hash);
  }
  const entryHash = hashes.get(entryFile);
  if (entryHash === undefined) return { ok: false, problem: `its manifest lists no hash for ${entryFile}` };
  const section: IntegritySection = Object.fromEntries(
    [...hashes].map(([file, hash]) => [new URL(file, filesBase).href, hash]),
  );
  section[importUrl] = entryHash;
  const entryUrl = new URL(entryFile, filesBase).href;
  const urls = [importUrl, ...Object.keys(section).filter((url) => url !== importUrl && url !== entryUrl)];
  return { ok: true, section, urls };
}

const ALGORITHMS: Readonly<Record<string, string>> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

/** Whether `bytes` match `sri` (one of {@link isSri}'s forms), with WebCrypto. */
export async function matchesSri(bytes: ArrayBuffer, sri: string): Promise<boolean> {
  const [name = '', expected] = sri.split('-', 2);
  const algorithm = ALGORITHMS[name];
  if (algorithm === undefined) return false;
  return base64(new Uint8Array(await crypto.subtle.digest(algorithm, bytes))) === expected;
}
