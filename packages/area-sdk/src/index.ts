/**
 * The area SDK (PLUG-03): everything a remote area may use from the portal. The shell provides one
 * instance of this module to every area (a Module Federation shared singleton) and puts an
 * {@link AreaServices} value into {@link AreaContext} around each area; an area reads it through the
 * hooks below and never reaches into the portal's code, its token or its HTTP client.
 *
 * Semver: a minor version only adds; a major version may remove or change what is here.
 */
import { createContext, useContext, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

export { SDK_VERSION } from './version.ts';

/** The signed-in user as an area sees it (no token, ever). */
export interface AreaUser {
  readonly name: string;
  readonly username: string;
  readonly roles: readonly string[];
}

/** The customer selected in the portal's header, or `null` when none is selected. */
export interface AreaCustomer {
  readonly id: string;
  readonly name: string;
}

export interface AreaRequestOptions {
  /** Query parameters; the portal adds `customerId` itself for customer-scoped calls. */
  readonly params?: Readonly<Record<string, string | number | boolean | undefined>>;
  readonly signal?: AbortSignal;
}

/**
 * HTTP for an area: paths relative to the gateway (e.g. `/api/customers`) under the API prefixes the
 * area declares in the runtime config. The portal's interceptors add the token and `customerId`;
 * an absolute URL or an undeclared path is refused with {@link AreaRequestRefused} before any request.
 */
export interface AreaHttpClient {
  get<T = unknown>(path: string, options?: AreaRequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: AreaRequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: AreaRequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: AreaRequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: AreaRequestOptions): Promise<T>;
}

export { AreaHttpError, AreaRequestRefused, areaHttpStatus, type AreaHttpFailure } from './errors.ts';
export { areaNavigationPath, checkAreaPath } from './area-path.ts';

export type NotificationTone = 'success' | 'warning' | 'danger' | 'neutral';

export interface AreaNotification {
  readonly message: string;
  readonly tone?: NotificationTone;
}

/** A value an area's own telemetry event may carry: nothing personal, no message text (OBS-07). */
export type AreaTelemetryValue = string | number | boolean;

/**
 * The area's own events for the platform's telemetry (OBS-09): sent with the area's id and version,
 * bounded by the portal (a few per minute and page), dropped when the user switched diagnostics off
 * or the platform sends none. Never throws.
 */
export interface AreaTelemetry {
  event(name: string, attributes?: Readonly<Record<string, AreaTelemetryValue>>): void;
}

/** What the shell hands each area. */
export interface AreaServices {
  /** The area's id from the runtime config; also its translation namespace. */
  readonly areaId: string;
  /** The area's route path in the portal, e.g. `/environments`. */
  readonly basePath: string;
  readonly user: AreaUser;
  readonly customer: AreaCustomer | null;
  readonly http: AreaHttpClient;
  /** Navigates inside the area: `navigate('details/7')` goes to `${basePath}/details/7`. */
  readonly navigate: (relativePath: string) => void;
  /** Sets the page title (the portal adds its own suffix). */
  readonly setTitle: (title: string) => void;
  readonly notify: (notification: AreaNotification) => void;
  /**
   * OBS-09: the portal always gives it (with telemetry off it drops the events); absent in the SDK's
   * harness and in portals before 1.3, where {@link useAreaTelemetry} records nothing.
   */
  readonly telemetry?: AreaTelemetry;
}

/** Texts of an area, by language; the shell registers them under the area's namespace. */
export interface AreaTranslations {
  readonly en: Readonly<Record<string, unknown>>;
  readonly de: Readonly<Record<string, unknown>>;
}

/** What a remote area's exposed module exports. */
export interface AreaModule {
  readonly default: ComponentType;
  readonly translations: AreaTranslations;
}

export const AreaContext = createContext<AreaServices | null>(null);
AreaContext.displayName = 'AreaContext';

/** Everything the shell provides to the area; throws outside an area (a bug, never a user error). */
export function useArea(): AreaServices {
  const services = useContext(AreaContext);
  if (!services)
    throw new Error('useArea() was called outside an area: render the area inside the portal or the SDK test harness.');
  return services;
}

export const useAreaUser = (): AreaUser => useArea().user;
export const useSelectedCustomer = (): AreaCustomer | null => useArea().customer;
export const useAreaHttp = (): AreaHttpClient => useArea().http;
export const useAreaNavigate = (): AreaServices['navigate'] => useArea().navigate;
export const useNotify = (): AreaServices['notify'] => useArea().notify;

const NO_TELEMETRY: AreaTelemetry = { event: () => undefined };

/** The area's own telemetry events (OBS-09); a no-op where the portal sends none. */
export const useAreaTelemetry = (): AreaTelemetry => useArea().telemetry ?? NO_TELEMETRY;

/** The area's own texts in the portal's language (namespace = area id). */
export function useAreaTranslation() {
  const { areaId } = useArea();
  return useTranslation(areaId);
}

/** Keeps the document title while the calling component is shown. */
export function useDocumentTitle(title: string): void {
  const { setTitle } = useArea();
  useEffect(() => setTitle(title), [setTitle, title]);
}
