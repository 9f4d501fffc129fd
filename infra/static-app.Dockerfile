# A built React app (apps/web or apps/admin) served by nginx, proxying /api and /socket.io to the API.
# Build from the repository root: docker build -f infra/static-app.Dockerfile --build-arg APP=web .
FROM node:20.20-bookworm-slim AS build
ARG APP=web
# Debian's Chromium prerenders the trader app's first screens (apps/web/scripts/prerender.mjs).
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@12.21.0
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile && pnpm turbo run build --filter=@p2p/${APP}...

# The unprivileged nginx: runs as user 101, listens on 8080, writes only under /tmp (Kubernetes runs it
# with a read-only root and a non-root user, infra/k8s).
FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP=web
COPY infra/nginx/app.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/apps/${APP}/dist /usr/share/nginx/html
EXPOSE 8080
