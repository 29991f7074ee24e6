/**
 * Test support: drives the identity provider with `fetch` the way a browser and keycloak-js would
 * (cookies, manual redirects, PKCE S256, fragment response mode), so the unit tests can walk through
 * whole flows without a browser.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as z from 'zod';
import type { Idp } from './idp.ts';
import { TEST_PASSWORD } from './test-users.ts';

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** A user agent: keeps the provider's cookies and never follows redirects by itself. */
export class TestAgent {
  private readonly cookies = new Map<string, string>();

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || separator === pair.length - 1) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(separator + 1));
    }
    return response;
  }

  /** Posts a form, as a browser submits one. */
  postForm(url: string | URL, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** GETs and follows redirects while they stay on `origin`; returns the last response and its URL. */
  async follow(url: string | URL, origin: string): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    for (let hops = 0; hops < 10; hops += 1) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (location === null) return { response, url: current };
      const next = new URL(location, current);
      if (next.origin !== origin) return { response, url: current };
      await response.body?.cancel();
      current = next;
    }
    throw new Error(`Too many redirects from ${String(url)}`);
  }
}

/** The `action` of the page's form (`<form method="post" action="...">`), absolute. */
export function formAction(html: string, base: string | URL): URL {
  const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`No form on the page:\n${html}`);
  return new URL(action.replace(/&#38;/g, '&'), base);
}

/** The hidden inputs of the page's first form. */
export function hiddenInputs(html: string): Record<string, string> {
  const inputs = html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g);
  return Object.fromEntries([...inputs].map(([, name = '', value = '']) => [name, value]));
}

/** The endpoints of a running provider at Keycloak's paths. */
export const endpoints = (idp: Idp) => {
  const base = `${idp.issuer}/protocol/openid-connect`;
  return {
    discovery: `${idp.issuer}/.well-known/openid-configuration`,
    auth: `${base}/auth`,
    token: `${base}/token`,
    logout: `${base}/logout`,
    certs: `${base}/certs`,
    userinfo: `${base}/userinfo`,
  };
};

/** An authorization request as keycloak-js sends it (fragment response mode, PKCE S256), with overrides. */
export function authorizationUrl(idp: Idp, params: Record<string, string | undefined>): URL {
  const url = new URL(endpoints(idp).auth);
  const all: Record<string, string | undefined> = {
    client_id: idp.clientId,
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge_method: 'S256',
    ...params,
  };
  for (const [name, value] of Object.entries(all)) if (value !== undefined) url.searchParams.set(name, value);
  return url;
}

/** The parameters of the redirect back to the client (fragment or query). */
export function callbackParams(location: string): URLSearchParams {
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

export type SignInResult = { callback: URLSearchParams; location: string; verifier: string };

/**
 * Walks the authorization-code flow up to the redirect back to `redirectUri`: authorization request,
 * the sign-in form (if the agent has no session yet), any further page via `onPage`.
 */
export async function signInWithFetch(
  agent: TestAgent,
  idp: Idp,
  {
    username,
    password = TEST_PASSWORD,
    redirectUri,
    params = {},
  }: { username: string; password?: string; redirectUri: string; params?: Record<string, string> },
): Promise<SignInResult> {
  const { verifier, challenge } = pkcePair();
  const start = authorizationUrl(idp, { redirect_uri: redirectUri, code_challenge: challenge, ...params });
  let { response, url } = await agent.follow(start, idp.url);
  if (response.status === 200 && url.pathname.includes('/login-actions/')) {
    const html = await response.text();
    const posted = await agent.postForm(formAction(html, url), { username, password });
    const location = posted.headers.get('location');
    if (location === null) throw new Error(`Sign-in refused (${posted.status}):\n${await posted.text()}`);
    ({ response, url } = await agent.follow(new URL(location, url), idp.url));
  }
  const location = response.headers.get('location');
  if (location === null) throw new Error(`No redirect to the client (${response.status}) at ${url.href}`);
  return { callback: callbackParams(location), location, verifier };
}

/** The token request keycloak-js makes after the redirect (from the portal's origin). */
export function exchangeCode(
  agent: TestAgent,
  idp: Idp,
  { code, redirectUri, verifier, origin }: { code: string; redirectUri: string; verifier?: string; origin?: string },
): Promise<Response> {
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    client_id: idp.clientId,
    code,
    redirect_uri: redirectUri,
  };
  if (verifier !== undefined) form.code_verifier = verifier;
  return agent.postForm(endpoints(idp).token, form, origin ? { Origin: origin } : {});
}

/** keycloak-js's refresh request. */
export function refreshTokens(agent: TestAgent, idp: Idp, refreshToken: string, origin?: string): Promise<Response> {
  return agent.postForm(
    endpoints(idp).token,
    { grant_type: 'refresh_token', client_id: idp.clientId, refresh_token: refreshToken },
    origin ? { Origin: origin } : {},
  );
}

/** The token response of a successful code exchange or refresh. */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string(),
  expires_in: z.number(),
  token_type: z.literal('Bearer'),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** The body of a token response, checked. */
export const readTokens = async (response: Response): Promise<TokenResponse> =>
  TokenResponseSchema.parse(await response.json());
