/**
 * The SDK's semver version (= its package.json's, which a test checks); the shell compares it with the
 * range a remote was built against. A literal: the built package imports nothing outside dist/.
 */
export const SDK_VERSION = '1.3.0';
