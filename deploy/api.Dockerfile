FROM node:20-bookworm-slim
WORKDIR /src
RUN npm install -g pnpm@10.34.8
COPY . .
RUN pnpm install --frozen-lockfile --filter @portal/api... 
WORKDIR /src/api
EXPOSE 3000
CMD ["pnpm", "start"]
