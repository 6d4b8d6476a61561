#!/usr/bin/env bash
# Builds the Dockerfile's image and runs it as a container platform would, on this machine, then
# the same start in a plain chroot (docs/self-hosting.md, "Verified here"). Needs root, Debian's
# packages and the npm registry, and minutes: it is not part of `deno task test`.
#
#   bash tools/container_smoke.sh            # podman; the chroot run when podman cannot run
#   bash tools/container_smoke.sh podman     # only podman (fails when it cannot run)
#   bash tools/container_smoke.sh chroot     # only the chroot
#   bash tools/container_smoke.sh both       # podman and the chroot
#   bash tools/container_smoke.sh systemd    # deploy/rankscope.service under systemd-nspawn
#   bash tools/container_smoke.sh all
#   bash tools/container_smoke.sh clean      # removes the work folder and the images
#
# What it builds from is a fresh `git clone` of this checkout's HEAD (uncommitted changes are not
# in it). Docker Hub may be out of reach, so the base image is a debootstrapped Debian bookworm
# with Debian's nodejs and npm (imported with `podman import`, passed as BASE_IMAGE); the CA
# certificates in /usr/local/share/ca-certificates are copied into it (a TLS-inspecting egress
# proxy). The rootfs is kept in $SMOKE_WORK for the next run.
#
# Settings: SMOKE_WORK (/tmp/rankscope-smoke), SMOKE_PORT (18800), SMOKE_POSTGRES (1: also run the
# image on a throwaway PostgreSQL from tools/postgres.sh, on SMOKE_PGPORT, 54391), SMOKE_MIRROR
# (the Debian mirror apt uses here, else http://deb.debian.org/debian).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=${SMOKE_WORK:-/tmp/rankscope-smoke}
PORT=${SMOKE_PORT:-18800}
MODE=${1:-auto}
BASE_IMAGE=localhost/rankscope-smoke-base:bookworm
IMAGE=localhost/rankscope:smoke
VOLUME=rankscope-smoke-data
POD_HOSTNAME=rankscope-7f9c8d-abcde
# A proxy that is not there: a start that tried to download anything would print a Download line
# (and fail it). The image must start from what it installed at build time.
DEAD_PROXY=http://127.0.0.1:9
START_CMD=$(sed -n 's/^ *"start": "\(.*\)",$/\1/p' "$REPO/deno.json")

FAILURES=0
log() { printf '%s  %s\n' "$(date +%H:%M:%S)" "$*"; }
ok() { log "ok    $*"; }
fail() {
  log "FAIL  $*"
  FAILURES=$((FAILURES + 1))
}
# `check TEXT PATTERN WHAT`: ok when TEXT matches the extended regex PATTERN.
check() { if grep -Eq -- "$2" <<<"$1"; then ok "$3"; else fail "$3 (no /$2/)"; fi; }
check_not() { if grep -Eq -- "$2" <<<"$1"; then fail "$3 (found /$2/)"; else ok "$3"; fi; }
# Milliseconds since the epoch; `since T` prints the seconds since T.
now() { echo $(($(date +%s%N) / 1000000)); }
since() {
  local ms=$(($(now) - $1))
  printf '%d.%d s' $((ms / 1000)) $((ms % 1000 / 100))
}
# Prints the API key printed at the first start nowhere: logs pass through this.
redact() { sed -E 's/sk_live_[A-Za-z0-9_]+/sk_live_(redacted)/g; s/\x1b\[[0-9;]*m//g'; }

# Waits up to $2 seconds for /health on 127.0.0.1:$1; prints how long it took.
wait_health() {
  local port=$1 limit=$2 t0
  t0=$(now)
  while ! curl -sf "http://127.0.0.1:${port}/health" >/dev/null 2>&1; do
    if (($(now) - t0 > limit * 1000)); then return 1; fi
    sleep 0.2
  done
  since "$t0"
}

need_root() {
  if [[ $(id -u) != 0 ]]; then
    echo "container_smoke.sh: run it as root (debootstrap, chroot, podman)" >&2
    exit 2
  fi
}

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
  ((${#missing[@]} == 0)) && return 0
  log "apt-get install ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >"$WORK/apt.log" 2>&1 || {
    apt-get update -q >>"$WORK/apt.log" 2>&1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >>"$WORK/apt.log" 2>&1
  }
}

# The first Debian mirror apt uses on this machine.
debian_mirror() {
  if [[ -n "${SMOKE_MIRROR:-}" ]]; then echo "$SMOKE_MIRROR" && return; fi
  local uri
  uri=$(grep -hoE 'https?://[^ ]+/debian/?( |$)' /etc/apt/sources.list.d/*.sources \
    /etc/apt/sources.list 2>/dev/null | head -n 1 | tr -d ' ' || true)
  echo "${uri:-http://deb.debian.org/debian}"
}

# Debian bookworm (minbase) with nodejs, npm and ca-certificates: the stand-in for
# node:20-bookworm-slim. Kept for the next run.
base_rootfs() {
  local root=$WORK/rootfs t0
  [[ -f $root/.smoke-base ]] && return 0
  apt_install debootstrap
  rm -rf "$root"
  t0=$(now)
  log "debootstrap --variant=minbase bookworm $root $(debian_mirror)"
  debootstrap --variant=minbase bookworm "$root" "$(debian_mirror)" >"$WORK/debootstrap.log" 2>&1
  log "debootstrap done in $(since "$t0")"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  mkdir -p "$root/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$root/usr/local/share/ca-certificates/" 2>/dev/null ||
    true
  t0=$(now)
  mount -t proc proc "$root/proc"
  chroot "$root" /bin/sh -c 'export DEBIAN_FRONTEND=noninteractive
    apt-get update -q && apt-get install -y -q --no-install-recommends nodejs npm ca-certificates &&
    update-ca-certificates && apt-get clean && rm -rf /var/lib/apt/lists/*' \
    >"$WORK/rootfs-apt.log" 2>&1 || {
    umount "$root/proc"
    return 1
  }
  umount "$root/proc"
  log "nodejs $(chroot "$root" node --version), npm $(chroot "$root" npm --version) in $(since "$t0")"
  touch "$root/.smoke-base"
}

clone_source() {
  rm -rf "$WORK/src"
  git clone --quiet "$REPO" "$WORK/src"
  git -C "$WORK/src" checkout --quiet "$(git -C "$REPO" rev-parse HEAD)"
  log "source: clone of $(git -C "$WORK/src" log -1 --format='%h %s' | cut -c1-80)"
}

# ---------------------------------------------------------------------------------------------
# podman: the Dockerfile itself.

PODMAN=(podman)

# Whether podman can run a container here; if not as it is, with the settings this kind of host
# needs (runc instead of crun for hybrid cgroups, limits no higher than the host's own).
podman_usable() {
  apt_install podman
  local out
  if out=$("${PODMAN[@]}" run --rm "$BASE_IMAGE" true 2>&1); then return 0; fi
  log "podman run failed as installed: $(grep -v 'level=' <<<"$out" | tail -n 1)"
  apt_install runc
  cat >"$WORK/containers.conf" <<EOF
[containers]
default_ulimits = ["nofile=$(ulimit -Hn):$(ulimit -Hn)", "nproc=4096:4096"]
[engine]
runtime = "runc"
EOF
  export CONTAINERS_CONF=$WORK/containers.conf
  if out=$("${PODMAN[@]}" run --rm "$BASE_IMAGE" true 2>&1); then
    log "podman runs with runc and ulimits nofile=$(ulimit -Hn), nproc=4096 ($CONTAINERS_CONF)"
    return 0
  fi
  log "podman run failed with runc too: $(grep -v 'level=' <<<"$out" | tail -n 1)"
  return 1
}

import_base() {
  "${PODMAN[@]}" image exists "$BASE_IMAGE" && return 0
  local t0
  t0=$(now)
  tar -C "$WORK/rootfs" -c . | "${PODMAN[@]}" import \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'CMD ["/bin/bash"]' - "$BASE_IMAGE" >/dev/null 2>>"$WORK/podman.err"
  log "imported $BASE_IMAGE in $(since "$t0")"
}

# Runs the image detached with the given extra arguments; prints the container's id.
run_detached() {
  "${PODMAN[@]}" run -d -e HTTPS_PROXY=$DEAD_PROXY -e HTTP_PROXY=$DEAD_PROXY \
    -p "127.0.0.1:${PORT}:8000" -v "$VOLUME:/data" "$@" "$IMAGE" 2>>"$WORK/podman.err"
}

# A container's output, without podman's own complaints (on a host without systemd, podman says
# at every start and stop that it cannot set a timer for the health check).
podlogs() { "${PODMAN[@]}" logs "$1" 2>&1 | grep -v '^time=.*level=' | redact; }

stop_container() {
  local id=$1 t0
  t0=$(now)
  "${PODMAN[@]}" stop -t 30 "$id" >/dev/null 2>&1
  log "podman stop: $(since "$t0"), exit code $("${PODMAN[@]}" inspect "$id" --format '{{.State.ExitCode}}')"
}

podman_checks() {
  local t0 id logs took key out code
  "${PODMAN[@]}" rm -f rankscope-smoke >/dev/null 2>&1 || true
  "${PODMAN[@]}" volume rm -f "$VOLUME" >/dev/null 2>&1 || true

  t0=$(now)
  log "podman build --format docker --build-arg BASE_IMAGE=$BASE_IMAGE -t $IMAGE $WORK/src"
  if ! "${PODMAN[@]}" build --format docker --build-arg "BASE_IMAGE=$BASE_IMAGE" -t "$IMAGE" \
    "$WORK/src" >"$WORK/build.log" 2>&1; then
    fail "podman build (see $WORK/build.log)"
    tail -n 20 "$WORK/build.log" | redact
    return
  fi
  ok "podman build in $(since "$t0"), image $("${PODMAN[@]}" image inspect "$IMAGE" --format '{{.Size}}' | awk '{printf "%.0f MB", $1 / 1e6}')"

  log "1. --hostname $POD_HOSTNAME (HOSTNAME=$POD_HOSTNAME), the image's BIND_ADDRESS=0.0.0.0"
  id=$(run_detached --name rankscope-smoke --hostname "$POD_HOSTNAME")
  if took=$(wait_health "$PORT" 60); then ok "GET /health from the host after $took"; else
    fail "no /health within 60 s"
  fi
  logs=$(podlogs "$id")
  echo "$logs" | sed 's/^/      | /'
  check "$logs" "listening on http://0\.0\.0\.0:8000 \(KV /data/service\.kv" "listens on 0.0.0.0, KV in /data"
  check_not "$logs" "Download" "nothing downloaded at start (proxy $DEAD_PROXY)"
  out=$("${PODMAN[@]}" exec "$id" sh -c 'echo "$(id -un) $(id -u) HOSTNAME=$HOSTNAME"')
  check "$out" "^rankscope 10001 HOSTNAME=$POD_HOSTNAME$" "runs as rankscope (10001): $out"
  key=$("${PODMAN[@]}" logs "$id" 2>/dev/null | grep -oE 'sk_live_[A-Za-z0-9_]+' | head -n 1)
  code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORT}/api/v1/usage" \
    -H "x-api-key: $key")
  check "$code" "^200$" "GET /api/v1/usage with the bootstrap key: $code"
  if "${PODMAN[@]}" healthcheck run "$id" >/dev/null 2>&1; then ok "the image's HEALTHCHECK passes"; else
    fail "the image's HEALTHCHECK"
  fi
  stop_container "$id"
  check "$("${PODMAN[@]}" inspect "$id" --format '{{.State.ExitCode}}')" "^0$" "exit 0 on SIGTERM"
  "${PODMAN[@]}" rm -v "$id" >/dev/null 2>&1

  log "2. again on the same volume, with a read-only root file system (--read-only)"
  id=$(run_detached --read-only --hostname "$POD_HOSTNAME")
  if took=$(wait_health "$PORT" 60); then ok "GET /health after $took"; else fail "no /health"; fi
  logs=$(podlogs "$id")
  check_not "$logs" "Created workspace" "the KV file in the volume was kept (no new workspace)"
  check_not "$logs" "Download|rror" "no download, no error"
  stop_container "$id"
  "${PODMAN[@]}" rm -v "$id" >/dev/null 2>&1

  log "3. HOSTNAME=$POD_HOSTNAME and BIND_ADDRESS unset (-e BIND_ADDRESS=, empty is unset)"
  id=$(run_detached --hostname "$POD_HOSTNAME" -e BIND_ADDRESS=)
  if took=$(wait_health "$PORT" 60); then ok "GET /health after $took"; else fail "no /health"; fi
  logs=$(podlogs "$id")
  check "$logs" "listening on http://0\.0\.0\.0:8000" "binds the default, 0.0.0.0"
  stop_container "$id"
  "${PODMAN[@]}" rm -v "$id" >/dev/null 2>&1

  log "4. HOSTNAME=10.0.0.5 (--hostname) and BIND_ADDRESS unset"
  t0=$(now)
  code=0
  "${PODMAN[@]}" run --rm --hostname 10.0.0.5 -e BIND_ADDRESS= -v "$VOLUME:/data" "$IMAGE" \
    >"$WORK/refused.log" 2>&1 || code=$?
  out=$(grep -v '^time=.*level=' "$WORK/refused.log" | redact)
  echo "$out" | sed 's/^/      | /'
  check "$code" "^1$" "exit code $code in $(since "$t0")"
  check "$out" 'HOSTNAME="10\.0\.0\.5": the bind address is BIND_ADDRESS now' \
    "the refusal names HOSTNAME and BIND_ADDRESS"

  log "5. deno task admin on the volume, the server stopped"
  out=$("${PODMAN[@]}" run --rm -v "$VOLUME:/data" "$IMAGE" deno task admin workspace list 2>&1 |
    grep -v '^time=.*level=' | redact || true)
  check "$out" '"ws_[0-9a-z]+"' "admin workspace list reads the volume's KV file"

  if [[ ${SMOKE_POSTGRES:-1} == 1 ]]; then
    log "6. STORE_URL: a throwaway PostgreSQL (tools/postgres.sh), host network"
    local url
    if url=$(RANKSCOPE_PGDATA=$WORK/pg RANKSCOPE_PGPORT=${SMOKE_PGPORT:-54391} \
      bash "$REPO/tools/postgres.sh" \
      2>"$WORK/postgres.log"); then
      id=$("${PODMAN[@]}" run -d --network host -e BIND_ADDRESS=127.0.0.1 -e PORT=$((PORT + 1)) \
        -e STORE_URL="$url" -e HTTPS_PROXY=$DEAD_PROXY "$IMAGE" 2>/dev/null)
      if took=$(wait_health $((PORT + 1)) 60); then ok "GET /health after $took"; else
        fail "no /health"
      fi
      sleep 1
      logs=$(podlogs "$id")
      check "$logs" "listening on .*\(PostgreSQL postgres://" "on PostgreSQL: $(grep -c listening <<<"$logs") process(es)"
      stop_container "$id"
      "${PODMAN[@]}" rm -v "$id" >/dev/null 2>&1
      RANKSCOPE_PGDATA=$WORK/pg bash "$REPO/tools/postgres.sh" stop || true
    else
      log "skipped: PostgreSQL did not start (see $WORK/postgres.log)"
    fi
  fi
  "${PODMAN[@]}" volume rm -f "$VOLUME" >/dev/null 2>&1 || true
}

# ---------------------------------------------------------------------------------------------
# chroot: the same start command on a clean Debian, without a container engine.

CHROOT=""

cleanup_chroot() {
  [[ -n $CHROOT ]] || return 0
  # The runs mount /proc in a private mount namespace, gone with it; this is for an interrupted
  # setup step.
  if mountpoint -q "$CHROOT/proc"; then umount "$CHROOT/proc" || true; fi
}

# Starts the server in the chroot in new mount, PID and UTS namespaces, as the user rankscope,
# with only the environment given (`NAME=value` arguments). UNSHARE_PID is unshare's pid; the
# server (its only child: sh, chroot, env and sh exec one another) is PID 1 of the namespace.
UNSHARE_PID=""
chroot_start() {
  local logfile=$1
  shift
  unshare --mount --pid --uts --fork --kill-child=SIGTERM --propagation private \
    /bin/sh -c 'hostname "$0"; mount -t proc proc "$1/proc"; root=$1; shift 2
      exec chroot --userspec=rankscope:rankscope "$root" /usr/bin/env -i \
        PATH=/usr/local/bin:/usr/bin:/bin DENO_DIR=/app/.deno-dir DENO_NO_UPDATE_CHECK=1 \
        NO_COLOR=1 KV_PATH=/data/service.kv HTTPS_PROXY='"$DEAD_PROXY"' "$@" \
        /bin/sh -c "cd /app && exec '"$START_CMD"'"' \
    "$POD_HOSTNAME" "$CHROOT" -- "$@" >"$logfile" 2>&1 &
  UNSHARE_PID=$!
}

# Sends SIGTERM to the server and waits for it (in this shell: it is this shell's child).
chroot_stop() {
  local t0 child
  t0=$(now)
  child=$(pgrep -P "$UNSHARE_PID" | head -n 1)
  kill -TERM "${child:-$UNSHARE_PID}"
  wait "$UNSHARE_PID" || true
  log "stopped $(since "$t0") after SIGTERM"
}

chroot_checks() {
  local t0 took logs code out
  CHROOT=$WORK/chroot
  trap cleanup_chroot EXIT
  trap 'cleanup_chroot; exit 130' INT TERM
  rm -rf "$CHROOT"
  t0=$(now)
  cp -a "$WORK/rootfs" "$CHROOT"
  mount -t proc proc "$CHROOT/proc"
  timeout 600 chroot "$CHROOT" npm install -g deno@2.9.6 >"$WORK/chroot-setup.log" 2>&1
  chroot "$CHROOT" useradd --user-group --uid 10001 --no-create-home --home-dir /nonexistent \
    --shell /usr/sbin/nologin rankscope
  mkdir -p "$CHROOT/data" && chroot "$CHROOT" chown rankscope:rankscope /data
  git -C "$WORK/src" archive --format=tar HEAD | (mkdir -p "$CHROOT/app" && tar -C "$CHROOT/app" -x)
  # As the Dockerfile does: dependencies installed by root, made readable, the cache read only.
  chroot "$CHROOT" /bin/sh -c 'cd /app && DENO_DIR=/app/.deno-dir deno install --frozen \
    --entrypoint main.ts && find node_modules \( -type d ! -perm -555 -o -type f ! -perm -444 \) \
    -exec chmod a+rX {} +' >>"$WORK/chroot-setup.log" 2>&1
  umount "$CHROOT/proc"
  ok "chroot ready in $(since "$t0"): $(chroot "$CHROOT" deno --version | head -n 1), node $(chroot "$CHROOT" node --version)"
  log "start command: $START_CMD"

  log "a. HOSTNAME=$POD_HOSTNAME BIND_ADDRESS=0.0.0.0 PORT=$PORT"
  chroot_start "$WORK/chroot-a.log" HOSTNAME="$POD_HOSTNAME" BIND_ADDRESS=0.0.0.0 PORT="$PORT"
  if took=$(wait_health "$PORT" 60); then ok "curl http://127.0.0.1:$PORT/health from outside after $took"; else
    fail "no /health within 60 s"
  fi
  chroot_stop
  logs=$(redact <"$WORK/chroot-a.log")
  echo "$logs" | sed 's/^/      | /'
  check "$logs" "listening on http://0\.0\.0\.0:$PORT" "listens on 0.0.0.0:$PORT"
  check_not "$logs" "Download" "nothing downloaded at start"

  log "b. HOSTNAME=$POD_HOSTNAME, BIND_ADDRESS unset"
  chroot_start "$WORK/chroot-b.log" HOSTNAME="$POD_HOSTNAME" PORT="$PORT"
  if took=$(wait_health "$PORT" 60); then ok "GET /health after $took"; else fail "no /health"; fi
  chroot_stop
  check "$(redact <"$WORK/chroot-b.log")" "listening on http://0\.0\.0\.0:$PORT" "binds the default, 0.0.0.0"

  log "c. HOSTNAME=10.0.0.5, BIND_ADDRESS unset"
  t0=$(now)
  chroot_start "$WORK/chroot-c.log" HOSTNAME=10.0.0.5 PORT="$PORT"
  code=0
  wait "$UNSHARE_PID" || code=$?
  out=$(redact <"$WORK/chroot-c.log")
  echo "$out" | sed 's/^/      | /'
  check "$code" "^1$" "exit code $code in $(since "$t0")"
  check "$out" 'HOSTNAME="10\.0\.0\.5": the bind address is BIND_ADDRESS now' \
    "the refusal names HOSTNAME and BIND_ADDRESS"

  if command -v systemd-analyze >/dev/null; then
    # This host's systemd reads the unit; only ExecStart's binary is the chroot's (the host may
    # have no /usr/local/bin/deno), which systemd-analyze checks exists and is executable.
    log "d. systemd-analyze verify deploy/rankscope.service, ExecStart's deno the chroot's"
    mkdir -p "$WORK/unit"
    sed "s#^ExecStart=/usr/local/bin/deno #ExecStart=$CHROOT/usr/local/bin/deno #" \
      "$WORK/src/deploy/rankscope.service" >"$WORK/unit/rankscope.service"
    if out=$(systemd-analyze verify "$WORK/unit/rankscope.service" 2>&1); then
      ok "systemd-analyze $(systemd-analyze --version | head -n 1 | cut -d' ' -f2) verify: no complaint"
    else
      fail "systemd-analyze verify: $out"
    fi
  fi
}

# ---------------------------------------------------------------------------------------------
# systemd: docs/self-hosting.md's steps for a Linux host, and deploy/rankscope.service run by
# systemd itself, in a container booted with systemd-nspawn (host network, its own PID 1).

NSPAWN_PID=""
systemd_checks() {
  local root=$WORK/nspawn t0 took init out port=$((PORT + 2))
  apt_install systemd-container
  rm -rf "$root"
  t0=$(now)
  cp -a "$WORK/rootfs" "$root"
  git clone --quiet "$WORK/src" "$root/tmp/src"
  mount -t proc proc "$root/proc"
  # The steps of docs/self-hosting.md, "systemd on a Linux host" (git clone from the copy).
  if ! chroot "$root" /bin/bash -ec '
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q && apt-get install -y -q --no-install-recommends systemd systemd-sysv dbus git
    npm install -g deno@2.9.6
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin rankscope
    git clone -q /tmp/src /opt/rankscope
    cd /opt/rankscope
    DENO_DIR=/opt/rankscope/.deno-dir deno install --frozen --entrypoint main.ts
    find node_modules \( -type d ! -perm -555 -o -type f ! -perm -444 \) -exec chmod a+rX {} +
    install -d -m 0750 -g rankscope /etc/rankscope
    install -m 0640 -g rankscope /dev/null /etc/rankscope/rankscope.env
    printf "PORT='"$port"'\nPUBLIC_BASE_URL=https://seo.example.test\nTRUSTED_PROXIES=127.0.0.1\n" \
      >/etc/rankscope/rankscope.env
    install -m 0644 deploy/rankscope.service /etc/systemd/system/rankscope.service
    systemctl enable rankscope' >"$WORK/nspawn-setup.log" 2>&1; then
    umount "$root/proc"
    fail "the host steps in the chroot (see $WORK/nspawn-setup.log)"
    return
  fi
  umount "$root/proc"
  mkdir -p "$root/var/log/journal"
  ok "the docs' host steps done in $(since "$t0")"

  t0=$(now)
  # --keep-unit --register=no: no systemd and no D-Bus on a host like this one.
  systemd-nspawn -D "$root" -b --register=no --keep-unit --console=pipe \
    --machine=rankscope-smoke >"$WORK/nspawn.log" 2>&1 &
  NSPAWN_PID=$!
  if took=$(wait_health "$port" 90); then
    ok "booted; the unit answers /health on 127.0.0.1:$port $took after systemd-nspawn started"
  else
    fail "no /health from the unit within 90 s (see $WORK/nspawn.log)"
    kill "$NSPAWN_PID" 2>/dev/null || true
    wait "$NSPAWN_PID" || true
    return
  fi
  init=$(pgrep -P "$NSPAWN_PID" | head -n 1)
  journal() { journalctl -D "$root/var/log/journal" -u rankscope --no-pager 2>&1 | redact; }
  check "$(journal)" "listening on http://127\.0\.0\.1:$port \(KV /var/lib/rankscope/service\.kv" \
    "listens on 127.0.0.1, KV in the state directory"
  check_not "$(journal)" "Download" "nothing downloaded at start"
  out=$(nsenter -t "$init" -a /bin/sh -c 'pid=$(systemctl show -P MainPID rankscope)
    echo "$(stat -c %U /proc/$pid) $(grep -E "^(NoNewPrivs|CapEff)" /proc/$pid/status | tr -s "\t\n" "  ")"
    stat -c "%U %a" /var/lib/rankscope')
  check "$out" "^rankscope CapEff: 0+ NoNewPrivs: 1 *$" "runs as rankscope, NoNewPrivs, no capabilities"
  check "$out" "^rankscope 700$" "/var/lib/rankscope is rankscope's, mode 700"

  t0=$(now)
  nsenter -t "$init" -a /bin/sh -c 'kill -KILL "$(systemctl show -P MainPID rankscope)"'
  sleep 1
  if wait_health "$port" 30 >/dev/null; then
    ok "killed with SIGKILL: answering again $(since "$t0") later (Restart=on-failure, RestartSec=5s)"
  else
    fail "not restarted after SIGKILL"
  fi
  t0=$(now)
  nsenter -t "$init" -a systemctl stop rankscope
  out=$(nsenter -t "$init" -a systemctl show -p Result -p ExecMainStatus -p NRestarts rankscope |
    tr '\n' ' ')
  check "$out" "Result=success" "systemctl stop in $(since "$t0"): $out"
  out=$(nsenter -t "$init" -a /bin/sh -c 'cd /opt/rankscope && runuser -u rankscope -- env \
    DENO_DIR=/opt/rankscope/.deno-dir KV_PATH=/var/lib/rankscope/service.kv \
    deno task admin workspace list' 2>&1 | redact)
  check "$out" '"ws_[0-9a-z]+"' "the docs' admin command, the unit stopped"
  nsenter -t "$init" -a systemctl poweroff || true
  wait "$NSPAWN_PID" || true
  NSPAWN_PID=""
  log "the container powered off"
}

clean() {
  podman rm -f rankscope-smoke >/dev/null 2>&1 || true
  podman rmi -f "$IMAGE" "$BASE_IMAGE" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  rm -rf "$WORK"
  log "removed $WORK and the smoke images"
}

main() {
  need_root
  if [[ $MODE == clean ]]; then clean && return; fi
  mkdir -p "$WORK"
  log "mode $MODE, work folder $WORK, port $PORT"
  local t0
  t0=$(now)
  base_rootfs
  clone_source
  case $MODE in
    podman)
      import_base_first
      podman_checks
      ;;
    chroot) chroot_checks ;;
    both)
      import_base_first
      podman_checks
      chroot_checks
      ;;
    systemd) systemd_checks ;;
    all)
      import_base_first
      podman_checks
      chroot_checks
      systemd_checks
      ;;
    auto)
      if import_base_first; then podman_checks; else
        log "podman cannot run containers here: the chroot instead"
        chroot_checks
      fi
      ;;
    *)
      echo "usage: container_smoke.sh [auto|podman|chroot|both|systemd|all|clean]" >&2
      exit 2
      ;;
  esac
  log "done in $(since "$t0"): $FAILURES failure(s)"
  ((FAILURES == 0))
}

# Imports the base image, then checks that podman can run it.
import_base_first() {
  apt_install podman
  import_base
  podman_usable
}

main "$@"
