# syntax=docker/dockerfile:1
# The commands CI tests (npm ci, npm run build, npm prune --omit=dev), then the built server and its tools
# (npm start/serve, admin, backup, restore, db:migrate) on plain node, as the unprivileged `node` user.
# Docker does not run on the machines this project is tested on: server/src/system/dockerfile.test.ts reads
# this file and checks that every file those npm scripts need is copied, that pg_dump is of at least the
# major version compose.yaml's PostgreSQL runs, the user, the health check and the production install.
FROM node:24.21.0-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The image brings its own Node 24, so the Node that npm install adds for older machines (decision 035) goes.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/node-linux-* node_modules/node-darwin-* node_modules/.bin/node

FROM node:24.21.0-bookworm-slim
# pg_dump and pg_restore for `npm run backup` / `npm run restore` on PostgreSQL. pg_dump must be of at least
# the server's major version, and bookworm ships 15: the client comes from the PostgreSQL project's own
# repository (apt.postgresql.org), added by the script and signing key that Debian's postgresql-common ships.
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
  && apt-get install -y --no-install-recommends ca-certificates postgresql-common \
  && /usr/share/postgresql-common/pgdg/apt.postgresql.org.sh -y \
  && apt-get install -y --no-install-recommends postgresql-client-16 \
  && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/16/bin:$PATH NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
# The code belongs to root and is read-only to the server; only /data and the backups are its to write.
# No sources and no package-lock.json: scripts/run-server.js then runs the build as it is, never rebuilds.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts/run-server.js ./scripts/
RUN mkdir -p /data /app/backups && chown node:node /data /app/backups
USER node
VOLUME /data
EXPOSE 3000
# Ready: the database and the upload store answer; on the port the server listens on (PORT, 3000 unset).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=160", "--heap-growing-percent=100", "--expose-gc", "--no-concurrent-recompilation", "build/server/main.js"]
