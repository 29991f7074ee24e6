# syntax=docker/dockerfile:1
# The portal's image (DEPLOY-04): build on Node 24, serve the static files with Debian's nginx as a
# non-root user on 8080 with a read-only root filesystem. See docs/deploying.md.

# --- build: the production bundle (with .br/.gz next to every text asset) ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
# The lock file first, so the dependency layer is cached until it changes. `npm ci` needs the npm
# registry: the `node` devDependency's install script fetches the Node 24 binary package from it,
# then postinstall (scripts/prune-lock.ts) and prepare (scripts/install-git-hooks.ts, which installs
# nothing here: no git checkout) run on it.
COPY package.json package-lock.json ./
COPY scripts/prune-lock.ts scripts/install-git-hooks.ts scripts/
COPY tools/build/lockfile.ts tools/build/
# The npm workspaces the lock file names (PLUG-03, PLUG-06, PLUG-09, PLUG-10, CON-11): their manifests, for npm ci to link them.
COPY packages/area-sdk/package.json packages/area-sdk/
COPY packages/contract-tools/package.json packages/contract-tools/
COPY packages/create-area/package.json packages/create-area/
COPY packages/dev-portal/package.json packages/dev-portal/
COPY examples/remote-area/package.json examples/remote-area/
RUN npm ci --no-audit --no-fund
COPY . .
# The SDK's build writes the frame page of isolated areas (PLUG-14), which the runtime serves too.
RUN npm run build:sdk && npm run build

# --- runtime: nginx only; no Node, npm or sources ---
FROM debian:bookworm-slim AS runtime
# wget is the HEALTHCHECK's client (smaller than curl); nothing else beyond nginx and its brotli module.
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static wget \
  && rm -rf /var/lib/apt/lists/* \
  && groupadd --gid 10001 portal \
  && useradd --uid 10001 --gid portal --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin portal
COPY --from=build /app/dist /usr/share/portal/html
COPY --from=build /app/packages/area-sdk/dist/frame /usr/share/portal/frame
COPY deploy/nginx/ /etc/portal/nginx/
# The only writable place: the rendered config.json, the CSP include, nginx's pid and temp files all
# live in PORTAL_RUNTIME_DIR below /tmp (an emptyDir in Kubernetes; `--read-only --tmpfs /tmp` in docker run).
ENV PORTAL_ROOT=/usr/share/portal/html \
  PORTAL_FRAME_ROOT=/usr/share/portal/frame \
  PORTAL_RUNTIME_DIR=/tmp/portal \
  PORTAL_PORT=8080
VOLUME ["/tmp"]
USER 10001:10001
EXPOSE 8080
# nginx stops gracefully on SIGQUIT (finishes requests in flight); SIGTERM would drop them.
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${PORTAL_PORT}/healthz" || exit 1
ENTRYPOINT ["/etc/portal/nginx/docker-entrypoint.sh"]
