# One image recipe for both services (docker-compose.yml picks the target: api or web).
# Node 24, the LTS line; the code also runs on Node 20.19+ (package.json engines), which the machines here have.
# Build context: the repository root.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY libs/domain/package.json libs/domain/
# The test fixtures' workspace: apps/api's dev dependencies name it (nothing of it is built).
COPY libs/testing/package.json libs/testing/
# The generated client's workspace: the web's types come from it (type-only imports: nothing of it is built).
COPY libs/api-client/package.json libs/api-client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --workspace @halimbawa/domain --workspace @halimbawa/api --workspace @halimbawa/web --include-workspace-root
COPY tsconfig.base.json ./
COPY libs/domain libs/domain
RUN npm run build -w @halimbawa/domain

FROM deps AS build-api
COPY migrations migrations
COPY apps/api apps/api
RUN npm run build -w @halimbawa/api

FROM deps AS build-web
COPY apps/web apps/web
RUN npm run build -w @halimbawa/web

FROM node:24-bookworm-slim AS api
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build-api /app/node_modules node_modules
COPY --from=build-api /app/libs/domain/package.json libs/domain/package.json
COPY --from=build-api /app/libs/domain/dist libs/domain/dist
# The whole workspace folder: the build and any node_modules npm nested there.
COPY --from=build-api /app/apps/api apps/api
# Identity documents (DOCUMENTS_DIR): private, outside any static path, writable by the API only.
RUN mkdir -p /data/documents && chown node:node /data/documents && chmod 700 /data/documents
WORKDIR /app/apps/api
USER node
EXPOSE 3001
CMD ["node", "dist/apps/api/src/main.js"]

FROM node:24-bookworm-slim AS web
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build-web /app/node_modules node_modules
# The whole workspace folder: the build, server.mjs and any node_modules npm nested there.
COPY --from=build-web /app/apps/web apps/web
WORKDIR /app/apps/web
USER node
EXPOSE 3000
CMD ["node", "server.mjs"]
