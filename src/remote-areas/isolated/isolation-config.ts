import type { RemoteArea } from '@/config/remote-areas';

const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])$/;

/**
 * PLUG-14: the origin isolated areas run on, as the policy lists it: exact (`scheme://host[:port]`),
 * https, or http on a loopback address (a local run). The entrypoint applies the same rule at start
 * (deploy/nginx/entrypoint-parity.test.ts).
 */
export function isIsolatedOrigin(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.origin === value && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname)))
  );
}

/**
 * Why an isolated area cannot run, or undefined: checked when it opens, in this lazy chunk (the
 * startup's JavaScript carries none of it). The entrypoint refuses the same at start (PLUG-14).
 */
export function isolationProblem(remote: Pick<RemoteArea, 'entry'>, isolatedOrigin: unknown): string | undefined {
  if (isolatedOrigin === undefined) return '"isolation" frame needs isolatedOrigin, where its frame runs';
  if (!isIsolatedOrigin(isolatedOrigin))
    return `isolatedOrigin must be an exact origin, https or http on a loopback address (got ${JSON.stringify(isolatedOrigin)})`;
  // The frame page's policy allows its own origin only: an isolated area is served by the proxy there.
  if (!remote.entry.startsWith('/'))
    return `"entry" must be a path under /remotes/ for an isolated area (got ${remote.entry})`;
  return undefined;
}
