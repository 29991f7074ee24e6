/**
 * The third-party licences text file, written next to `index.html` by every build
 * (`tools/build/third-party-licenses.ts`) and linked from the about popup (POP-03).
 */
export const THIRD_PARTY_LICENSES_FILE = 'third-party-licenses.txt';
