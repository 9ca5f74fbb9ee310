# syntax=docker/dockerfile:1
# The images of the site, built from the repository root:
#   docker build --target service --build-arg SERVICE=springs -t hotsprings/springs .
#   docker build --target gateway -t hotsprings/gateway .
# Every image shares the build stage (one build of the whole TypeScript tree and the web app)
# and keeps only its own compiled code and production dependencies.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

# The lock file and every package.json, alone: the dependency layers below are rebuilt only when
# one of them changes, not on every change of the source.
FROM base AS manifests
COPY . /src
RUN cd /src && cp package-lock.json /app/ \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /app/ \;

# Installs run no package scripts, as on the development machines (package.json allowScripts):
# the native modules (argon2, sharp) and the build's tools ship prebuilt binaries they load
# themselves, and no install phones home.
FROM base AS build
COPY --from=manifests /app/ ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build --workspace @hotsprings/contracts \
  && npx tsc -b gateway services/* \
  && npm run build --workspace @hotsprings/web

# A service's production dependencies (npm workspaces: its own and those of the kit and the
# contracts it links), then everything of its folder that the build left but its sources, its
# build's node_modules, the compiled tests and the rows it gives the system tests: dist/, and
# migrations/ or data/ where it has them.
FROM base AS service-files
ARG SERVICE
RUN test -n "${SERVICE}" || (echo 'set --build-arg SERVICE=<name>' && exit 1)
COPY --from=manifests /app/ ./
RUN npm ci --omit=dev --ignore-scripts --workspace services/${SERVICE} && npm cache clean --force
COPY --from=build /app/proto/dist proto/dist
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
COPY --from=build /app/services/${SERVICE}/ /tmp/workspace/
RUN rm -rf /tmp/workspace/node_modules /tmp/workspace/src /tmp/workspace/*.tsbuildinfo \
    /tmp/workspace/system-test-routes.ts \
  && cp -a /tmp/workspace/. services/${SERVICE}/ && rm -rf /tmp/workspace \
  && find proto/dist libs/service-kit/dist services/${SERVICE}/dist -name '*.test.*' -delete

# The gateway the same way (its configuration and any file its plugin serves come along), and
# the web app it serves.
FROM base AS gateway-files
COPY --from=manifests /app/ ./
RUN npm ci --omit=dev --ignore-scripts --workspace gateway && npm cache clean --force
COPY --from=build /app/proto/dist proto/dist
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/gateway/ /tmp/workspace/
RUN rm -rf /tmp/workspace/node_modules /tmp/workspace/src /tmp/workspace/plugin/src \
    /tmp/workspace/*.tsbuildinfo /tmp/workspace/plugin/*.tsbuildinfo \
  && cp -a /tmp/workspace/. gateway/ && rm -rf /tmp/workspace \
  && find proto/dist libs/service-kit/dist gateway/dist gateway/plugin/dist -name '*.test.*' -delete

# One of springs, auth, reviews, community, ...: `node dist/main.js` in its folder. The springs
# image also runs the NOAA import: `node dist/import/import-springs.cli.js`.
FROM base AS service
ARG SERVICE
ENV NODE_ENV=production SERVICE=${SERVICE}
COPY --from=service-files /app/ ./
# A writable place for what a service keeps on disk (review photos: UPLOADS_DIR=/data/uploads),
# owned by the user it runs as, so a volume mounted there starts with the right owner.
RUN mkdir -p /data/uploads && chown -R node:node /data
WORKDIR /app/services/${SERVICE}
# The node image's unprivileged user, by number so that Kubernetes can check runAsNonRoot.
USER 1000:1000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]

FROM base AS gateway
ENV NODE_ENV=production PORT=8080 WEB_DIST_DIR=/app/web/dist
COPY --from=gateway-files /app/ ./
WORKDIR /app/gateway
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]
