# The GraphQL bff, which also serves the built web app. Build from the repository root:
#   docker build -f docker/bff.Dockerfile -t brigade-bff .
# Needs API_URL, the REST api's base URL (e.g. http://api:4001).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund

FROM deps AS web
COPY tsconfig.base.json schema.graphql ./
COPY domain domain
COPY web web
RUN npm run build -w web

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY package.json tsconfig.base.json schema.graphql ./
COPY domain domain
COPY bff bff
COPY --from=web /app/web/dist web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "bff/src/server.ts"]
