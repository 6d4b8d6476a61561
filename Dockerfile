# Rankscope in a container (docs/self-hosting.md).
#
#   docker build -t rankscope .
#   docker run -d --name rankscope -p 127.0.0.1:8000:8000 -v rankscope-data:/data rankscope
#   docker logs rankscope        # the first start prints the bootstrap API key once
#
# Any Debian bookworm image with Node.js and npm will do as the base (Deno comes from npm, as in
# the README); tools/container_smoke.sh builds it on a debootstrapped one.
ARG BASE_IMAGE=node:20-bookworm-slim
FROM ${BASE_IMAGE}

ARG DENO_VERSION=2.9.6
# npm's postinstall of `deno` puts the native binary behind /usr/local/bin/deno, so the server is
# the container's main process itself (no Node.js wrapper between it and `docker stop`'s SIGTERM).
RUN npm install -g "deno@${DENO_VERSION}" && npm cache clean --force && deno --version

# The service's own user, and its data directory (a named volume copies this ownership).
RUN useradd --user-group --uid 10001 --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin rankscope \
  && mkdir -p /data && chown rankscope:rankscope /data && chmod 700 /data

WORKDIR /app
# Deno's cache (npm registry metadata, the module graph) is kept in the image, so a start neither
# resolves nor downloads anything. It stays root's: the server only reads it (it also runs with
# a read-only root file system).
ENV DENO_DIR=/app/.deno-dir \
    DENO_NO_UPDATE_CHECK=1 \
    NO_COLOR=1

# The npm dependencies first (this layer is reused while deno.json and deno.lock are unchanged),
# then the sources and their module graph. --frozen: a lockfile out of date fails the build.
# Deno keeps each file's mode from its npm tarball, and a few are published 0600 (e.g.
# @nodable/entities' sources): made readable, or the service user cannot load them.
COPY deno.json deno.lock ./
RUN deno install --frozen \
  && find node_modules \( -type d ! -perm -555 -o -type f ! -perm -444 \) -exec chmod a+rX {} +
COPY . .
RUN deno install --frozen --entrypoint main.ts \
  && find node_modules \( -type d ! -perm -555 -o -type f ! -perm -444 \) -exec chmod a+rX {} +

# BIND_ADDRESS, not HOSTNAME: Docker and Kubernetes set HOSTNAME to the container's name.
ENV BIND_ADDRESS=0.0.0.0 \
    PORT=8000 \
    KV_PATH=/data/service.kv

USER rankscope
VOLUME ["/data"]
EXPOSE 8000

# Node.js is in the image anyway (no curl in a slim image). 127.0.0.1 reaches BIND_ADDRESS 0.0.0.0.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# `deno task start`'s command (deno.json), run directly so that the server gets the stop signal.
# Admin commands: docker run --rm -v rankscope-data:/data rankscope deno task admin workspace list
CMD ["deno", "run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "--allow-sys", "--allow-run", "main.ts"]
