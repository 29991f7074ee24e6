/** URL schemes a link in an assistant message may use; everything else becomes plain text. */
const SAFE_SCHEME = /^(https?|mailto)$/i;

/**
 * The URL when it is safe to link to (http, https, mailto, or relative), else `''` (react-markdown's
 * `urlTransform` convention, after which links and images render as plain text).
 *
 * Anything before a first colon that comes before any `/`, `?` or `#` counts as a scheme and must be
 * exactly one of the safe ones: so `java%09script:`, ` javascript:` or `jav\u0000ascript:` (which
 * browsers may clean up into `javascript:`) are refused too. Character references are already
 * decoded by the Markdown parser when this runs.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const end = url.search(/[/?#]/);
  if (colon === -1 || (end !== -1 && end < colon)) return url;
  return SAFE_SCHEME.test(url.slice(0, colon)) ? url : '';
}
