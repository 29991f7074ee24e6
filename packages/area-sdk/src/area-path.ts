import { AreaRequestRefused } from './errors.ts';

/**
 * The path an area may request (PLUG-03): relative to the gateway, starting with one `/`, with no
 * query, fragment, backslash, encoded dot, slash or backslash, no dot segment, and under one of the
 * area's declared API prefixes. Anything else (an absolute URL included) throws
 * {@link AreaRequestRefused}, before any request is made.
 */
export function checkAreaPath(path: string, apiPrefixes: readonly string[]): string {
  const refuse = (why: string): never => {
    throw new AreaRequestRefused(`Refused ${JSON.stringify(path)}: ${why}`);
  };
  if (!path.startsWith('/') || path.startsWith('//')) refuse('only paths relative to the gateway, starting with one /');
  if (
    /[?#\\]/.test(path) ||
    Array.from({ length: path.length }, (_, index) => path.charCodeAt(index)).some(
      (code) => code < 0x20 || code === 0x7f,
    )
  )
    refuse('no query, fragment, backslash or control character (use params)');
  if (/%(2e|2f|5c)/i.test(path) || path.split('/').some((segment) => segment === '.' || segment === '..'))
    refuse('no dot segments or encoded separators');
  if (!apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
    refuse(`not under the area's API prefixes (${apiPrefixes.join(', ') || 'none declared'})`);
  return path;
}
