/**
 * Why a remote area could not be loaded (PLUG-04, PLUG-05), as the area's notice and the version
 * information show it: `unavailable` (unreachable, too slow, broken; Retry may help), `incompatible`
 * (built against versions the portal does not provide), `integrity` (the manifest does not match
 * its hash), `refused` (an entry outside `/remotes/<id>/` and the allowed origins).
 */
export type AreaLoadFailure = 'unavailable' | 'incompatible' | 'integrity' | 'refused';

export class AreaLoadError extends Error {
  override readonly name = 'AreaLoadError';
  readonly failure: AreaLoadFailure;
  /** What does not fit, for an incompatible area. */
  readonly details: readonly string[];
  /** The remote's version from its manifest, when it was read. */
  readonly version: string | undefined;

  constructor(failure: AreaLoadFailure, message: string, details: readonly string[] = [], version?: string) {
    super(message);
    this.failure = failure;
    this.details = details;
    this.version = version;
  }
}
