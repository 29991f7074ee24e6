import type { RuntimeConfig } from '../../src/config/runtime-config.ts';

/**
 * The PORTAL_* environment (deploy/nginx/docker-entrypoint.sh) that renders this runtime config:
 * the inverse of the entrypoint, for tests and scripts that start nginx with a known config.
 */
export function runtimeConfigEnv(config: RuntimeConfig): Record<string, string> {
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
  };
}
