import type { OpenIdProviderMetadata } from 'keycloak-js';

/**
 * How long the portal waits for the silent session check (AUTH-01) before it sends the visitor to
 * the login. keycloak-js has no bound of its own: a provider that never answers the hidden iframe
 * would leave the page waiting forever. An answering provider takes well under a second.
 */
export const SILENT_CHECK_TIMEOUT_MS = 5_000;

/** The page the provider redirects the hidden iframe to (public/silent-check-sso.html). */
export const silentCheckUri = (origin: string) => `${origin}/silent-check-sso.html`;

/** A Keycloak realm's base URL: `<url>/realms/<realm>`. */
const realmUrl = (url: string, realm: string) => `${url.replace(/\/+$/, '')}/realms/${encodeURIComponent(realm)}`;

/** The realm's OpenID Connect discovery document: the reachability probe of AUTH-11 asks for it. */
export const discoveryUrl = (url: string, realm: string) => `${realmUrl(url, realm)}/.well-known/openid-configuration`;

/**
 * Keycloak's OpenID Connect endpoints of a realm. Handing keycloak-js these (its generic
 * `oidcProvider` form) instead of `url` + `realm` skips its third-party-cookie probe: two more
 * sequential iframe loads before the silent check, and a 10 s stall where the pages are missing.
 */
export function keycloakEndpoints(url: string, realm: string): OpenIdProviderMetadata {
  const base = `${realmUrl(url, realm)}/protocol/openid-connect`;
  return {
    authorization_endpoint: `${base}/auth`,
    token_endpoint: `${base}/token`,
    end_session_endpoint: `${base}/logout`,
    userinfo_endpoint: `${base}/userinfo`,
  };
}

/** keycloak-js's hidden iframe of the silent check (its `title`) and its key prefix in localStorage. */
const SILENT_IFRAME = 'iframe[title="keycloak-silent-check-sso"]';
const CALLBACK_KEY_PREFIX = 'kc-callback-';

/**
 * Gives up a silent check that has not answered: removes keycloak-js's iframe, so that a late answer
 * can no longer sign in behind the login redirect, and the state it left in localStorage (`state`,
 * `nonce`, PKCE verifier; keycloak-js deletes it only when the answer arrives).
 */
export function abandonSilentCheck(doc: Document = document, storage: Storage = localStorage): void {
  for (const iframe of doc.querySelectorAll<HTMLIFrameElement>(SILENT_IFRAME)) {
    const state = new URL(iframe.src, doc.baseURI).searchParams.get('state');
    if (state) storage.removeItem(CALLBACK_KEY_PREFIX + state);
    iframe.remove();
  }
}

/** Resolves like `promise`, or with `'timeout'` after `ms`. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Calls `onFound` once when the silent page hands keycloak-js a code (the visitor has a session),
 * before keycloak-js exchanges it: boot then downloads the application beside the exchange (PERF-04).
 * A `login_required` answer calls nothing, so a signed-out visit still loads no application code
 * (PERF-05). Returns the stop.
 */
export function onSilentSessionFound(onFound: () => void, win: Window = window): () => void {
  const listener = (event: MessageEvent<unknown>) => {
    if (event.origin !== win.location.origin || typeof event.data !== 'string') return;
    const url = new URL(event.data);
    if (url.href !== `${silentCheckUri(win.location.origin)}${url.hash}`) return;
    if (!new URLSearchParams(url.hash.slice(1)).has('code')) return;
    stop();
    onFound();
  };
  const stop = () => win.removeEventListener('message', listener);
  win.addEventListener('message', listener);
  return stop;
}
