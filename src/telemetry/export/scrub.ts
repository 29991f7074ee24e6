/**
 * OBS-07: what leaves the browser is scrubbed here, every string of every record: no URL keeps its
 * query or fragment (the OIDC `code` and `state` travel there), no token, no email address, and none
 * of the strings the session knows to be personal (the user's email, name, username).
 */

/** A URL's query and fragment: the values there are the user's (search terms, ids) or the sign-in's. */
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*/gi;
/** A path's query or fragment where no scheme precedes it (`/customers?search=…`). */
const PATH_TAIL = /((?:^|[\s"'(])\/[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*/g;
/** OAuth parameters anywhere (a message quoting a callback URL in parts). */
const OAUTH_PARAMETER = /\b(code|state|session_state|id_token|access_token|refresh_token|iss)=[^&\s"'#]*/gi;
/** A JSON Web Token: three base64url parts, the first starting `eyJ` (`{"`). */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** A bearer credential in a header quoted in a message. */
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;

export const REDACTED = '[redacted]';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Makes the scrubber of one session: the generic rules and the session's own personal strings. */
export function createScrubber(personal: readonly string[]): (text: string) => string {
  const known = personal.filter((value) => value.length >= 3);
  const exact = known.length > 0 ? new RegExp(known.map(escape).join('|'), 'gi') : undefined;
  return (text) => {
    let scrubbed = text
      .replace(URL_TAIL, '$1')
      .replace(PATH_TAIL, '$1')
      .replace(OAUTH_PARAMETER, `$1=${REDACTED}`)
      .replace(JWT, REDACTED)
      .replace(BEARER, `Bearer ${REDACTED}`)
      .replace(EMAIL, REDACTED);
    if (exact) scrubbed = scrubbed.replace(exact, REDACTED);
    return scrubbed;
  };
}

/** The area a script URL belongs to: `/remotes/<id>/…` is a remote area's (OBS-03, OBS-06). */
export function areaOfScript(text: string | undefined): string | undefined {
  return text ? /\/remotes\/([a-z0-9][a-z0-9-]*)\//.exec(text)?.[1] : undefined;
}
