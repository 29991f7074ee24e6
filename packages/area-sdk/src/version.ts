import manifest from '../package.json' with { type: 'json' };

/** The SDK's semver version; the shell compares it with the range a remote was built against. */
export const SDK_VERSION: string = manifest.version;
