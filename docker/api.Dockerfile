# The REST api. Build from the repository root:
#   docker build -f docker/api.Dockerfile -t brigade-api .
# Runs on Postgres with DATABASE_URL, else on the embedded PGlite in /data (a volume).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Manifests first: the install layer is cached until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
# The api runs its TypeScript through tsx (a root devDependency): a full, locked install.
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim
# The api listens on 127.0.0.1 by default; in a container, the bff's container must reach it.
ENV NODE_ENV=production \
    API_HOST=0.0.0.0 \
    API_PORT=4001 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY domain domain
COPY api api
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4001
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.API_PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node itself is PID 1's child-free process: SIGTERM reaches the api, which closes its database.
CMD ["node", "--import", "tsx", "api/src/server.ts"]
