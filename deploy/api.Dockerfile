# syntax=docker/dockerfile:1
# The API image: compiled JavaScript (api/dist, see api/scripts/build.mjs) on Node 20, with only
# the api's production dependencies, run as the unprivileged `node` user. No TypeScript loader.
#   docker build -f deploy/api.Dockerfile -t member-portal/api .
# The same image runs the one-shot commands: `node dist/cli/migrate.js`, `node dist/cli/seed.js`.

FROM node:20-bookworm-slim AS build
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile --filter "@portal/api..." --reporter=append-only \
 && pnpm --filter @portal/api run build \
 && pnpm --filter @portal/api deploy --legacy --prod /out

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data/pglite
WORKDIR /app/api
# Code and dependencies stay owned by root (read-only to the process); only /data is writable:
# uploaded images live under /data/uploads, a volume every API instance shares.
COPY --from=build /out /app/api
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# The image has node and nothing like wget or curl: ask /readyz with node's own fetch.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"]
# The heap flag is api/scripts/embedded-node-options.mjs's SERVER_NODE_FLAGS (why: there).
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "dist/main.js"]
