# Builds one app of the workspace (shell or a remote) and serves its dist with nginx.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "./${APP}" run build

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
