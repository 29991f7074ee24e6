/**
 * Origin and path checks for the http client. Pure string-in, boolean-out functions: every
 * decision about where a token may go is made here, by parsing with the WHATWG `URL` parser (the
 * same parser the browser uses to send the request), never by substring or prefix tests on raw
 * strings.
 */

/**
 * The origin (`scheme://host[:port]`) of an absolute http(s) URL, or `undefined` for anything else
 * (relative or unparsable URLs, other schemes). Never returns the opaque origin `"null"`, so two
 * unrelated opaque URLs can never compare equal.
 */
export const httpOriginOf = (url: string): string | undefined => {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
};

/**
 * True when `url` is an absolute http(s) URL whose origin is exactly `origin` (scheme, host and
 * port all equal). Userinfo (`https://api.example@evil.example`), longer host names
 * (`https://api.example.evil.example`), another scheme or another port all give `false`.
 */
export const isSameOrigin = (url: string, origin: string): boolean => {
  const actual = httpOriginOf(url);
  return actual !== undefined && actual === httpOriginOf(origin);
};

/** True when `url` is on exactly one of the given origins (see {@link isSameOrigin}). */
export const isOnOrigin = (url: string, origins: readonly string[]): boolean =>
  origins.some((origin) => isSameOrigin(url, origin));

/**
 * The path of `url` relative to the path of `baseUrl` (`/assets/x` for `https://h/api/assets/x`
 * under `https://h/api`), or its full path when it is not under the base path.
 */
export const pathRelativeToBase = (url: string, baseUrl: string | undefined): string => {
  const path = new URL(url).pathname;
  const basePath = baseUrl && URL.canParse(baseUrl) ? new URL(baseUrl).pathname.replace(/\/+$/, '') : '';
  return basePath && path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
};

/**
 * True for static asset requests, which never get a token (HTTP-01): the raw request path or the
 * resolved path relative to the base starts with `/asset` (e.g. `/assets/i18n/en.json`).
 */
export const isAssetPath = (rawUrl: string | undefined, resolvedUrl: string, baseUrl: string | undefined): boolean =>
  [rawUrl ?? '', pathRelativeToBase(resolvedUrl, baseUrl)].some((path) => path.startsWith('/asset'));
