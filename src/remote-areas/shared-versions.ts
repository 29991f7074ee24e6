import { SHARED_PACKAGES } from '@portal/area-sdk/shared-packages';

/**
 * Every module key the shell provides to remote areas (PLUG-02), with the package whose installed
 * version it carries. A remote marks each `{ singleton: true, import: false, requiredVersion }` and
 * takes it from the shell; a key not listed here is never provided.
 */
export const SHARED_KEYS = SHARED_PACKAGES;

export type SharedKey = keyof typeof SHARED_KEYS;

/** Whether the shell provides `key`. */
export const isSharedKey = (key: string): key is SharedKey => Object.hasOwn(SHARED_KEYS, key);

/** The version the shell provides for `key`, or undefined for a key it does not provide. */
export const providedVersion = (key: string): string | undefined =>
  isSharedKey(key) ? __SHARED_VERSIONS__[SHARED_KEYS[key]] : undefined;
