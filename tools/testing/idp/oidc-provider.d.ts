/**
 * The part of oidc-provider 9 the test identity provider uses, typed by hand (the package ships no
 * types, and @types/oidc-provider would add a dozen Koa type packages for these few members).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** The Koa context of a request, as far as the identity provider reads and writes it. */
  export interface KoaContext {
    method: string;
    path: string;
    status: number;
    body: unknown;
    type: string;
    host: string;
    get(header: string): string;
    set(header: string, value: string): void;
    vary(header: string): void;
    oidc: OIDCContext;
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  /** What a token or the session tells about the sign-in it comes from. */
  export interface TokenLike {
    accountId?: string;
    clientId?: string;
    sid?: string;
    authTime?: number;
    scope?: string;
    jti?: string;
    exp?: number;
    iat?: number;
    readonly expiration: number;
  }

  export interface Session {
    accountId?: string;
    loginTs?: number;
    authTime(): number | undefined;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface OIDCContext {
    readonly route: string;
    readonly params: Record<string, string | undefined>;
    readonly result?: Record<string, unknown>;
    readonly session?: Session;
    readonly client?: Client;
    readonly entities: {
      AuthorizationCode?: TokenLike;
      RefreshToken?: TokenLike;
      RotatedRefreshToken?: TokenLike;
      IdTokenHint?: unknown;
      Client?: Client;
    };
  }

  export interface Client {
    readonly clientId: string;
    readonly redirectUris: string[];
    readonly postLogoutRedirectUris: string[];
    redirectUriAllowed(value: string): boolean;
    postLogoutRedirectUriAllowed(value: string): boolean;
    includeSid(): boolean;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Grant {
    readonly jti: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface Interaction {
    readonly uid: string;
    readonly prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    readonly params: Record<string, unknown>;
    readonly lastSubmission?: Record<string, unknown>;
    readonly session?: { accountId?: string };
  }

  export interface ResourceServer {
    scope: string;
    audience?: string;
    accessTokenFormat: 'jwt' | 'opaque';
    jwt?: { sign?: { alg: string } };
  }

  export type Configuration = {
    adapter: (model: string) => unknown;
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[]; names?: Record<string, string> };
    clockTolerance: number;
    scopes: string[];
    claims: Record<string, string[] | null>;
    extraParams: string[];
    routes: Record<string, string>;
    pkce: { required: (ctx: KoaContext, client: Client) => boolean };
    clientBasedCORS: (ctx: KoaContext, origin: string, client: Client) => boolean;
    findAccount: (ctx: KoaContext, sub: string, token?: TokenLike) => Promise<Account | undefined>;
    extraTokenClaims: (ctx: KoaContext, token: TokenLike) => Promise<Record<string, unknown> | undefined>;
    issueRefreshToken: (ctx: KoaContext, client: Client, code: TokenLike) => Promise<boolean>;
    rotateRefreshToken: boolean;
    loadExistingGrant: (ctx: KoaContext) => Promise<Grant | undefined>;
    renderError: (ctx: KoaContext, out: Record<string, string>, error: Error) => Promise<void>;
    interactions: {
      url: (ctx: KoaContext, interaction: Interaction) => Promise<string>;
      policy: unknown[];
    };
    ttl: Record<string, (ctx: KoaContext | undefined, token: TokenLike & { loginTs?: number }) => number>;
    features: {
      devInteractions: { enabled: boolean };
      revocation?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      resourceIndicators: {
        enabled: boolean;
        defaultResource: (ctx: KoaContext) => Promise<string>;
        useGrantedResource: (ctx: KoaContext) => Promise<boolean>;
        getResourceServerInfo: (ctx: KoaContext, resource: string, client: Client) => Promise<ResourceServer>;
      };
      rpInitiatedLogout: {
        enabled: boolean;
        logoutSource: (ctx: KoaContext, form: string) => Promise<void>;
        postLogoutSuccessSource: (ctx: KoaContext) => Promise<void>;
      };
    };
  };

  interface TokenClass {
    prototype: TokenLike & { generateTokenId(): string };
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    readonly Client: { prototype: Client };
    readonly RefreshToken: TokenClass;
    readonly Grant: {
      new (properties: { clientId: string; accountId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): this;
    on(event: 'authorization.success', listener: (ctx: KoaContext, out: Record<string, string>) => void): this;
    on(event: 'server_error', listener: (ctx: KoaContext, error: Error) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  /** One reason for a prompt: `check` answers true when the prompt is needed. */
  export interface Check {
    readonly reason: string;
  }

  /** A step of the interaction policy (login, consent, or one of our own). */
  export interface Prompt {
    readonly name: string;
  }

  export const interactionPolicy: {
    base(): Prompt[] & { add(prompt: Prompt, index?: number): void };
    Prompt: new (options: { name: string; requestable: boolean }, ...checks: Check[]) => Prompt;
    Check: new (reason: string, description: string, error: string, check: (ctx: KoaContext) => boolean) => Check;
  };

  export default Provider;
}

/** oidc-provider's own in-memory adapter, as a factory with a store of its own (one per provider). */
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  export function createMemoryAdapter(clockTolerance?: number): (model: string) => unknown;
}
