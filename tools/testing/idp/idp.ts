/**
 * The test identity provider: a real OpenID Connect server (oidc-provider 9) at Keycloak's paths, so
 * that the real keycloak-js signs in with the portal's normal runtime config (`url`, `realm`,
 * `clientId`). Its users and client come from whoever starts it (the portal's personas: `mocks/idp-users.ts`);
 * the password is {@link TEST_PASSWORD}.
 *
 *   {url}/realms/{realm}/.well-known/openid-configuration
 *   {url}/realms/{realm}/protocol/openid-connect/{auth,token,logout,certs,userinfo}
 *
 * What keycloak-js needs, and how it is met (see STACK.md, "The test identity provider"):
 * - one public client (the portal's `clientId`), PKCE S256 always, redirect and post-logout URIs `<origin>/*` for the exact
 *   portal origins only;
 * - access tokens are JWTs for a default resource, with the claims the mock API reads (`email`,
 *   `customer_id`, `authorities`, realm and client roles, `sid`); refresh tokens are always issued and
 *   shaped `header.payload.sig` with `exp`, `typ: 'Refresh'`, `sid`;
 * - CORS with credentials for the portal origins, on errors too;
 * - `kc_action=UPDATE_PASSWORD` shows an update-password page and returns `kc_action_status`;
 * - no clock tolerance, and every lifetime ends at sign-in time + the session maximum;
 * - `/userinfo` is served here (jose), GET logout confirms itself when an `id_token_hint` is sent.
 * It binds 127.0.0.1 only and stops by itself after an idle timeout and an absolute maximum.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import Provider, {
  interactionPolicy,
  type Client,
  type Configuration,
  type KoaContext,
  type TokenLike,
} from 'oidc-provider';
import { createMemoryAdapter } from 'oidc-provider/lib/adapters/memory_adapter.js';
import { loginPage, logoutPage, messagePage, updatePasswordPage } from './pages.ts';
import { checkCredentials, REALM, type TestUser } from './test-users.ts';

/** How long tokens and the session live, in seconds. The refresh token lives as long as the session. */
export type Lifetimes = { accessTokenSeconds: number; sessionSeconds: number };

/**
 * `normal`: Keycloak's defaults (access token 5 min, SSO session max 1 h).
 * `short`: for expiry tests. The access token (15 s) lives less than the portal's 30 s minimum
 * validity, so every token the portal asks for is refreshed first; the session ends 40 s after
 * sign-in, long enough for a slow sign-in and page load on a busy 2-core machine.
 */
export const LIFETIMES = {
  normal: { accessTokenSeconds: 300, sessionSeconds: 3600 },
  short: { accessTokenSeconds: 15, sessionSeconds: 40 },
} as const satisfies Record<string, Lifetimes>;

/** The resource (and audience) of the access tokens: the platform's APIs. */
export const API_RESOURCE = 'urn:platform:api';

/** The kc_action the provider supports, and the interaction prompt that serves it. */
const UPDATE_PASSWORD = 'UPDATE_PASSWORD';
const UPDATE_PASSWORD_PROMPT = 'update_password';

const MINUTE_MS = 60_000;
/** No test server lives longer than this, whatever it is asked. */
const MAX_LIFETIME_BOUND_MS = 24 * 60 * MINUTE_MS;

export type IdpOptions = {
  /** Port to listen on (0 = any free port). */
  port: number;
  /** Only loopback: the provider never listens on another interface. */
  host?: '127.0.0.1';
  /** The exact portal origins (`http://127.0.0.1:4712`): redirect targets and CORS. */
  portalOrigins: string[];
  /** Who may sign in, and the claims of their access tokens. */
  users: readonly TestUser[];
  /** The one client: the portal's runtime config `identityProvider.clientId`. */
  clientId: string;
  lifetimes?: Lifetimes;
  realm?: string;
  /** Stop after this long without a request (default 15 minutes). */
  idleTimeoutMs?: number;
  /** Stop after this long in any case (default 2 hours, at most 24 hours). */
  maxLifetimeMs?: number;
};

/** A running provider. `url` is what the portal's `identityProvider.url` names; `closed` settles when it stops. */
export type Idp = {
  url: string;
  issuer: string;
  jwksUrl: string;
  clientId: string;
  close(): Promise<void>;
  closed: Promise<void>;
};

const epochSeconds = () => Math.floor(Date.now() / 1000);
const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The user-profile claims of a user (ID token and userinfo). */
function profileClaims(user: TestUser) {
  const [givenName = '', ...rest] = user.name.split(' ');
  return {
    sub: user.id,
    email: user.email,
    email_verified: true,
    name: user.name,
    given_name: givenName,
    family_name: rest.join(' '),
    preferred_username: user.email,
  };
}

/**
 * Whether a redirect target is allowed: `<origin>/*` patterns allow every URL of exactly that origin
 * (the portal sends `location.href`-like URIs); other patterns must match exactly. URLs with
 * credentials or a fragment are never allowed.
 */
export function redirectAllowed(value: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash || value.includes('#')) return false;
  return patterns.some((pattern) =>
    pattern.endsWith('/*') ? new URL(pattern.slice(0, -2)).origin === url.origin : pattern === value,
  );
}

/** The sign-in time behind the token or session being issued, if one is known. */
function authTimeOf(ctx: KoaContext | undefined): number | undefined {
  const entities = ctx?.oidc?.entities;
  return (
    entities?.RotatedRefreshToken?.authTime ??
    entities?.RefreshToken?.authTime ??
    entities?.AuthorizationCode?.authTime ??
    ctx?.oidc?.session?.authTime()
  );
}

/** Every lifetime is capped at sign-in time + session maximum (at least 1 s: oidc-provider needs a positive TTL). */
function ttlWithin(sessionSeconds: number, authTime: number | undefined, seconds: number): number {
  const remaining = authTime === undefined ? sessionSeconds : authTime + sessionSeconds - epochSeconds();
  return Math.max(1, Math.min(seconds, remaining));
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > 64 * 1024) throw new Error('Form too large.');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** Starts the provider on 127.0.0.1; resolves once it listens. */
export async function startIdp(options: IdpOptions): Promise<Idp> {
  const { port, host = '127.0.0.1', users, clientId, lifetimes = LIFETIMES.normal, realm = REALM } = options;
  const userById = (id: string | undefined) => users.find((user) => user.id === id);
  const portalOrigins = options.portalOrigins.map((origin) => new URL(origin).origin);
  if (host !== '127.0.0.1') throw new Error('The test identity provider listens on 127.0.0.1 only.');
  const idleTimeoutMs = options.idleTimeoutMs ?? 15 * MINUTE_MS;
  const maxLifetimeMs = Math.min(options.maxLifetimeMs ?? 120 * MINUTE_MS, MAX_LIFETIME_BOUND_MS);

  // Listen first: with port 0 the issuer (which names the port) is known only then.
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => (handler ? handler(req, res) : sendHtml(res, 503, 'Starting.')));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${host}:${actualPort}`;
  const realmPath = `/realms/${realm}`;
  const issuer = `${url}${realmPath}`;
  const openIdPath = '/protocol/openid-connect';

  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `idp-${randomBytes(6).toString('hex')}`;
  const signingJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicKeys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] });
  const refreshSecret = randomBytes(32);

  const ttl = (seconds: number) => (ctx: KoaContext | undefined) =>
    ttlWithin(lifetimes.sessionSeconds, authTimeOf(ctx), seconds);

  const updatePasswordPrompt = new interactionPolicy.Prompt(
    { name: UPDATE_PASSWORD_PROMPT, requestable: false },
    new interactionPolicy.Check(
      'update_password_requested',
      'the client asked for kc_action=UPDATE_PASSWORD',
      'interaction_required',
      (ctx) => ctx.oidc.params.kc_action === UPDATE_PASSWORD && ctx.oidc.result?.[UPDATE_PASSWORD_PROMPT] === undefined,
    ),
  );
  const policy = interactionPolicy.base();
  policy.add(updatePasswordPrompt, 1); // after login, before consent

  const configuration: Configuration = {
    // In memory, a store per provider (so nothing is shared between providers in one process).
    adapter: createMemoryAdapter(0),
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: portalOrigins.map((origin) => `${origin}/*`),
        post_logout_redirect_uris: portalOrigins.map((origin) => `${origin}/*`),
      },
    ],
    jwks: { keys: [signingJwk] },
    // Cookie names carry the port: two providers on 127.0.0.1 (cookies ignore ports) never mix sessions.
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      names: {
        session: `idp${actualPort}_session`,
        interaction: `idp${actualPort}_interaction`,
        resume: `idp${actualPort}_resume`,
      },
    },
    clockTolerance: 0,
    scopes: ['openid', 'email', 'profile'],
    // As Keycloak's default client scopes: ID tokens carry the profile and email with scope `openid` alone.
    claims: {
      openid: ['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      sid: null,
      auth_time: null,
    },
    extraParams: ['kc_action'],
    routes: {
      authorization: `${openIdPath}/auth`,
      token: `${openIdPath}/token`,
      end_session: `${openIdPath}/logout`,
      jwks: `${openIdPath}/certs`,
      userinfo: `${openIdPath}/userinfo`,
      revocation: `${openIdPath}/revoke`,
      introspection: `${openIdPath}/token/introspect`,
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => portalOrigins.includes(origin),
    findAccount: async (_ctx, sub) => {
      const user = userById(sub);
      return user && { accountId: user.id, claims: () => profileClaims(user) };
    },
    extraTokenClaims: async (_ctx, token) => {
      const user = userById(token.accountId);
      if (!user) return undefined;
      return { ...user.claims, name: user.name, typ: 'Bearer', azp: clientId, sid: token.sid };
    },
    issueRefreshToken: async () => true,
    // As Keycloak by default: a refresh returns the same refresh token (no reuse detection to trip over).
    rotateRefreshToken: false,
    // The portal is first party: the grant covers what it asks for, so there is never a consent screen.
    // The session keeps one grant (so a second sign-in, e.g. in another tab, leaves earlier refresh tokens valid).
    loadExistingGrant: async (ctx) => {
      const { Grant } = provider;
      const client = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = ctx.oidc.session?.grantIdFor(client);
      const existing = grantId === undefined ? undefined : await Grant.find(grantId);
      if (existing) return existing;
      const grant = new Grant({ clientId: client, accountId });
      grant.addOIDCScope('openid email profile');
      grant.addResourceScope(API_RESOURCE, 'api');
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in error', [out.error ?? 'error', out.error_description ?? '']);
    },
    interactions: {
      url: async (_ctx, interaction) => `${realmPath}/login-actions/${interaction.uid}`,
      policy,
    },
    ttl: {
      AccessToken: ttl(lifetimes.accessTokenSeconds),
      AuthorizationCode: ttl(60),
      IdToken: ttl(lifetimes.accessTokenSeconds),
      RefreshToken: ttl(lifetimes.sessionSeconds),
      Grant: ttl(lifetimes.sessionSeconds),
      Interaction: ttl(10 * 60),
      Session: (ctx, session) =>
        ttlWithin(lifetimes.sessionSeconds, session.loginTs ?? authTimeOf(ctx), lifetimes.sessionSeconds),
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => API_RESOURCE,
        // Keycloak-like: the access token is always the JWT for the API, even with scope openid.
        useGrantedResource: async () => true,
        getResourceServerInfo: async () => ({
          scope: 'api',
          audience: API_RESOURCE,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage({ form, autoSubmit: ctx.oidc.entities.IdTokenHint !== undefined });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', ['You have signed out of the platform.']);
        },
      },
    },
  };

  const provider = new Provider(issuer, configuration);

  // Redirect URIs: `<origin>/*` patterns (oidc-provider itself compares exactly).
  provider.Client.prototype.redirectUriAllowed = function (this: Client, value: string) {
    return redirectAllowed(value, this.redirectUris);
  };
  provider.Client.prototype.postLogoutRedirectUriAllowed = function (this: Client, value: string) {
    return redirectAllowed(value, this.postLogoutRedirectUris);
  };
  // Keycloak puts the session id (`sid`) into every token; oidc-provider only for back-channel logout clients.
  provider.Client.prototype.includeSid = () => true;

  // Refresh tokens keycloak-js can decode: the stored token's id is a signed JWT carrying exp, typ, sid.
  provider.RefreshToken.prototype.generateTokenId = function (this: TokenLike) {
    const now = epochSeconds();
    this.exp = now + this.expiration;
    const header = base64Url({ alg: 'HS256', typ: 'JWT' });
    const payload = base64Url({
      exp: this.exp,
      iat: now,
      jti: randomUUID(),
      iss: issuer,
      aud: issuer,
      sub: this.accountId,
      typ: 'Refresh',
      azp: this.clientId,
      sid: this.sid,
      scope: this.scope,
    });
    const signature = createHmac('sha256', refreshSecret).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  };

  // kc_action comes back on the redirect, as Keycloak sends it.
  provider.on('authorization.success', (ctx, out) => {
    const result = ctx.oidc.result?.[UPDATE_PASSWORD_PROMPT];
    if (ctx.oidc.params.kc_action !== UPDATE_PASSWORD || typeof result !== 'object' || result === null) return;
    out.kc_action = UPDATE_PASSWORD;
    out.kc_action_status = 'status' in result && result.status === 'cancelled' ? 'cancelled' : 'success';
  });
  provider.on('server_error', (_ctx, error) => console.error('Test identity provider error:', error));

  // keycloak-js calls the token endpoint with credentials: allowed origins get them, on errors too.
  provider.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      const origin = ctx.get('Origin');
      if (portalOrigins.includes(origin)) {
        ctx.set('Access-Control-Allow-Origin', origin);
        ctx.set('Access-Control-Allow-Credentials', 'true');
        ctx.vary('Origin');
      }
    }
  });

  const corsHeaders = (req: IncomingMessage): Record<string, string> => {
    const origin = req.headers.origin;
    return origin !== undefined && portalOrigins.includes(origin)
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : {};
  };

  /** Userinfo for the JWT access tokens (oidc-provider's own accepts only tokens without audience). */
  const userinfo = async (req: IncomingMessage, res: ServerResponse) => {
    const cors = corsHeaders(req);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Authorization',
      });
      res.end();
      return;
    }
    const jwt = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    try {
      if (jwt === undefined) throw new Error('no bearer token');
      const { payload } = await jwtVerify(jwt, publicKeys, { issuer, audience: API_RESOURCE, clockTolerance: 0 });
      const user = userById(payload.sub);
      if (!user) throw new Error('unknown subject');
      sendJson(res, 200, profileClaims(user), cors);
    } catch {
      sendJson(res, 401, { error: 'invalid_token' }, { ...cors, 'WWW-Authenticate': 'Bearer error="invalid_token"' });
    }
  };

  /** The sign-in and update-password pages of an interaction. */
  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    let details;
    try {
      details = await provider.interactionDetails(req, res);
    } catch {
      sendHtml(res, 400, messagePage('Sign-in expired', ['Go back to the portal and sign in again.']));
      return;
    }
    const action = `${realmPath}/login-actions/${details.uid}`;
    const form = req.method === 'POST' ? await readForm(req) : undefined;
    if (details.prompt.name === 'login') {
      const loginHint = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
      if (!form) return sendHtml(res, 200, loginPage({ action, users, username: loginHint }));
      const username = form.get('username') ?? '';
      const user = checkCredentials(users, username, form.get('password') ?? '');
      if (!user) {
        return sendHtml(res, 200, loginPage({ action, users, username, error: 'Invalid username or password.' }));
      }
      const result = { login: { accountId: user.id } };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    if (details.prompt.name === UPDATE_PASSWORD_PROMPT) {
      const username = userById(details.session?.accountId)?.email ?? '';
      if (!form) return sendHtml(res, 200, updatePasswordPage({ action, username }));
      if (form.get('action') === 'cancel') {
        return provider.interactionFinished(req, res, { [UPDATE_PASSWORD_PROMPT]: { status: 'cancelled' } });
      }
      const password = form.get('password-new') ?? '';
      const error =
        password === ''
          ? 'Please specify a password.'
          : password !== form.get('password-confirm')
            ? 'Passwords do not match.'
            : undefined;
      if (error !== undefined) return sendHtml(res, 200, updatePasswordPage({ action, username, error }));
      // The new password is accepted and dropped: the test users keep the one documented password.
      return provider.interactionFinished(req, res, { [UPDATE_PASSWORD_PROMPT]: { status: 'success' } });
    }
    sendHtml(res, 400, messagePage('Sign-in error', [`Unsupported step: ${details.prompt.name}.`]));
  };

  const callback = provider.callback();
  let idleTimer: NodeJS.Timeout | undefined;
  const lifetimeTimer = setTimeout(() => void close(), maxLifetimeMs);
  lifetimeTimer.unref();
  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void close(), idleTimeoutMs);
    idleTimer.unref();
  };
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      clearTimeout(idleTimer);
      clearTimeout(lifetimeTimer);
      server.close(() => resolve());
      server.closeAllConnections();
    }));

  handler = (req, res) => {
    armIdleTimer();
    const path = new URL(req.url ?? '/', url).pathname;
    const inRealm = path.startsWith(`${realmPath}/`);
    const route = inRealm ? path.slice(realmPath.length) : path;
    const work = async () => {
      if (!inRealm) return sendHtml(res, 404, messagePage('Not found', [`Nothing at ${path}.`]));
      if (route === `${openIdPath}/userinfo`) return userinfo(req, res);
      if (/^\/login-actions\/[\w-]+$/.test(route)) return interaction(req, res);
      // Mounted under the realm path: oidc-provider derives its URLs from originalUrl vs url.
      Object.assign(req, { originalUrl: req.url, url: (req.url ?? '/').slice(realmPath.length) });
      callback(req, res);
    };
    work().catch((error: unknown) => {
      console.error('Test identity provider error:', error);
      if (!res.headersSent) sendHtml(res, 500, messagePage('Server error', [String(error)]));
      else res.end();
    });
  };
  armIdleTimer();

  return { url, issuer, jwksUrl: `${issuer}${openIdPath}/certs`, clientId, close, closed };
}
