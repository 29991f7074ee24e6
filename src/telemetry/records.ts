/**
 * What the portal reports (OBS-03..06, OBS-09), as plain records: made where it happens, held in a
 * bounded queue until the telemetry code has loaded (after first paint, OBS-02), then sent as OTLP.
 * They stay raw (the error itself, the violation event): describing and scrubbing them is the
 * telemetry chunk's work, so the start carries as little of it as can be.
 */

/** Where the user was: the route's template (never the raw URL) and the area (`core`, a built-in area, a remote one). */
export type Place = { route: string; area: string };

export type TelemetryRecord =
  | {
      type: 'error';
      at: number;
      place: Place;
      error: unknown;
      /** How it was caught: by the page (uncaught, a rejection), a part's boundary, a failed operation, a remote area's load. */
      source: 'uncaught' | 'rejection' | 'boundary' | 'operation' | 'area-load';
      /** The boundary's part, the operation's label, the script's URL of an uncaught error. */
      where?: string;
    }
  | {
      type: 'span';
      /** When the attempt started. */
      at: number;
      place: Place;
      operationId: string;
      method: string;
      /** The operation's path template, such as `/customer-management/customers/{id}`. */
      path: string;
      outcome: 'ok' | 'status' | 'timeout' | 'network' | 'contract' | 'stopped' | 'refused';
      status?: number;
      durationMs: number;
      /** 1 for the first attempt of a call, 2 for its first retry… */
      attempt: number;
      traceId?: string;
      spanId?: string;
    }
  | { type: 'csp'; at: number; place: Place; violation: SecurityPolicyViolationEvent }
  | {
      type: 'event';
      at: number;
      place: Place;
      name: string;
      attributes: Readonly<Record<string, string | number | boolean>>;
    };
