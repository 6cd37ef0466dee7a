# syntax=docker/dockerfile:1
# The portal's container image (deploy/README.md, docs/decisions/0048-deployment-recipe.md).
#
#   docker build -t invention-portal .
#   docker run --read-only --tmpfs /tmp -v portal-data:/data -p 3000:3000 \
#     -e APP_URL=http://localhost:3000 -e AUTH_SECRET=... invention-portal
#
# The runtime image holds what `npm start` runs (the server bundle, the built web app and
# pages) and what it reads beside its sources at run time (server/db/migrations, the agreement
# templates), with the production dependencies only. server/ and common/ are there whole, so
# the console commands run as in a checkout: `node --import tsx server/cli/migrate.ts` (tsx is a
# production dependency for that reason). The root file system can be read-only: the portal
# writes only under DATA_DIR (/data) and the system's temporary folder (/tmp).

# Pinned by tag; pin by digest too (node:20-bookworm-slim@sha256:...) for reproducible builds.
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, `npm run build`, then the development dependencies dropped ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/.cache node_modules/.vite

# ---- runtime: non-root, read-only friendly ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
# Owned by root and not writable by the portal's user: only /data and /tmp are.
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/common ./common
# The image's own `node` user (uid 1000); numeric, so `runAsNonRoot` can check it.
RUN mkdir /data && chown 1000:1000 /data && chmod 0700 /data
USER 1000:1000
VOLUME /data
# 3000: the portal (PORT); 9464: /metrics when METRICS_PORT=9464 is set.
EXPOSE 3000 9464
# The portal drains on SIGTERM (README, "Draining"): give `docker stop` a timeout above
# SHUTDOWN_GRACE_SECONDS + 6 s (`--stop-timeout 40`, compose `stop_grace_period: 40s`).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
