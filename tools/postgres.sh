#!/usr/bin/env bash
# A throw-away PostgreSQL for tests of the PostgreSQL store (lib/store/postgres.ts): installs
# Debian's server when initdb is missing, creates a trust-authenticated cluster in $PGDATA owned
# by the `postgres` OS user (initdb refuses root), starts it on 127.0.0.1:$PGPORT, creates the
# database, and prints one line on stdout: its URL. Idempotent: a second run while it is up just
# prints the URL. `tools/postgres.sh stop` stops it.
#
#   TEST_POSTGRES_URL=$(bash tools/postgres.sh) deno test -A lib/store/
set -euo pipefail

PGDATA="${RANKSCOPE_PGDATA:-/tmp/rankscope-pg}"
PGPORT="${RANKSCOPE_PGPORT:-54329}"
DB=rankscope
URL="postgres://postgres@127.0.0.1:${PGPORT}/${DB}"
LOG="${PGDATA}.log"

log() { echo "postgres.sh: $*" >&2; }

# The directory of Debian's server binaries (the newest installed major version), or nothing.
pg_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [[ -n "$dir" && -x "$dir/initdb" ]] && echo "$dir"
  return 0
}

# Runs a command as the `postgres` OS user (as is when we are that user already).
as_pg() {
  if [[ "$(id -un)" == postgres ]]; then "$@"; else (cd / && runuser -u postgres -- "$@"); fi
}

install_server() {
  local apt_log=/tmp/rankscope-pg-apt.log
  log "installing Debian's postgresql (log: $apt_log)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >"$apt_log" 2>&1
  apt-get install -y -q --no-install-recommends postgresql >>"$apt_log" 2>&1
}

init_cluster() {
  local bin=$1
  mkdir -p "$PGDATA"
  chown postgres: "$PGDATA"
  chmod 700 "$PGDATA"
  log "creating a cluster in $PGDATA"
  as_pg "$bin/initdb" -D "$PGDATA" -U postgres --auth=trust -E UTF8 >/dev/null
  {
    echo "listen_addresses = '127.0.0.1'"
    echo "port = $PGPORT"
    echo "unix_socket_directories = '$PGDATA'"
    echo "max_connections = 200"
    echo "fsync = off"
    echo "synchronous_commit = off"
  } | as_pg tee -a "$PGDATA/postgresql.conf" >/dev/null
}

start_server() {
  local bin=$1
  touch "$LOG"
  chown postgres: "$LOG"
  as_pg "$bin/pg_ctl" -D "$PGDATA" -l "$LOG" -w -t 60 start >/dev/null
}

create_db() {
  local bin=$1
  local exists
  exists=$(as_pg "$bin/psql" -h 127.0.0.1 -p "$PGPORT" -U postgres -d postgres -tAc \
    "select 1 from pg_database where datname = '$DB'")
  [[ "$exists" == 1 ]] || as_pg "$bin/createdb" -h 127.0.0.1 -p "$PGPORT" -U postgres "$DB"
}

main() {
  local bin
  bin=$(pg_bin)
  if [[ "${1:-start}" == stop ]]; then
    [[ -n "$bin" && -f "$PGDATA/postmaster.pid" ]] &&
      as_pg "$bin/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
    return 0
  fi
  if [[ -z "$bin" ]]; then
    install_server
    bin=$(pg_bin)
    [[ -n "$bin" ]] || { log "initdb not found after installing postgresql"; exit 1; }
  fi
  [[ -f "$PGDATA/PG_VERSION" ]] || init_cluster "$bin"
  as_pg "$bin/pg_ctl" -D "$PGDATA" status >/dev/null 2>&1 || start_server "$bin"
  as_pg "$bin/pg_isready" -q -h 127.0.0.1 -p "$PGPORT" -t 30
  create_db "$bin"
  echo "$URL"
}

main "$@"
