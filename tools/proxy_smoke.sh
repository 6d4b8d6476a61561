#!/usr/bin/env bash
# Puts Caddy (deploy/Caddyfile) and nginx (the server block of docs/self-hosting.md) in front of
# this checkout's server, each with TLS, and checks what docs/self-hosting.md says of them:
# /health through the proxy, the OAuth issuer is PUBLIC_BASE_URL, and a job's event stream
# arrives event by event (its first event long before the job ends), not when it ends. Not part
# of `deno task test`: it needs Debian's caddy and nginx packages (downloaded and unpacked into
# the work folder with `apt-get download`, not installed) and a minute.
#
#   bash tools/proxy_smoke.sh
#
# The configurations are the shipped ones, with only the host name, ports, certificate and the
# server's port replaced. Settings: SMOKE_WORK (/tmp/rankscope-proxy-smoke).
set -euo pipefail

REPO=$(cd "$(dirname "$0")/.." && pwd)
WORK=${SMOKE_WORK:-/tmp/rankscope-proxy-smoke}
HOST=seo.example.test
APP_PORT=18811
SLOW_PORT=18812
CADDY_PORT=18443
NGINX_PORT=18444
SLOW_SECONDS=5
PIDS=()
FAILURES=0

log() { printf '%s  %s\n' "$(date +%H:%M:%S)" "$*"; }
ok() { log "ok    $*"; }
fail() {
  log "FAIL  $*"
  FAILURES=$((FAILURES + 1))
}
now() { echo $(($(date +%s%N) / 1000000)); }
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

# Waits up to a minute until `curl -k ARGS...` succeeds.
wait_port() {
  local t0
  t0=$(now)
  until curl -skf -o /dev/null "$@"; do
    (($(now) - t0 < 60000)) || return 1
    sleep 0.2
  done
}

unpack_proxies() {
  [[ -x $WORK/root/usr/bin/caddy && -x $WORK/root/usr/sbin/nginx ]] && return 0
  mkdir -p "$WORK/debs"
  (cd "$WORK/debs" && apt-get download caddy nginx nginx-common >/dev/null 2>&1) || {
    apt-get update -q >/dev/null 2>&1
    (cd "$WORK/debs" && apt-get download caddy nginx nginx-common >/dev/null)
  }
  for deb in "$WORK"/debs/*.deb; do dpkg -x "$deb" "$WORK/root"; done
}

# A site whose every page answers after SLOW_SECONDS: a technical QA job of it (a queued job,
# 202) runs at least that long.
start_slow_page() {
  python3 - "$SLOW_PORT" "$SLOW_SECONDS" >"$WORK/slow.log" 2>&1 <<'EOF' &
import sys, time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
port, delay = int(sys.argv[1]), float(sys.argv[2])
class Slow(BaseHTTPRequestHandler):
    def do_GET(self):
        time.sleep(delay)
        body = b"<html><head><title>Slow</title></head><body><main><h1>Slow page</h1>" + \
            b"<p>" + b"Some text of the slow page. " * 40 + b"</p></main></body></html>"
        self.send_response(200)
        self.send_header("content-type", "text/html; charset=utf-8")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
ThreadingHTTPServer(("127.0.0.1", port), Slow).serve_forever()
EOF
  PIDS+=($!)
}

start_server() {
  local start deno
  start=$(sed -n 's/^ *"start": "deno \(.*\)",$/\1/p' "$REPO/deno.json")
  # The binary itself (not npx's wrapper), so that stopping it is one signal to one process.
  deno=$(npx -y deno@2.9.6 eval 'console.log(Deno.execPath())')
  rm -rf "$WORK/kv" && mkdir -p "$WORK/kv"
  # shellcheck disable=SC2086 # the task's arguments
  (cd "$REPO" && exec env BIND_ADDRESS=127.0.0.1 PORT=$APP_PORT KV_PATH="$WORK/kv/service.kv" \
    PUBLIC_BASE_URL="https://$HOST" TRUSTED_PROXIES=127.0.0.1 FETCH_ALLOW_HOSTS=127.0.0.1 \
    NO_COLOR=1 "$deno" $start) >"$WORK/server.log" 2>&1 &
  PIDS+=($!)
  wait_port "http://127.0.0.1:$APP_PORT/health" || { fail "the server did not start" && exit 1; }
  KEY=$(grep -oE 'sk_live_[A-Za-z0-9_]+' "$WORK/server.log" | head -n 1)
}

start_caddy() {
  mkdir -p "$WORK/caddy"
  {
    printf '{\n\tadmin off\n\tauto_https disable_redirects\n\tskip_install_trust\n'
    printf '\tstorage file_system %s\n}\n\n' "$WORK/caddy/data"
    sed -e "s/^seo\.example\.com {/$HOST:$CADDY_PORT {\n\ttls internal/" \
      -e "s/127\.0\.0\.1:8000/127.0.0.1:$APP_PORT/" "$REPO/deploy/Caddyfile"
  } >"$WORK/caddy/Caddyfile"
  "$WORK/root/usr/bin/caddy" run --config "$WORK/caddy/Caddyfile" --adapter caddyfile \
    >"$WORK/caddy/caddy.log" 2>&1 &
  PIDS+=($!)
  wait_port --resolve "$HOST:$CADDY_PORT:127.0.0.1" "https://$HOST:$CADDY_PORT/health" ||
    { fail "caddy did not start: $(tail -n 3 "$WORK/caddy/caddy.log")" && return 1; }
  CADDY_CA=$WORK/caddy/data/pki/authorities/local/root.crt
}

# nginx with the server block of docs/self-hosting.md, changed by the sed expression $1; $2 is
# added to the ports (several at once).
start_nginx() {
  local dir=$WORK/nginx$2
  mkdir -p "$dir/conf" "$dir/logs" "$dir/tmp"
  [[ -f $WORK/cert.pem ]] || openssl req -x509 -newkey rsa:2048 -nodes -days 2 \
    -subj "/CN=$HOST" -addext "subjectAltName=DNS:$HOST" \
    -keyout "$WORK/key.pem" -out "$WORK/cert.pem" >/dev/null 2>&1
  awk '/^```nginx$/ { on = 1; next } on && /^```$/ { exit } on' "$REPO/docs/self-hosting.md" |
    sed -e "s/listen 80;/listen $((NGINX_PORT + 100 + $2));/" \
      -e "s/listen 443 ssl;/listen $((NGINX_PORT + $2)) ssl;/" \
      -e "s/seo\.example\.com;/$HOST;/" \
      -e "s#ssl_certificate .*#ssl_certificate $WORK/cert.pem;#" \
      -e "s#ssl_certificate_key .*#ssl_certificate_key $WORK/key.pem;#" \
      -e "s#http://127\.0\.0\.1:8000#http://127.0.0.1:$APP_PORT#" \
      -e "$1" >"$dir/conf/site.conf"
  cat >"$dir/conf/nginx.conf" <<EOF
daemon off;
pid $dir/nginx.pid;
error_log $dir/logs/error.log;
events {}
http {
    access_log $dir/logs/access.log;
    client_body_temp_path $dir/tmp/body;
    proxy_temp_path $dir/tmp/proxy;
    fastcgi_temp_path $dir/tmp/fastcgi;
    uwsgi_temp_path $dir/tmp/uwsgi;
    scgi_temp_path $dir/tmp/scgi;
    include $dir/conf/site.conf;
}
EOF
  "$WORK/root/usr/sbin/nginx" -p "$dir" -c "$dir/conf/nginx.conf" -e "$dir/logs/error.log" &
  PIDS+=($!)
  wait_port "https://127.0.0.1:$((NGINX_PORT + $2))/health" ||
    { fail "nginx did not start: $(tail -n 3 "$dir/logs/error.log")" && return 1; }
}

# Milliseconds from opening a job's event stream to its first event and to its end, through the
# proxy at $1 (https://HOST:PORT) with CA $2.
stream_timing() {
  local base=$1 ca=$2 job t0 first="" line
  job=$(curl -s --cacert "$ca" --resolve "$HOST:${base##*:}:127.0.0.1" \
    "$base/api/v1/content/technical-qa" \
    -H "x-api-key: $KEY" -H 'content-type: application/json' \
    -d "{\"url\":\"http://127.0.0.1:$SLOW_PORT/slow\"}" | sed -n 's/.*"job_id":"\([^"]*\)".*/\1/p')
  t0=$(now)
  while IFS= read -r line; do
    if [[ -z $first && $line == event:* ]]; then first=$(($(now) - t0)); fi
  done < <(curl -sN --cacert "$ca" --resolve "$HOST:${base##*:}:127.0.0.1" --max-time 90 \
    "$base/api/v1/jobs/$job/events" -H "x-api-key: $KEY")
  echo "${first:-none} $(($(now) - t0))"
}

check_proxy() {
  local name=$1 base=$2 ca=$3 expect_stream=${4:-streamed} body timing first total
  body=$(curl -s --cacert "$ca" --resolve "$HOST:${base##*:}:127.0.0.1" "$base/health" || true)
  [[ $body == '{"status":"ok"}' ]] && ok "$name: GET $base/health over TLS" ||
    fail "$name: /health answered '$body'"
  body=$(curl -s --cacert "$ca" --resolve "$HOST:${base##*:}:127.0.0.1" \
    "$base/.well-known/oauth-authorization-server" || true)
  [[ $body == *"\"issuer\":\"https://$HOST\""* ]] && ok "$name: the OAuth issuer is PUBLIC_BASE_URL" ||
    fail "$name: issuer not https://$HOST: ${body:0:200}"
  timing=$(stream_timing "$base" "$ca")
  first=${timing% *}
  total=${timing#* }
  if [[ $expect_stream == streamed ]]; then
    if [[ $first != none ]] && ((first < 2000 && total >= SLOW_SECONDS * 1000 - 500)); then
      ok "$name: first event after ${first} ms, the stream ended after ${total} ms (the job takes ${SLOW_SECONDS} s)"
    else
      fail "$name: first event after ${first} ms, end after ${total} ms: held back"
    fi
  else
    log "      $name: first event after ${first} ms, end after ${total} ms ($expect_stream)"
    if [[ $first != none ]] && ((first >= SLOW_SECONDS * 1000 - 500)); then
      ok "$name: the control is held back, so the check above can tell"
    else
      fail "$name: the control was not held back: the check cannot tell buffering"
    fi
  fi
}

main() {
  mkdir -p "$WORK"
  unpack_proxies
  log "caddy $("$WORK/root/usr/bin/caddy" version | cut -d' ' -f1), $("$WORK/root/usr/sbin/nginx" -v 2>&1 | cut -d' ' -f3)"
  start_slow_page
  start_server
  log "server on 127.0.0.1:$APP_PORT (PUBLIC_BASE_URL=https://$HOST, TRUSTED_PROXIES=127.0.0.1)"
  start_caddy && check_proxy caddy "https://$HOST:$CADDY_PORT" "$CADDY_CA"
  start_nginx "s/^//" 0 && check_proxy nginx "https://$HOST:$NGINX_PORT" "$WORK/cert.pem"
  # The server's X-Accel-Buffering: no alone keeps the stream flowing under nginx's default
  # buffering; ignoring the header as well shows what buffering does to it.
  start_nginx "s/proxy_buffering off;/proxy_buffering on;/" 1 &&
    check_proxy "nginx, proxy_buffering on" "https://$HOST:$((NGINX_PORT + 1))" "$WORK/cert.pem"
  start_nginx "s/proxy_buffering off;/proxy_buffering on; proxy_ignore_headers X-Accel-Buffering;/" 2 &&
    check_proxy "nginx, buffering on, header ignored" "https://$HOST:$((NGINX_PORT + 2))" \
      "$WORK/cert.pem" "control: buffered"
  log "done: $FAILURES failure(s)"
  ((FAILURES == 0))
}

main "$@"
