/**
 * PERF-04: the signed-in load's critical path, step by step, read from the network requests and the
 * observed paint times of a Lighthouse result (the Chromium trace Lighthouse records). Times are
 * observed milliseconds since the navigation started, without Lighthouse's simulated throttling.
 */
import { median, type LighthouseResult } from './lighthouse-figures.ts';

type NetworkRequest = { url: string; networkRequestTime: number; networkEndTime: number; resourceType?: string };

/** The steps in the order a load goes through them. */
export const STEP_NAMES = [
  'HTML',
  'runtime config',
  'sign-in module',
  'login round trip (redirect)',
  'silent check (frame, page, script)',
  'application code',
  'code exchange (token)',
  'texts',
  'customer list',
  'Pulse area code',
  'service statuses (all answered)',
  'first contentful paint',
  'largest contentful paint',
] as const;

/** One step: when its first request started and when its last one ended (ms), or absent. */
export type Step = { name: (typeof STEP_NAMES)[number]; startMs: number; endMs: number };

const requestsOf = (lhr: LighthouseResult): NetworkRequest[] => {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  return items.filter(
    (item): item is NetworkRequest =>
      typeof item === 'object' && item !== null && 'url' in item && 'networkRequestTime' in item,
  );
};

const pathOf = (url: string) => new URL(url).pathname;

/** The steps a signed-in load of a route goes through, in order, as far as this load had them (Pulse's own steps on `/pulse`). */
export function criticalPath(lhr: LighthouseResult): Step[] {
  const requests = requestsOf(lhr);
  const span = (name: Step['name'], matching: NetworkRequest[]): Step[] =>
    matching.length === 0
      ? []
      : [
          {
            name,
            startMs: Math.min(...matching.map((r) => r.networkRequestTime)),
            endMs: Math.max(...matching.map((r) => r.networkEndTime)),
          },
        ];
  const first = (test: (r: NetworkRequest) => boolean) => requests.filter(test).slice(0, 1);
  // The route's HTML (twice after a login round trip), whichever route the run loaded (`--route`).
  const route = pathOf(lhr.finalDisplayedUrl);
  const documents = requests.filter((r) => r.resourceType === 'Document' && pathOf(r.url) === route);
  const auth = requests.filter((r) => pathOf(r.url).endsWith('/protocol/openid-connect/auth'));
  const silent = requests.filter((r) => /\/silent-check-sso\.(html|js)$/.test(pathOf(r.url)));
  const firstApi = Math.min(
    ...requests.filter((r) => pathOf(r.url).startsWith('/api/')).map((r) => r.networkRequestTime),
  );
  const appEntry = first((r) => /\/start-app-[\w-]+\.js$/.test(pathOf(r.url)));
  // The application: its entry and every script it pulls in before the first API call.
  const application = appEntry.length
    ? requests.filter(
        (r) =>
          r.resourceType === 'Script' &&
          r.networkRequestTime >= appEntry[0]!.networkRequestTime &&
          r.networkRequestTime < firstApi &&
          !/\/(pulse-page|silent-check-sso)[\w.-]*\.js$/.test(pathOf(r.url)),
      )
    : [];
  const metrics = lhr.audits['metrics']?.details;
  const observed: unknown =
    metrics && 'items' in metrics && Array.isArray(metrics.items) ? metrics.items[0] : undefined;
  const paint = (name: Step['name'], key: string): Step[] => {
    const ms =
      typeof observed === 'object' && observed !== null && key in observed ? Reflect.get(observed, key) : undefined;
    return typeof ms === 'number' ? [{ name, startMs: ms, endMs: ms }] : [];
  };
  return [
    ...span('HTML', documents.slice(0, 1)),
    ...span(
      'runtime config',
      first((r) => pathOf(r.url) === '/config.json'),
    ),
    ...span(
      'sign-in module',
      first((r) => /\/keycloak-session-[\w-]+\.js$/.test(pathOf(r.url))),
    ),
    // Before the silent check: a top-level redirect to the provider and back (the HTML again).
    ...(documents.length > 1 ? span('login round trip (redirect)', [...auth.slice(0, 1), documents[1]!]) : []),
    ...(silent.length ? span('silent check (frame, page, script)', [...auth.slice(0, 1), ...silent]) : []),
    ...span('application code', application),
    ...span(
      'code exchange (token)',
      first((r) => pathOf(r.url).endsWith('/protocol/openid-connect/token')),
    ),
    ...span(
      'texts',
      first((r) => /\/i18n\/\w+\.json$/.test(pathOf(r.url))),
    ),
    ...span(
      'customer list',
      first((r) => pathOf(r.url).endsWith('/customer-management/customers')),
    ),
    ...span(
      'Pulse area code',
      first((r) => /\/pulse-page-[\w-]+\.js$/.test(pathOf(r.url))),
    ),
    ...span(
      'service statuses (all answered)',
      requests.filter((r) => pathOf(r.url).startsWith('/api/actuator/info/')),
    ),
    ...paint('first contentful paint', 'observedFirstContentfulPaint'),
    ...paint('largest contentful paint', 'observedLargestContentfulPaint'),
  ];
}

/** The median start and end of each step over several loads (steps some loads lack count where present). */
export function medianPath(paths: Step[][]): Step[] {
  const names = STEP_NAMES.filter((name) => paths.some((steps) => steps.some((step) => step.name === name)));
  return names.map((name) => {
    const found = paths.flatMap((steps) => steps.filter((step) => step.name === name));
    return { name, startMs: median(found.map((s) => s.startMs)), endMs: median(found.map((s) => s.endMs)) };
  });
}

/** A Markdown table: each step's start and end, per app, side by side. */
export function formatPaths(apps: { app: string; path: Step[] }[]): string {
  const names = STEP_NAMES.filter((name) => apps.some((app) => app.path.some((step) => step.name === name)));
  const cell = (step: Step | undefined) =>
    step === undefined
      ? '—'
      : step.startMs === step.endMs
        ? `${Math.round(step.endMs)}`
        : `${Math.round(step.startMs)} → ${Math.round(step.endMs)} (${Math.round(step.endMs - step.startMs)})`;
  return [
    `| step (ms since navigation: start → end (duration)) | ${apps.map(({ app }) => app).join(' | ')} |`,
    `|---|${apps.map(() => '---').join('|')}|`,
    ...names.map(
      (name) => `| ${name} | ${apps.map((app) => cell(app.path.find((step) => step.name === name))).join(' | ')} |`,
    ),
  ].join('\n');
}
