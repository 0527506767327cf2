# sangdam: API server, web app and CLI in one image.
# Build:  docker build -t sangdam .
# Run:    docker run -p 8787:8787 -v sangdam-data:/data sangdam
# See docs/deploy.md for several instances on Postgres (compose.yaml).

# --- build: compile TypeScript and the web app, then drop dev dependencies ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund && npm rebuild better-sqlite3 esbuild
COPY tsconfig.json tsconfig.build.json ./
COPY bin ./bin
COPY src ./src
COPY web ./web
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: no compilers, no dev dependencies, not root ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8787 \
    SANGDAM_DATA_DIR=/data \
    SANGDAM_KNOWLEDGE_DIR=/app/knowledge
WORKDIR /app
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --from=build --chown=root:root /app/web/dist ./web/dist
COPY --chown=root:root package.json ./
COPY --chown=root:root bin ./bin
COPY --chown=root:root corpus ./corpus
# The knowledge folder is written by workbook uploads and watched for hot reload: owned by the app user.
COPY --chown=node:node knowledge ./knowledge
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "bin/sangdam.js", "serve"]
