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

/**
 * Where `navigate(relativePath)` of an area goes (PLUG-03): below `basePath`; a path that would leave
 * the area (`..`, a URL) throws, a bug of the area. The portal and the test harness both use it.
 */
export function areaNavigationPath(basePath: string, relativePath: string): string {
  const rest = relativePath.replace(/^\/+/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(rest) || rest.split(/[/\\]/).some((segment) => segment === '..'))
    throw new Error(`navigate(${JSON.stringify(relativePath)}) would leave the area ${basePath}`);
  return rest ? `${basePath}/${rest}` : basePath;
}
