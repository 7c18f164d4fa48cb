# syntax=docker/dockerfile:1
# One app of the workspace (the shell or one remote), built and served by nginx with
# deploy/nginx/static-app.conf. Each app gets its own image (compose names them
# member-portal/<app>:<tag>), so one remote can be rebuilt and redeployed alone:
#   docker build -f deploy/static-app.Dockerfile --build-arg APP=mf-shop -t member-portal/mf-shop .

FROM node:20-bookworm-slim AS build
ARG APP
RUN test -n "$APP" || { echo "build with --build-arg APP=<shell|mf-account|mf-membership|mf-bookings|mf-swim|mf-shop|mf-public|mf-club>"; exit 1; }
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile --filter "./${APP}..." --reporter=append-only \
 && pnpm --filter "./${APP}" run build

FROM nginx:1.27-alpine
ARG APP
COPY deploy/nginx/static-app.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
# nginx:alpine has busybox wget.
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["wget", "-q", "--spider", "http://127.0.0.1/"]
