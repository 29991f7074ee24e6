// zod/mini keeps the startup bundle small: the config is the only schema boot needs.
import * as z from 'zod/mini';
import { RemoteOriginSchema, reportRemoteAreaProblems, validRemoteAreas, type RemoteArea } from './remote-areas';

// A path stays on the portal's origin only without a second slash, a backslash (browsers read `/\\host`
// as `//host`) or a control character (the URL parser drops tabs and newlines: `/\t/host` is `//host`).
const isSameOriginPath = (value: string) =>
  value.startsWith('/') &&
  !value.startsWith('//') &&
  !value.includes('\\') &&
  !Array.from({ length: value.length }, (_, index) => value.charCodeAt(index)).some(
    (code) => code < 0x20 || code === 0x7f,
  );

/** An absolute http(s) URL, or a path on the portal's own origin (starting with `/`). */
const urlOrPath = z.string().check(
  z.minLength(1),
  z.refine(
    (value) => (value.startsWith('/') ? isSameOriginPath(value) : URL.canParse(value) && /^https?:/.test(value)),
    { message: 'must be an http(s) URL or a path starting with /' },
  ),
);

const httpUrl = z
  .string()
  .check(
    z.refine((value) => URL.canParse(value) && /^https?:/.test(value), { message: 'must be an absolute http(s) URL' }),
  );

const nonEmpty = () => z.string().check(z.minLength(1));

/** Whole seconds within sane limits: a deadline of 0 or of an hour is a typo, not a choice. */
const seconds = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));

/** RES-02: how long calls may take; each key's default is the http client's (DEFAULT_DEADLINES). */
export const DeadlinesSchema = z
  .strictObject({
    /** One attempt of a read. */
    readAttemptSeconds: seconds(1, 120),
    /** From a read's first attempt until its failure shows: retries never go past it. */
    readWaitSeconds: seconds(1, 600),
    /** The assistant's reply. */
    replySeconds: seconds(1, 600),
  })
  .check(
    z.refine((deadlines) => deadlines.readWaitSeconds >= deadlines.readAttemptSeconds, {
      message: 'must be at least readAttemptSeconds',
      path: ['readWaitSeconds'],
    }),
  );

/**
 * OBS-01: present only where the platform sends telemetry (the container's entrypoint writes it when
 * `PORTAL_TELEMETRY_UPSTREAM` is set; nginx proxies `/telemetry/` there): the share of page sessions
 * that send (0 to 1), the environment's name, the key of the user's keyed hash (none: no user
 * attribute), whether API requests carry `traceparent`, and the "Send diagnostics" switch's default.
 */
export const TelemetryConfigSchema = z.strictObject({
  sampleRate: z.number().check(z.minimum(0), z.maximum(1)),
  environment: nonEmpty(),
  userHashKey: z.optional(nonEmpty()),
  propagation: z.boolean(),
  diagnosticsByDefault: z.boolean(),
});

/**
 * The runtime config fetched from `/config.json` at startup. Strict: an unknown key is reported,
 * so a typo such as `documentationURL` is caught at boot instead of silently ignored.
 */
export const RuntimeConfigSchema = z.strictObject({
  version: nonEmpty(),
  stage: nonEmpty(),
  production: z.boolean(),
  documentationUrl: urlOrPath,
  product: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a lower-case slug such as "portal"')),
  identityProvider: z.strictObject({
    url: httpUrl,
    realm: nonEmpty(),
    clientId: nonEmpty(),
  }),
  api: z.strictObject({
    gatewayUrl: urlOrPath,
    assistantUrl: urlOrPath,
  }),
  adminCustomerId: nonEmpty(),
  uiLicenseKey: z.optional(nonEmpty()),
  deadlines: z.optional(DeadlinesSchema),
  telemetry: z.optional(TelemetryConfigSchema),
  // PLUG-01: not checked here but entry by entry (resolveRemoteAreas, RemoteAreaSchema), so that a bad
  // entry is left out with a console error instead of stopping the portal.
  remoteAreas: z.optional(z.array(z.custom<RemoteArea>())),
  remoteOrigins: z.optional(z.array(z.custom<string>())),
  // PLUG-14: checked when an isolated area opens (src/remote-areas/isolated/isolation-config.ts).
  isolatedOrigin: z.optional(z.custom<string>()),
});

/** The config; after {@link resolveConfigUrls}, `remoteAreas` holds only the entries that passed (PLUG-01). */
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/**
 * Keeps the valid remote origins and areas and logs one console error per left-out item (PLUG-01):
 * an invalid entry never stops the rest of the portal.
 */
export const resolveRemoteAreas = (
  config: RuntimeConfig,
  origin: string,
): Pick<RuntimeConfig, 'remoteAreas' | 'remoteOrigins'> => {
  const remoteOrigins = (config.remoteOrigins ?? []).filter((value, index) => {
    const ok = RemoteOriginSchema.safeParse(value).success;
    if (!ok)
      console.error(`Runtime config: remoteOrigins[${index}] is left out: must be an exact https origin (${value})`);
    return ok;
  });
  const { areas, problems } = validRemoteAreas(config.remoteAreas ?? [], remoteOrigins, origin);
  reportRemoteAreaProblems(problems);
  return { remoteAreas: areas, remoteOrigins };
};

/** Resolves the config's relative URLs against the portal's origin, so later code sees absolute URLs only. */
export const resolveConfigUrls = (config: RuntimeConfig, origin: string): RuntimeConfig => {
  const absolute = (value: string) => new URL(value, origin).href.replace(/\/$/, '');
  return {
    ...config,
    ...resolveRemoteAreas(config, origin),
    documentationUrl: absolute(config.documentationUrl),
    api: { gatewayUrl: absolute(config.api.gatewayUrl), assistantUrl: absolute(config.api.assistantUrl) },
  };
};

export type TelemetryConfig = z.infer<typeof TelemetryConfigSchema>;
