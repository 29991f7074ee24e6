/**
 * Why a remote area could not be loaded (PLUG-04, PLUG-05, PLUG-11), as the area's notice and the
 * version information show it: `unavailable` (unreachable, too slow, broken; Retry may help),
 * `incompatible` (built against versions the portal does not provide), `integrity` (a pinned area
 * whose files do not match, or that cannot be checked), `refused` (an entry outside `/remotes/<id>/`
 * and the allowed origins).
 */
export type AreaLoadFailure = 'unavailable' | 'incompatible' | 'integrity' | 'refused';

/**
 * What happened, for the notice's text (PLUG-12: an HTTP status is reported as that status).
 * `status`: a file answered with an HTTP error; `unreachable`: no answer at all (network, DNS);
 * `timeout`: not loaded within the bound; `broken`: read, but not a usable area; `stale`: the
 * browser held an old copy of a file, now refreshed, which only a new page can use; `changed`: bytes
 * that do not match the pinned hashes; `unlisted`: a pinned manifest without valid file hashes;
 * `unenforced`: a browser that does not check the hashes of modules.
 */
export type AreaLoadReason =
  | { kind: 'status'; status: number }
  | { kind: 'unreachable' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'broken' }
  | { kind: 'stale' }
  | { kind: 'changed' }
  | { kind: 'unlisted' }
  | { kind: 'unenforced' };

export type AreaLoadErrorDetails = {
  /** What does not fit, for an incompatible area. */
  details?: readonly string[];
  /** The remote's version from its manifest, when it was read. */
  version?: string | undefined;
  reason?: AreaLoadReason | undefined;
};

export class AreaLoadError extends Error {
  override readonly name = 'AreaLoadError';
  readonly failure: AreaLoadFailure;
  readonly details: readonly string[];
  readonly version: string | undefined;
  readonly reason: AreaLoadReason | undefined;

  /** `message` starts with the area's id and says what happened; it is what the console shows. */
  constructor(failure: AreaLoadFailure, message: string, { details = [], version, reason }: AreaLoadErrorDetails = {}) {
    super(message);
    this.failure = failure;
    this.details = details;
    this.version = version;
    this.reason = reason;
  }
}
