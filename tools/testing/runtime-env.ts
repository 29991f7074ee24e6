/** A remote area as the entrypoint's variables carry it (PLUG-01). */
export type RenderedArea = {
  id: string;
  entry: string;
  module: string;
  apiPrefixes: readonly string[];
  integrity?: string;
  route?: string;
  isolation?: 'federated' | 'frame';
  area?: {
    path: string;
    roles: readonly string[];
    customerScoped: boolean;
    icon: string;
    title: { en: string; de: string };
  };
};

/**
 * What the entrypoint renders into `config.json`: the portal's `RuntimeConfig`
 * (src/config/runtime-config.ts) is one, passed in by the caller; this room imports no src/.
 * deploy/nginx/entrypoint.test.ts renders the round trip, so the two cannot drift apart unseen.
 */
export type RenderedConfig = {
  version: string;
  stage: string;
  production: boolean;
  documentationUrl: string;
  product: string;
  identityProvider: { url: string; realm: string; clientId: string };
  api: { gatewayUrl: string; assistantUrl: string };
  adminCustomerId: string;
  uiLicenseKey?: string;
  deadlines?: { readAttemptSeconds: number; readWaitSeconds: number; replySeconds: number };
  telemetry?: {
    sampleRate: number;
    environment: string;
    userHashKey?: string;
    propagation: boolean;
    diagnosticsByDefault: boolean;
  };
  remoteAreas?: readonly RenderedArea[];
  remoteOrigins?: readonly string[];
  isolatedOrigin?: string;
};

/**
 * The PORTAL_* environment (deploy/nginx/docker-entrypoint.sh) that renders this runtime config:
 * the inverse of the entrypoint, for tests and scripts that start nginx with a known config.
 */
export function runtimeConfigEnv(
  config: RenderedConfig,
  /** PLUG-05: the upstream nginx proxies `/remotes/<id>/` to, by area id (same-origin areas need one). */
  upstreams: Readonly<Record<string, string>> = {},
  /** OBS-01: the collector's OTLP/HTTP receiver nginx proxies `/telemetry/` to (needed with `telemetry`). */
  telemetryUpstream?: string,
): Record<string, string> {
  return {
    PORTAL_VERSION: config.version,
    PORTAL_STAGE: config.stage,
    PORTAL_PRODUCTION: String(config.production),
    PORTAL_DOCUMENTATION_URL: config.documentationUrl,
    PORTAL_PRODUCT: config.product,
    PORTAL_IDP_URL: config.identityProvider.url,
    PORTAL_IDP_REALM: config.identityProvider.realm,
    PORTAL_IDP_CLIENT_ID: config.identityProvider.clientId,
    PORTAL_GATEWAY_URL: config.api.gatewayUrl,
    PORTAL_ASSISTANT_URL: config.api.assistantUrl,
    PORTAL_ADMIN_CUSTOMER_ID: config.adminCustomerId,
    ...(config.uiLicenseKey === undefined ? {} : { PORTAL_UI_LICENSE_KEY: config.uiLicenseKey }),
    ...(config.deadlines === undefined
      ? {}
      : {
          PORTAL_READ_ATTEMPT_SECONDS: String(config.deadlines.readAttemptSeconds),
          PORTAL_READ_WAIT_SECONDS: String(config.deadlines.readWaitSeconds),
          PORTAL_REPLY_SECONDS: String(config.deadlines.replySeconds),
        }),
    ...telemetryEnv(config, telemetryUpstream),
    ...remoteAreasEnv(config, upstreams),
  };
}

/** OBS-01: `telemetry` as the entrypoint's variables. */
function telemetryEnv(config: Pick<RenderedConfig, 'telemetry'>, upstream: string | undefined): Record<string, string> {
  const { telemetry } = config;
  if (!telemetry) return {};
  if (!upstream) throw new Error('A config with telemetry needs the collector upstream nginx proxies /telemetry/ to.');
  return {
    PORTAL_TELEMETRY_UPSTREAM: upstream,
    PORTAL_TELEMETRY_SAMPLE_RATE: String(telemetry.sampleRate),
    PORTAL_TELEMETRY_ENVIRONMENT: telemetry.environment,
    ...(telemetry.userHashKey === undefined ? {} : { PORTAL_TELEMETRY_USER_HASH_KEY: telemetry.userHashKey }),
    PORTAL_TELEMETRY_PROPAGATION: String(telemetry.propagation),
    PORTAL_TELEMETRY_DIAGNOSTICS: telemetry.diagnosticsByDefault ? 'on' : 'off',
  };
}

/** The variable prefix of a remote area's keys: `PORTAL_REMOTE_AREA_<ID>_` (docs/deploying.md). */
export const remoteAreaPrefix = (id: string) => `PORTAL_REMOTE_AREA_${id.toUpperCase().replaceAll('-', '_')}_`;

/** PLUG-01: `remoteAreas` and `remoteOrigins` as the entrypoint's variables. */
export function remoteAreasEnv(
  config: Pick<RenderedConfig, 'remoteAreas' | 'remoteOrigins' | 'isolatedOrigin'>,
  upstreams: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const areas = config.remoteAreas ?? [];
  const env: Record<string, string> = {};
  if (areas.length > 0) env.PORTAL_REMOTE_AREAS = areas.map((area) => area.id).join(' ');
  if (config.remoteOrigins?.length) env.PORTAL_REMOTE_ORIGINS = config.remoteOrigins.join(' ');
  // PLUG-14: the portal's own origin (PORTAL_ORIGIN, the frame page's one parent) is the caller's to add.
  if (config.isolatedOrigin !== undefined) env.PORTAL_ISOLATED_ORIGIN = config.isolatedOrigin;
  for (const area of areas) {
    const prefix = remoteAreaPrefix(area.id);
    const upstream = upstreams[area.id];
    Object.assign(env, {
      [`${prefix}ENTRY`]: area.entry,
      [`${prefix}MODULE`]: area.module,
      // PLUG-12: an area that calls no API says so.
      [`${prefix}API_PREFIXES`]: area.apiPrefixes.join(' ') || 'none',
      ...(upstream === undefined ? {} : { [`${prefix}UPSTREAM`]: upstream }),
      ...(area.integrity === undefined ? {} : { [`${prefix}INTEGRITY`]: area.integrity }),
      ...(area.isolation === undefined ? {} : { [`${prefix}ISOLATION`]: area.isolation }),
      ...(area.route === undefined ? {} : { [`${prefix}ROUTE`]: area.route }),
      ...(area.area === undefined
        ? {}
        : {
            [`${prefix}PATH`]: area.area.path,
            [`${prefix}ROLES`]: area.area.roles.join(' '),
            [`${prefix}CUSTOMER_SCOPED`]: String(area.area.customerScoped),
            [`${prefix}ICON`]: area.area.icon,
            [`${prefix}TITLE_EN`]: area.area.title.en,
            [`${prefix}TITLE_DE`]: area.area.title.de,
          }),
    });
  }
  return env;
}
