# Craftwork: one app instance. Several of them share one PostgreSQL (and S3 for files) behind a
# load balancer: see docs/deploying.md and compose.yaml.

# --- build: every dependency, then the web app (apps/web/dist) -------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the server's production dependencies, its source, and the built web app --------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --no-audit --no-fund \
      --workspace=@craftwork/server --workspace=@craftwork/domain --include-workspace-root \
  && npm cache clean --force
# The server runs its TypeScript through tsx (as `npm start` does): a development dependency
# of the repository, so it and what it needs come from the build stage.
COPY --from=build /app/node_modules/tsx node_modules/tsx
COPY --from=build /app/node_modules/esbuild node_modules/esbuild
COPY --from=build /app/node_modules/@esbuild node_modules/@esbuild
COPY --from=build /app/node_modules/get-tsconfig node_modules/get-tsconfig
COPY --from=build /app/node_modules/resolve-pkg-maps node_modules/resolve-pkg-maps
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/server apps/server
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
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
