/**
 * The e2e servers' fixed, unusual loopback ports, and the real-auth servers' URLs. `E2E_PORT_OFFSET`
 * shifts every port, so two checkouts can run their e2e suites side by side. Used by
 * `playwright.config.ts` (to start the servers) and by the specs (to reach them).
 */
import { REALM } from './idp/test-users.ts';

const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const MOCKED_PORT = 4711 + PORT_OFFSET;
export const PRODUCTION_PORT = 4712 + PORT_OFFSET;
/** PLUG-06: the example remote area's own server (static, its dist/), the production nginx's upstream. */
export const REMOTE_AREA_PORT = 4714 + PORT_OFFSET;
/** PLUG-06: the production build behind nginx with the example remote area (e2e/real-auth/remote-area.spec.ts). */
export const REMOTE_AREA_PORTAL_PORT = 4715 + PORT_OFFSET;
/**
 * PLUG-14..17: the production build behind nginx with isolated areas (e2e/real-auth/isolation-*.spec.ts),
 * its isolated origin the same port on ISOLATED_HOST, and the areas' upstream (the example's and the
 * hostile area's builds).
 */
export const ISOLATION_PORTS = { portal: 4716 + PORT_OFFSET, upstream: 4717 + PORT_OFFSET } as const;
/** The production build again, behind an nginx configured for the short-lifetime provider. */
export const SHORT_PRODUCTION_PORT = 4713 + PORT_OFFSET;
/** Test identity provider with normal lifetimes (access token 5 min, session 1 h). */
export const IDP_PORT = 4720 + PORT_OFFSET;
/** Mock API that accepts only tokens signed by one of the two identity providers. */
export const API_PORT = 4721 + PORT_OFFSET;
/** Test identity provider with short lifetimes (access token 15 s, session 40 s), for expiry tests. */
export const SHORT_IDP_PORT = 4722 + PORT_OFFSET;

/** nginx of the unit tests in tools/testing/nginx.test.ts (the production e2e nginx uses PRODUCTION_PORT). */
export const NGINX_TEST_PORT = 4730 + PORT_OFFSET;
/** nginx of the DEPLOY-07 e2e test (e2e/real-auth/rollout.spec.ts): one release, then the next. */
export const ROLLOUT_PORT = 4731 + PORT_OFFSET;
/** nginx of the remote-area proxy tests (deploy/nginx/remote-areas.test.ts) and the upstream they proxy to. */
export const NGINX_REMOTE_TEST_PORT = 4732 + PORT_OFFSET;
export const REMOTE_UPSTREAM_TEST_PORT = 4733 + PORT_OFFSET;
/**
 * PLUG-13 (deploy/nginx/remote-areas.test.ts): nginx whose area upstream is a name only a test DNS
 * server (UDP, on loopback) answers, that DNS server, and the upstream the name comes to point at.
 */
export const NGINX_RESOLVER_TEST_PORT = 4770 + PORT_OFFSET;
export const TEST_DNS_PORT = 4771 + PORT_OFFSET;
export const RESOLVED_UPSTREAM_TEST_PORT = 4772 + PORT_OFFSET;
/**
 * OBS-10 (e2e/real-auth/telemetry.spec.ts): the production build behind an nginx that sends telemetry,
 * the loopback OTLP/HTTP receiver it proxies /telemetry/ to, the example remote area's upstream there;
 * the receiver's own unit test; the nginx of deploy/nginx/telemetry.test.ts and its receiver.
 */
export const TELEMETRY_PORTS = {
  portal: 4774 + PORT_OFFSET,
  receiver: 4775 + PORT_OFFSET,
  areaUpstream: 4776 + PORT_OFFSET,
  receiverTest: 4777 + PORT_OFFSET,
  nginxTest: 4778 + PORT_OFFSET,
  nginxTestReceiver: 4779 + PORT_OFFSET,
} as const;
/**
 * PLUG-14: nginx of the isolated-origin tests (deploy/nginx/isolated-areas.test.ts), listening on
 * 127.0.0.1 (the portal) and 127.0.0.2 (the isolated origin), and the upstream it proxies to.
 */
export const NGINX_ISOLATED_TEST_PORT = 4734 + PORT_OFFSET;
export const ISOLATED_UPSTREAM_TEST_PORT = 4735 + PORT_OFFSET;
/** The second loopback address: cross-site to 127.0.0.1 (for IPs the host is the site), as an isolated origin must be. */
export const ISOLATED_HOST = '127.0.0.2';
/** `npm run serve:nginx`: the production build behind nginx, by hand. */
export const LOCAL_NGINX_PORT = 4740 + PORT_OFFSET;

/**
 * The benchmarks' servers, `npm run perf:lighthouse` (scripts/perf-lighthouse.ts) and `npm run
 * perf:startup` (scripts/perf-startup.ts): nginx with the production build, a second nginx for a
 * build to compare with (`--before-dist`), the benchmark's own identity provider and mock API, the
 * static servers of the mock builds and of the three floors (hello-world React, the minimal Joy page,
 * the work-matched floor), the production build sending telemetry with its OTLP receiver, and
 * Chromium's debugging port (Lighthouse only). The two benchmarks share them on purpose: run at the
 * same time they would measure each other, so the second one fails at its first port instead.
 */
export const LIGHTHOUSE_PORTS = {
  production: 4750 + PORT_OFFSET,
  productionBefore: 4751 + PORT_OFFSET,
  idp: 4752 + PORT_OFFSET,
  api: 4753 + PORT_OFFSET,
  mock: 4754 + PORT_OFFSET,
  mockBefore: 4755 + PORT_OFFSET,
  floor: 4756 + PORT_OFFSET,
  chromiumDebugging: 4757 + PORT_OFFSET,
  workFloor: 4758 + PORT_OFFSET,
  /** OBS-02: the production build again, sending telemetry, and the loopback OTLP receiver it sends to. */
  productionTelemetry: 4759 + PORT_OFFSET,
  telemetryReceiver: 4760 + PORT_OFFSET,
  joyFloor: 4780 + PORT_OFFSET,
} as const;

/**
 * PLUG-17, `npm run perf:isolation`: the production build behind nginx with the example area
 * federated and isolated (its isolated origin the same port on ISOLATED_HOST), and the area's
 * upstream. Its identity provider and API are LIGHTHOUSE_PORTS' (one benchmark at a time).
 */
export const ISOLATION_BENCH_PORTS = { portal: 4766 + PORT_OFFSET, upstream: 4767 + PORT_OFFSET } as const;

/**
 * The other tools that serve on loopback: `npm run perf:serve` (nginx under load), `perf:responsive`
 * and `screenshots` (the mock build), the load client's own test; the mock backend's HTTP test; the
 * tests of the recording proxy (with the upstream it passes to, and one that is not there), of the
 * WebDriver client and of WebKit's driver server.
 */
export const TOOL_PORTS = {
  recordingProxyTest: 4741 + PORT_OFFSET,
  recordingUpstreamTest: 4742 + PORT_OFFSET,
  webDriverClientTest: 4743 + PORT_OFFSET,
  /** No server takes it: the recording proxy's test of an upstream that does not answer. */
  recordingClosedTest: 4744 + PORT_OFFSET,
  webKitDriverTest: 4745 + PORT_OFFSET,
  mockHttpTest: 4792 + PORT_OFFSET,
  /** PLUG-18: the registry stand-in of scripts/release-publish.test.ts. */
  releasePublishTest: 4794 + PORT_OFFSET,
  browserLikeLoadTest: 4796 + PORT_OFFSET,
  serveBench: 4797 + PORT_OFFSET,
  responsiveness: 4798 + PORT_OFFSET,
  screenshots: 4799 + PORT_OFFSET,
} as const;

/**
 * PLUG-08..10, an area team's way (e2e/area-team/): the loopback registry the release publishes to,
 * the scaffolded area's upstream and the production build behind nginx with it, the project's dev
 * portal (`npm run dev`); and the dev portal server's own test.
 */
export const AREA_TEAM_PORTS = {
  registry: 4765 + PORT_OFFSET,
  upstream: 4761 + PORT_OFFSET,
  portal: 4762 + PORT_OFFSET,
  devPortal: 4763 + PORT_OFFSET,
  devPortalTest: 4764 + PORT_OFFSET,
} as const;

/**
 * XB-01, the cross-engine tour in WebKit: each Playwright worker that runs it (by its parallel index,
 * at most three) has its own WebKitWebDriver (scripts/serve-webkit-driver.ts) and its own recording
 * proxy in front of MiniBrowser (e2e/cross-engine/). Firefox's relay takes a port the system picks,
 * as Firefox itself does (tools/testing/firefox-relay.ts).
 */
export const WEBKIT_DRIVER_PORTS = [4786, 4787, 4788].map((port) => port + PORT_OFFSET);
export const WEBKIT_RECORDER_PORTS = [4789, 4790, 4791].map((port) => port + PORT_OFFSET);

/** The port of each test identity provider, by lifetimes (see `tools/testing/idp/idp.ts` LIFETIMES). */
export const IDP_PORTS = { normal: IDP_PORT, short: SHORT_IDP_PORT } as const;

const local = (port: number) => `http://127.0.0.1:${port}`;

/** The endpoints of a test identity provider at Keycloak's paths. */
export type IdpEndpoints = {
  url: string;
  issuer: string;
  auth: string;
  token: string;
  logout: string;
  jwksUrl: string;
  /** The realm's discovery document: the portal's reachability probe (AUTH-11). */
  discovery: string;
};

const idpEndpoints = (port: number): IdpEndpoints => {
  const issuer = `${local(port)}/realms/${REALM}`;
  const openId = `${issuer}/protocol/openid-connect`;
  return {
    url: local(port),
    issuer,
    auth: `${openId}/auth`,
    token: `${openId}/token`,
    logout: `${openId}/logout`,
    jwksUrl: `${openId}/certs`,
    discovery: `${issuer}/.well-known/openid-configuration`,
  };
};

/** Everything the `real-auth` project runs against: the production build, two IdPs, the mock API. */
export const REAL_AUTH = {
  /** The production build's origin (the `production` project's nginx, configured for the normal provider). */
  portal: local(PRODUCTION_PORT),
  /** The portal's origin for each provider: nginx renders the config and policy for one provider. */
  portals: { normal: local(PRODUCTION_PORT), short: local(SHORT_PRODUCTION_PORT) },
  idp: { normal: idpEndpoints(IDP_PORTS.normal), short: idpEndpoints(IDP_PORTS.short) },
  api: local(API_PORT),
  /** The rollout test's portal origin: the identity provider and the API accept it too. */
  rollout: local(ROLLOUT_PORT),
  /** The remote-area test's portal origin (nginx proxying /remotes/customer-insights/ to its upstream). */
  remoteArea: local(REMOTE_AREA_PORTAL_PORT),
  /** PLUG-14: the portal with isolated areas, and its isolated origin (a second loopback address: cross-site). */
  isolation: local(ISOLATION_PORTS.portal),
  isolatedOrigin: `http://${ISOLATED_HOST}:${ISOLATION_PORTS.portal}`,
  /** The scaffolded area's portal origin (PLUG-09: nginx proxying /remotes/fleet-health/ to its upstream). */
  areaTeam: local(AREA_TEAM_PORTS.portal),
  /** OBS-10: the portal origin that sends telemetry (nginx proxying /telemetry/ to the loopback receiver). */
  telemetry: local(TELEMETRY_PORTS.portal),
  /**
   * The production build's nginx under another name: `localhost` against the provider's `127.0.0.1`
   * is cross-site, so the provider's SameSite=Lax session cookie never reaches the silent-check
   * iframe (AUTH-01's negative case). The normal provider and the API accept it too.
   */
  crossSite: `http://localhost:${PRODUCTION_PORT}`,
} as const;

export type IdpVariant = keyof typeof REAL_AUTH.idp;
