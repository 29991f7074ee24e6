// The boot entry: only what a signed-out visit needs before the identity provider (PERF-05). It
// imports neither React nor the application; those load in `./app/start-app` once a session exists.
import { config as configureZod } from 'zod/v4/core';
import { loadRuntimeConfig } from './config/load-runtime-config';
import type { RuntimeConfig } from './config/runtime-config';
import type { AuthSession } from './auth/auth-session';
import { isAuthCallback } from './auth/auth-callback';
import { chunkReload } from './utils/chunk-reload';
import { hideSignInUnreachable, showSignInUnreachable } from './app/frame-sign-in-notice';
import { preloadTranslations } from './i18n/preload-translations';
import { installEarlyTelemetry, stopTelemetry } from './telemetry/telemetry';

// Mock code is reachable only through these dynamic imports behind the build-time flag, so the
// production build contains none of it. PERF-07: mock mode loads its modules at once, beside the config.
const mockModules = __MOCK__
  ? { session: import('./auth/mock-session'), controls: import('../mocks/mock-controls') }
  : undefined;
// PERF-04: keycloak-js downloads beside the runtime config, not after it (one round trip less per visit).
const keycloakModule = mockModules ? undefined : import('./auth/keycloak-session');
// AUTH-11: while the identity provider cannot be reached, the pre-paint frame says so and offers "Try now".
const signIn = async (config: RuntimeConfig, onSessionFound: () => void): Promise<AuthSession> =>
  mockModules
    ? (await mockModules.session).startMockSession(config)
    : (await keycloakModule!).startKeycloakSession(config, {
        onSessionFound,
        onUnreachable: (tryNow) => showSignInUnreachable(tryNow),
        onReachable: () => hideSignInUnreachable(),
      });

// Destructured at the import: the bundler then needs no namespace object of the module (PERF-10's
// chunk groups put it inside the application's chunk; a namespace export there broke in Rolldown 1.2).
const loadApp = () =>
  chunkReload.importOrReload(async () => {
    const { startApp } = await import('./app/start-app');
    return { startApp };
  });

/**
 * Boot order: runtime config → sign-in (mocks or Keycloak) → the application bundle. Without an
 * OAuth callback in the URL keycloak-js first checks the session silently: without one it
 * redirects to the identity provider and the bundle is never requested; with one (a code from the
 * silent check) or on the way back from the login, the bundle downloads while keycloak-js
 * exchanges the code for tokens. An unreachable provider keeps the frame on screen with a notice
 * until it answers (AUTH-11).
 */
async function boot() {
  // OBS-02: errors from the very start are kept (bounded) until the config says whether they are sent.
  installEarlyTelemetry();
  // DEPLOY-07: a chunk of the release this tab started with may be gone after a deployment.
  window.addEventListener('vite:preloadError', chunkReload.onPreloadError);
  // SEC-03: zod probes for eval (`new Function`) before its first parse; a strict CSP reports that probe.
  configureZod({ jitless: true });
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    stopTelemetry();
    (await import('./config/show-config-error')).showConfigError(result.error);
    return;
  }
  const { config } = result;
  // OBS-01: no collector configured, nothing kept and nothing fetched.
  if (!config.telemetry) stopTelemetry();
  const signingInHere = __MOCK__ || isAuthCallback(window.location);
  let app = signingInHere ? loadApp() : undefined;
  let translations = signingInHere ? preloadTranslations(config.version) : undefined;
  // The silent check found a session (AUTH-01): the application downloads beside the code exchange.
  const session = await signIn(config, () => {
    app ??= loadApp();
    translations ??= preloadTranslations(config.version);
  });
  const { startApp } = await (app ?? loadApp());
  await startApp({
    config,
    session,
    translations: translations ?? preloadTranslations(config.version),
    loadMockControls: mockModules ? async () => (await mockModules.controls).renderMockControls() : undefined,
  });
}

void boot();
