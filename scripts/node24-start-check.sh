#!/usr/bin/env bash
# Starts the built service as `npm start` does (scripts/start.mjs: its Node options and environment, dist/server/main.mjs)
# with the `node` first on PATH (CI puts Node 24 there), waits until GET /health/ready answers 200, then stops it with
# SIGTERM and expects a clean exit. PORT defaults to 8390.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${PORT:-8390}"
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
echo "node $(node --version): starting the service (scripts/start.mjs) on port $port"
PORT="$port" DATA_DIR="$data" LOG_LEVEL=warn node scripts/start.mjs &
pid=$!
for _ in $(seq 1 240); do
  if [ "$(curl -s -o /dev/null -w '%{http_code}' "http://localhost:$port/health/ready" || true)" = "200" ]; then
    echo "ready"
    kill -TERM "$pid"
    wait "$pid"
    echo "stopped cleanly on SIGTERM"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "the service ended before it was ready" >&2
    exit 1
  fi
  sleep 0.5
done
echo "not ready within 120 s" >&2
kill -TERM "$pid" || true
exit 1
