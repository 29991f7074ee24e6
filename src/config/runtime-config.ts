import * as z from 'zod';

/** An absolute http(s) URL, or a path on the portal's own origin (starting with `/`). */
const urlOrPath = z
  .string()
  .min(1)
  .refine(
    (value) => (value.startsWith('/') ? !value.startsWith('//') : URL.canParse(value) && /^https?:/.test(value)),
    {
      message: 'must be an http(s) URL or a path starting with /',
    },
  );

const httpUrl = z.string().refine((value) => URL.canParse(value) && /^https?:/.test(value), {
  message: 'must be an absolute http(s) URL',
});

/**
 * The runtime config fetched from `/config.json` at startup. Strict: an unknown key is reported,
 * so a typo such as `documentationURL` is caught at boot instead of silently ignored.
 */
export const RuntimeConfigSchema = z.strictObject({
  version: z.string().min(1),
  stage: z.string().min(1),
  production: z.boolean(),
  documentationUrl: urlOrPath,
  product: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case slug such as "portal"'),
  identityProvider: z.strictObject({
    url: httpUrl,
    realm: z.string().min(1),
    clientId: z.string().min(1),
  }),
  api: z.strictObject({
    gatewayUrl: urlOrPath,
    assistantUrl: urlOrPath,
  }),
  adminCustomerId: z.string().min(1),
  uiLicenseKey: z.string().min(1).optional(),
});

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/** Resolves the config's relative URLs against the portal's origin, so later code sees absolute URLs only. */
export const resolveConfigUrls = (config: RuntimeConfig, origin: string): RuntimeConfig => {
  const absolute = (value: string) => new URL(value, origin).href.replace(/\/$/, '');
  return {
    ...config,
    documentationUrl: absolute(config.documentationUrl),
    api: { gatewayUrl: absolute(config.api.gatewayUrl), assistantUrl: absolute(config.api.assistantUrl) },
  };
};
