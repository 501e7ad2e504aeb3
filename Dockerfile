# Craftwork: one app instance. Several of them share one PostgreSQL (and S3 for files) behind a
# load balancer: see docs/deploying.md and compose.yaml.

# --- build: every dependency, then the web app (apps/web/dist) and the server (apps/server/dist)
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the server's production dependencies, the compiled server and the built web app -
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/sdk/package.json packages/sdk/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace=@craftwork/server --workspace=@craftwork/domain --include-workspace-root \
  && npm cache clean --force
# The server runs as JavaScript (decision 197): apps/server/dist holds main.js (the server),
# admin.js (the operator commands) with the domain package compiled in, and the migrations.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR holds local files (FILE_STORAGE=local) and a generated secret when AUTH_SECRET is
# unset; with several instances set AUTH_SECRET and FILE_STORAGE=s3 instead.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
ENV PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/data SEED_DEMO=false
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node is PID 1, so `docker stop`'s SIGTERM reaches the server: it stops taking requests, lets
# running jobs finish and closes its database connections.
CMD ["node", "apps/server/dist/main.js"]
