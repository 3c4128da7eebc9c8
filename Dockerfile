# Watchify's image: the API (bundled) serving the built web app. `docker compose up` (docker-compose.yml) runs two of
# these behind a proxy, on PostgreSQL and Redis. Node 20 slim; better-sqlite3 builds from source on Node 20, hence
# the compilers in the build stage. The PostgreSQL client tools are in the image for `npm run backup`.
FROM node:20-slim AS build
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
# The manifests first, so dependencies are cached until they change.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web && npm run build -w apps/api && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
WORKDIR /app
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# The same node flags as `npm start` (decisions 026, 058).
CMD ["node", "--enable-source-maps", "--min-semi-space-size=16", "--max-semi-space-size=32", "apps/api/dist/main.js"]
