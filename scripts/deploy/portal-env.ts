/** The variables the entrypoint requires (deploy interface, DEPLOY-03): the runtime config without defaults. */
export const PORTAL_ENV_REQUIRED = [
  'PORTAL_STAGE',
  'PORTAL_PRODUCTION',
  'PORTAL_DOCUMENTATION_URL',
  'PORTAL_PRODUCT',
  'PORTAL_IDP_URL',
  'PORTAL_IDP_REALM',
  'PORTAL_IDP_CLIENT_ID',
  'PORTAL_GATEWAY_URL',
  'PORTAL_ASSISTANT_URL',
  'PORTAL_ADMIN_CUSTOMER_ID',
] as const;

/** The variables the entrypoint reads when set, else it uses a default (or leaves the key out). */
export const PORTAL_ENV_OPTIONAL = [
  'PORTAL_VERSION',
  'PORTAL_UI_LICENSE_KEY',
  'PORTAL_PORT',
  'PORTAL_RUNTIME_DIR',
  'PORTAL_ROOT',
] as const;
