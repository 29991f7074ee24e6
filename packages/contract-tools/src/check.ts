/**
 * contract:check: replays the operations of the usage manifest against a live backend, through
 * the generated client and the portal's real http client, and compares every answer with the
 * contract: declared status, declared content type, and the body against the strict generated zod
 * schema. Only GET operations are sent unless `allowWrites` is set.
 */
import type { z } from 'zod';
import { bodyFindings } from './check-body.ts';
import { refusalsOf, refusedMediaType, type Refusal } from './check-refusal.ts';
import { CoverageRecorder } from './coverage.ts';
import {
  buildReport,
  EXIT,
  FAILING,
  type ExitCode,
  type Finding,
  type OperationOutcome,
  type Report,
} from './findings.ts';
import {
  asObject,
  describeValue,
  escapeSegment,
  fromPointer,
  isObject,
  toPointer,
  valueAt,
  type JsonObject,
} from './json.ts';
import type { SpecOperation } from './openapi.ts';
import {
  CLIENT_OPERATIONS,
  createHttpClient,
  HttpClientError,
  isApiError,
  type RequestOptions,
} from './portal-client.ts';
import { apiName, bareMediaType, isJsonMediaType, isSuccessStatus, loadOurSpecs, type LoadedSpec } from './specs.ts';
import { bundledManifest, type UsageManifest, type UsedOperation } from './usage.ts';

/** What a run needs. */
export type CheckOptions = {
  /** The API gateway's base URL (actuator, customer management). */
  baseUrl: string;
  /** The assistant's base URL; the gateway's when not given. */
  assistantUrl?: string;
  /** The bearer token the http client sends. */
  token?: string;
  /** The selected customer: the http client adds it as `customerId` to every request (HTTP-02). */
  customer?: string;
  /** Values for parameters no link and no enum provides (`{ id: 'c-0001' }`). */
  params?: Record<string, string>;
  /** Also replays the portal's writes (POST), with the link's or the spec's example body. */
  allowWrites?: boolean;
  timeoutMs?: number;
};

/** A generated operation function. */
const isCallable = (value: unknown): value is (...args: unknown[]) => Promise<unknown> => typeof value === 'function';

/** `application/json` of `Application/JSON; charset=utf-8`; `''` when there is none. */
const mediaTypeOf = (header: unknown): string => (typeof header === 'string' ? bareMediaType(header) : '');

/** No answer at all (refused, unknown host, timeout), or the credentials were refused: the run stops. */
class StopRun extends Error {
  override readonly name = 'StopRun';
}

const NO_TOKEN =
  "No token: the portal's http client sends no API request without one. Put an access token into an environment variable and pass --token-env NAME.";

/** A replayed call's answer, captured before any parsing; `accept` is its `Accept` header (a 415 names the accepted types there). */
type Captured = { status: number; mediaType: string; accept: string; raw: string };

type Api = { spec: LoadedSpec; call: unknown; response: unknown };

function loadApis(specs: LoadedSpec[]): Map<string, Api> {
  const apis = new Map<string, Api>();
  for (const spec of specs) {
    for (const { operationId } of spec.operations) {
      const client = CLIENT_OPERATIONS[operationId];
      apis.set(operationId, { spec, call: client?.call, response: client?.response });
    }
  }
  return apis;
}

/** The declared response key for a status (`200`, else `2XX`, else `default`), if any. */
function declaredStatus(operation: SpecOperation, status: number): string | undefined {
  const keys = Object.keys(operation.responses);
  return [String(status), `${String(status)[0]}XX`, 'default']
    .map((name) => keys.find((key) => key.toUpperCase() === name))
    .find((key) => key !== undefined);
}

const parametersIn = (operation: SpecOperation, location: string) =>
  operation.parameters.filter((parameter) => parameter.in === location);

const isZodSchema = (value: unknown): value is z.ZodType =>
  isObject(value) && typeof (value as { safeParse?: unknown }).safeParse === 'function';

type Inspection = { findings: Finding[]; outcome: OperationOutcome; body?: unknown; responseKey?: string };

/** What a replayed call sent: each parameter's value by name, and the body. */
type Sent = { parameters: Record<string, unknown>; body: unknown };

/** Where a refused field is in what the call sent: a parameter by its name, else a body field (the longest path found). */
function locate(
  field: string[],
  operation: SpecOperation,
  sent: Sent,
): { pointer: string; value: unknown } | undefined {
  const parameter = (name: string | undefined) => operation.parameters.find((candidate) => candidate.name === name);
  const at = (found: JsonObject) => ({
    pointer: `#/parameters/${escapeSegment(String(found.in))}/${escapeSegment(String(found.name))}`,
    value: sent.parameters[String(found.name)],
  });
  const named = field.length === 1 ? parameter(field[0]) : undefined;
  if (named) return at(named);
  for (let start = 0; start < field.length && sent.body !== undefined; start += 1) {
    const value = valueAt(sent.body, field.slice(start));
    if (value !== undefined) return { pointer: `#/requestBody${toPointer(field.slice(start))}`, value };
  }
  const last = parameter(field.at(-1));
  return last ? at(last) : undefined;
}

/** A value the provider refused, as its error body names it (check-refusal.ts). */
function refusedValue(
  refusal: Refusal,
  operation: SpecOperation,
  sent: Sent,
  status: number,
): Omit<Finding, 'class' | 'operationId'> {
  const located = locate(refusal.field, operation, sent);
  const why = [refusal.constraint, refusal.reason].filter((part) => part !== undefined).join(': ');
  const where = located ? '' : ` (${refusal.field.join('.')}, which the portal does not send by that name)`;
  return {
    kind: 'value-refused',
    pointer: located?.pointer ?? (sent.body === undefined ? '#/parameters' : '#/requestBody'),
    message: `The provider refused a value the portal sends${where}: ${why || 'its error body names no reason'}.`,
    expected: located ? `${describeValue(located.value)}, accepted (the contract allows it)` : 'the value accepted',
    actual: `${status}${why ? ` ${why}` : ''}`,
    constraint: refusal.constraint,
  };
}

/** Compares one answer with the operation's contract. */
function inspect(
  operation: SpecOperation,
  api: Api,
  used: UsedOperation | undefined,
  request: string,
  answer: Captured,
  sent: Sent,
): Inspection {
  const { operationId } = operation;
  const base = { operationId, request };
  const findings: Finding[] = [];
  const outcome = (status: OperationOutcome['status'], detail?: string): OperationOutcome => ({
    operationId,
    name: request,
    status,
    detail,
  });
  const responseKey = declaredStatus(operation, answer.status);
  const content = responseKey === undefined ? undefined : asObject(asObject(operation.responses[responseKey]).content);
  let body: unknown;
  let parsed = false;
  try {
    body = answer.raw === '' ? undefined : JSON.parse(answer.raw);
    parsed = true;
  } catch {
    body = undefined;
  }
  const problem = (): string => {
    const detail = asObject(body);
    return (
      [detail.title, detail.detail].filter((part) => typeof part === 'string').join(': ') || answer.raw.slice(0, 120)
    );
  };
  if (answer.status === 401 || answer.status === 403) {
    return {
      findings,
      outcome: outcome(
        'error',
        `answered ${answer.status} (${problem()}): the token or customer was refused; check --token-env and --customer`,
      ),
    };
  }
  const declaresProblem = content !== undefined && Object.keys(content).includes(answer.mediaType);
  if (answer.status === 405) {
    findings.push({
      ...base,
      class: used ? 'breaking-for-portal' : 'drift',
      kind: 'method-changed',
      pointer: '#',
      message: 'The provider no longer accepts this HTTP method at this path (405 Method Not Allowed).',
      expected: operation.method,
      actual: `405 ${problem()}`,
    });
    return { findings, outcome: outcome('failed', 'method not allowed') };
  }
  if (answer.status === 415 && sent.body !== undefined) {
    const cls = used ? 'breaking-for-portal' : 'drift';
    findings.push({ ...base, class: cls, ...refusedMediaType(operation.requestBody, answer.accept, problem()) });
    return { findings, outcome: outcome('failed', 'refused the media type the portal sends (415)') };
  }
  if (answer.status === 404 && (!declaresProblem || !parsed)) {
    findings.push({
      ...base,
      class: used ? 'breaking-for-portal' : 'drift',
      kind: 'operation-missing',
      pointer: '#',
      message: 'The provider does not serve this operation: 404 without the declared problem response.',
      expected: `the operation at ${operation.method} ${operation.path}`,
      actual: `404 ${answer.mediaType || 'without content type'}`,
    });
    return { findings, outcome: outcome('failed', 'operation not found') };
  }
  if (answer.status >= 500)
    return {
      findings,
      outcome: outcome('error', `answered ${answer.status} (${problem()}); the operation could not be checked`),
    };
  // A 400 (422) refuses the request as the portal sends it, whether the operation declares it or not.
  const refused = answer.status === 400 || answer.status === 422;
  if (answer.status >= 400 && (refused || responseKey !== undefined)) {
    const refusals = refused ? refusalsOf(body) : [];
    const cls = used ? 'breaking-for-portal' : 'drift';
    for (const refusal of refusals)
      findings.push({ ...base, class: cls, ...refusedValue(refusal, operation, sent, answer.status) });
    if (refusals.length > 0)
      return { findings, outcome: outcome('failed', `refused a value the portal sends (${answer.status})`) };
    findings.push({
      ...base,
      class: cls,
      kind: 'request-rejected',
      pointer: '#/parameters',
      message: `The provider refused the request as the portal sends it (${answer.status}): ${problem()}`,
      expected: 'a 2xx answer',
      actual: String(answer.status),
    });
    return { findings, outcome: outcome('failed', `rejected with ${answer.status}`) };
  }
  if (responseKey === undefined) {
    findings.push({
      ...base,
      class: used ? 'breaking-for-portal' : 'drift',
      kind: 'status-changed',
      pointer: '#/responses',
      message: 'The status code is not declared for this operation.',
      expected: Object.keys(operation.responses).join(', '),
      actual: String(answer.status),
    });
    return { findings, outcome: outcome('failed', `status ${answer.status}`) };
  }
  const mediaTypes = Object.keys(content ?? {});
  if (mediaTypes.length > 0 && !mediaTypes.includes(answer.mediaType)) {
    findings.push({
      ...base,
      class: used ? 'breaking-for-portal' : 'drift',
      kind: 'content-type-changed',
      pointer: `#/responses/${escapeSegment(responseKey)}/content`,
      message: 'The content type is not declared for this status.',
      expected: mediaTypes.join(', '),
      actual: answer.mediaType || 'none',
    });
  }
  if (mediaTypes.some(isJsonMediaType) && !parsed) {
    findings.push({
      ...base,
      class: used ? 'breaking-for-portal' : 'drift',
      kind: 'not-json',
      pointer: `#/responses/${escapeSegment(responseKey)}/content`,
      message: 'The body is not JSON.',
      expected: 'JSON',
      actual: answer.raw.slice(0, 80),
    });
  }
  const schema = api.response;
  if (parsed && isSuccessStatus(responseKey) && isZodSchema(schema)) {
    const result = schema.safeParse(body, { reportInput: true });
    if (!result.success) findings.push(...bodyFindings(result.error.issues, body, used, base));
  }
  // Only what fails the run marks the call as failed; info findings (additions) do not.
  const failed = findings.some((finding) => FAILING.includes(finding.class));
  const notes = findings.length > 0 && !failed ? `${findings.length} info finding(s)` : undefined;
  return { findings, outcome: outcome(failed ? 'failed' : 'passed', notes), body, responseKey };
}

/** Evaluates `$response.body#/pointer` against a body; any other expression is taken literally. */
const evaluate = (expression: unknown, body: unknown): unknown =>
  typeof expression === 'string' && expression.startsWith('$response.body#')
    ? valueAt(body, fromPointer(expression.slice('$response.body#'.length)))
    : expression;

/** Replays the manifest's operations and reports what differs from the contract. */
export async function runCheck(options: CheckOptions, manifest?: UsageManifest, specs?: LoadedSpec[]): Promise<Report> {
  const ourSpecs = specs ?? (await loadOurSpecs());
  const usage = manifest ?? bundledManifest();
  const apis = loadApis(ourSpecs);
  const assistantUrl = options.assistantUrl ?? options.baseUrl;
  // A client of its own, passed with every call: the run never touches the portal's client.
  const client = createHttpClient({
    gatewayUrl: options.baseUrl,
    assistantUrl,
    tokenProvider: { getToken: () => options.token, refreshToken: async () => undefined },
    customerProvider: () => options.customer,
    // The run inspects every raw answer itself (strict schemas, statuses, media types): the portal's
    // own run-time check (RES-01) would turn a drifted answer into an error before it could.
    checkResponses: false,
  });
  const operations = ourSpecs
    .flatMap((spec) => spec.operations)
    .filter((operation) => usage.operations[operation.operationId] !== undefined);
  const replayed = operations.filter((operation) => operation.method === 'GET' || options.allowWrites);
  const outcomes: OperationOutcome[] = operations
    .filter((operation) => !replayed.includes(operation))
    .map((operation) => ({
      operationId: operation.operationId,
      name: `${operation.method} ${operation.path}`,
      status: 'skipped',
      detail: 'a write: pass --allow-writes to send it',
    }));
  const findings: Finding[] = [];
  const errors: string[] = [];
  const recorder = new CoverageRecorder();
  for (const outcome of outcomes) recorder.skip(outcome.operationId, 'a write: not sent without --allow-writes');
  const linked = new Map<string, { parameters: Record<string, unknown>; body?: unknown }>();

  const valuesFor = (operation: SpecOperation, name: string, schema: JsonObject): string[] | undefined => {
    const given = options.params?.[name] ?? linked.get(operation.operationId)?.parameters[name];
    if (typeof given === 'string' || typeof given === 'number') return [String(given)];
    return Array.isArray(schema.enum) ? schema.enum.map(String) : undefined;
  };

  const replay = async (operation: SpecOperation, pathValues: string[]): Promise<void> => {
    const api = apis.get(operation.operationId);
    const call = api?.call;
    if (!api || !isCallable(call))
      throw new Error(`The portal's client has no function ${operation.operationId} (portal-client.ts).`);
    const pathNames = parametersIn(operation, 'path').map((parameter) => String(parameter.name));
    const request = `${operation.method} ${pathNames.reduce((path, name, index) => path.replace(`{${name}}`, pathValues[index] ?? ''), operation.path)}`;
    const query = Object.fromEntries(
      parametersIn(operation, 'query')
        .map((parameter) => String(parameter.name))
        .filter((name) => options.params?.[name] !== undefined)
        .map((name) => [name, options.params?.[name]]),
    );
    let captured: Captured | undefined;
    const capture: RequestOptions = {
      client,
      responseType: 'text',
      timeout: options.timeoutMs ?? 15_000,
      validateStatus: () => true,
      transformResponse: [
        (raw: unknown, headers: Record<string, unknown>, status?: number) => {
          captured = {
            status: status ?? 0,
            mediaType: mediaTypeOf(headers['content-type']),
            accept: typeof headers.accept === 'string' ? headers.accept : '',
            raw: typeof raw === 'string' ? raw : '',
          };
          return raw;
        },
      ],
    };
    const body = operation.requestBody
      ? (linked.get(operation.operationId)?.body ?? exampleBody(operation))
      : undefined;
    const args = [
      ...pathValues,
      ...(operation.requestBody ? [body] : []),
      ...(parametersIn(operation, 'query').length > 0 ? [Object.keys(query).length > 0 ? query : undefined] : []),
      capture,
    ];
    try {
      await call(...args);
    } catch (error) {
      if (error instanceof HttpClientError) throw error;
      const reason = isApiError(error) ? (error.code ?? error.message) : String(error);
      const base = apiName(api.spec) === 'assistant' ? assistantUrl : options.baseUrl;
      outcomes.push({
        operationId: operation.operationId,
        name: request,
        status: 'error',
        detail: `no answer (${reason})`,
      });
      throw new StopRun(
        `Cannot reach ${base} (${reason}) for ${request}: is the backend running, and is the URL right?`,
      );
    }
    if (!captured) throw new Error(`${request}: the answer was not captured.`);
    // The http client adds the selected customer to every request.
    const values: Record<string, unknown> = { ...query, ...(options.customer ? { customerId: options.customer } : {}) };
    for (const [index, name] of pathNames.entries()) values[name] = pathValues[index];
    const sent = { parameters: values, body };
    const result = inspect(operation, api, usage.operations[operation.operationId], request, captured, sent);
    findings.push(...result.findings);
    outcomes.push(result.outcome);
    if (result.responseKey && isSuccessStatus(result.responseKey) && result.body !== undefined)
      recorder.observe(operation.operationId, result.body);
    if (captured.status === 401 || captured.status === 403)
      throw new StopRun(`${request} ${result.outcome.detail ?? ''}.`);
    if (result.outcome.status === 'error' && result.outcome.detail) errors.push(`${request} ${result.outcome.detail}.`);
    const links = result.responseKey ? asObject(asObject(operation.responses[result.responseKey]).links) : {};
    for (const link of Object.values(links).map(asObject)) {
      if (typeof link.operationId !== 'string' || linked.has(link.operationId)) continue;
      const parameters = Object.fromEntries(
        Object.entries(asObject(link.parameters)).map(([name, expression]) => [
          name,
          evaluate(expression, result.body),
        ]),
      );
      const linkBody = isObject(link.requestBody)
        ? Object.fromEntries(
            Object.entries(link.requestBody).map(([name, expression]) => [name, evaluate(expression, result.body)]),
          )
        : undefined;
      linked.set(link.operationId, { parameters, body: linkBody });
    }
  };

  // A write whose body a link provides (postMessage to the new thread) waits for that link.
  const links = ourSpecs.flatMap((spec) =>
    spec.operations.flatMap((operation) =>
      Object.values(operation.responses).flatMap((response) =>
        Object.values(asObject(asObject(response).links)).map(asObject),
      ),
    ),
  );
  const bodyLinked = new Set(
    links.filter((link) => isObject(link.requestBody)).map((link) => String(link.operationId)),
  );
  const linkTargets = new Set(links.map((link) => String(link.operationId)));
  const awaitsLinkedBody = (operation: SpecOperation) =>
    bodyLinked.has(operation.operationId) && !linked.has(operation.operationId);
  let pending = [...replayed];
  let failure: ExitCode = EXIT.usage;
  try {
    while (pending.length > 0) {
      const ready = pending.filter(
        (operation) =>
          parametersIn(operation, 'path').every((parameter) =>
            valuesFor(operation, String(parameter.name), asObject(parameter.schema)),
          ) && !awaitsLinkedBody(operation),
      );
      if (ready.length === 0) break;
      // Writes first: a message sent to a new thread (--allow-writes) is then there to be read.
      ready.sort((a, b) => Number(a.method === 'GET') - Number(b.method === 'GET'));
      pending = pending.filter((operation) => !ready.includes(operation));
      for (const operation of ready) {
        const lists = parametersIn(operation, 'path').map(
          (parameter) => valuesFor(operation, String(parameter.name), asObject(parameter.schema)) ?? [],
        );
        // Every combination of the path parameters' values (an enum yields one call per value).
        const combinations = lists.reduce<string[][]>(
          (all, values) => all.flatMap((prefix) => values.map((value) => [...prefix, value])),
          [[]],
        );
        for (const values of combinations) await replay(operation, values);
      }
    }
  } catch (error) {
    if (error instanceof StopRun) errors.push(error.message);
    else if (error instanceof HttpClientError && error.reason === 'no-token') errors.push(NO_TOKEN);
    else if (error instanceof HttpClientError) errors.push(error.message);
    else {
      // A bug of the tool, not drift: the findings so far are kept, and the run exits with 3.
      failure = EXIT.internal;
      errors.push(`internal error (please report it): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const operation of replayed.filter(
    (candidate) => !outcomes.some((outcome) => outcome.operationId === candidate.operationId),
  )) {
    const missing = parametersIn(operation, 'path')
      .filter((parameter) => !valuesFor(operation, String(parameter.name), asObject(parameter.schema)))
      .map((parameter) => String(parameter.name));
    const detail =
      errors.length > 0
        ? 'not reached: the run stopped'
        : awaitsLinkedBody(operation)
          ? 'no body: the call whose link provides it did not succeed'
          : linkTargets.has(operation.operationId)
            ? `no value for path parameter ${missing.join(', ')}: the call whose link provides it did not succeed; or pass --param NAME=VALUE`
            : `no value for path parameter ${missing.join(', ')}: no link of the spec provides one; pass --param NAME=VALUE`;
    outcomes.push({
      operationId: operation.operationId,
      name: `${operation.method} ${operation.path}`,
      status: 'skipped',
      detail,
    });
  }
  const target = {
    baseUrl: options.baseUrl,
    assistantUrl,
    ...(options.customer ? { customer: options.customer } : {}),
  };
  const report = buildReport(
    'contract:check',
    target,
    Object.keys(usage.operations),
    outcomes,
    mergeRepeats(findings),
    errors,
    failure,
  );
  return { ...report, coverage: recorder.coverage(usage) };
}

/** One finding per operation, kind and field, however many calls (an enum's values) or array items show it. */
function mergeRepeats(findings: Finding[]): Finding[] {
  const merged = new Map<string, Finding>();
  for (const finding of findings) {
    const key = `${finding.operationId} ${finding.kind} ${finding.pointer.replace(/\/\d+(?=\/|$)/g, '/*')}`;
    const known = merged.get(key);
    if (known) known.occurrences = (known.occurrences ?? 1) + (finding.occurrences ?? 1);
    else merged.set(key, { ...finding });
  }
  return [...merged.values()];
}

/** The first example of a request body, if the spec has one. */
function exampleBody(operation: SpecOperation): unknown {
  const content = asObject(asObject(operation.requestBody).content);
  const media = asObject(content['application/json'] ?? Object.values(content)[0]);
  if (media.example !== undefined) return media.example;
  return asObject(Object.values(asObject(media.examples))[0]).value;
}
