# One image for the Node services of the monorepo (api, worker and its chain watcher, migrate, the dev chain).
# Build from the repository root: docker build -f infra/node-app.Dockerfile .
FROM node:20.20-bookworm-slim AS build
RUN npm install -g pnpm@12.21.0
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm turbo run build --filter=@p2p/api... --filter=@p2p/db --filter=@p2p/devchain \
 && pnpm prune --prod --ignore-scripts || true

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /repo
COPY --from=build /repo /repo
# The uploads volume's mount point, owned by the service user (a new named volume takes this ownership).
RUN mkdir -p /data/uploads && chown node:node /data/uploads
USER node
EXPOSE 3000
# The service picks its command in docker-compose.yml; the API is the default.
CMD ["node", "apps/api/dist/main.js"]
