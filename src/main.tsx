// The boot entry: only what a signed-out visit needs before the identity provider (PERF-05). It
// imports neither React nor the application; those load in `./app/start-app` once a session exists.
import { config as configureZod } from 'zod/v4/core';
import { loadRuntimeConfig } from './config/load-runtime-config';
import type { RuntimeConfig } from './config/runtime-config';
import type { AuthSession } from './auth/auth-session';
import { isAuthCallback } from './auth/auth-callback';
import { chunkReload } from './app/chunk-reload';

// Mock code is reachable only through these dynamic imports behind the build-time flag, so the
// production build contains none of it.
const signIn = async (config: RuntimeConfig): Promise<AuthSession> =>
  __MOCK__
    ? (await import('./auth/mock-session')).startMockSession(config)
    : (await import('./auth/keycloak-session')).startKeycloakSession(config);

const loadApp = () => chunkReload.importOrReload(() => import('./app/start-app'));

/**
 * Boot order: runtime config → sign-in (mocks or Keycloak) → the application bundle. Without an
 * OAuth callback in the URL keycloak-js redirects to the identity provider and the bundle is never
 * requested; on the way back it downloads while keycloak-js exchanges the code for tokens.
 */
async function boot() {
  // DEPLOY-07: a chunk of the release this tab started with may be gone after a deployment.
  window.addEventListener('vite:preloadError', chunkReload.onPreloadError);
  // SEC-03: zod probes for eval (`new Function`) before its first parse; a strict CSP reports that probe.
  configureZod({ jitless: true });
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    (await import('./config/show-config-error')).showConfigError(result.error);
    return;
  }
  const { config } = result;
  const app = __MOCK__ || isAuthCallback(window.location) ? loadApp() : undefined;
  const session = await signIn(config);
  const { startApp } = await (app ?? loadApp());
  await startApp({
    config,
    session,
    loadMockControls: __MOCK__ ? async () => (await import('../mocks/mock-controls')).renderMockControls() : undefined,
  });
}

void boot();
