# The app's image: exactly the folder `pnpm bundle` makes (README, "Docker"). Not built in this
# repository's CI (no image registry there): kept minimal, and checked by what CI does check, the
# same bundle started from a copy on a machine with only Node (scripts/bundle-check.mjs).
#
#   docker build -t booking .
#   docker run -p 3000:3000 -v booking-data:/data booking      (embedded database in /data)

FROM node:24-slim AS build
WORKDIR /src
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile && pnpm bundle /bundle

FROM node:24-slim
# The start script's memory settings (apps/web/package.json, bench/README.md "Memory").
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 \
    PORT=3000 HOSTNAME=0.0.0.0 PGLITE_DIR=/data/pglite
WORKDIR /app
COPY --from=build /bundle /app
# The app's files stay root's; the non-root user writes only the embedded database's volume.
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=50", "--expose-gc", "--v8-pool-size=1", "server.mjs"]
