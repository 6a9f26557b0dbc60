#!/usr/bin/env bash
# The browser tests in two shards side by side (CI): each shard is its own Playwright run with its own service, port,
# data directory and demo data, so the specs of one shard never see what the other's change. The logs are printed one
# after the other when both have ended; the exit status is a failure if either shard failed.
set -uo pipefail
cd "$(dirname "$0")/.."
SHARDS="${E2E_SHARDS:-2}"
logs="$(mktemp -d)"
pids=()
for i in $(seq 1 "$SHARDS"); do
  E2E_PORT=$((8180 + i)) E2E_OUTPUT="test-results/shard-$i" \
    npx playwright test --shard="$i/$SHARDS" "$@" >"$logs/$i" 2>&1 &
  pids+=($!)
done
status=0
for i in $(seq 1 "$SHARDS"); do
  wait "${pids[$((i - 1))]}" || status=1
done
for i in $(seq 1 "$SHARDS"); do
  echo "== browser tests, shard $i of $SHARDS"
  cat "$logs/$i"
done
# Last, each shard's own summary (failed, flaky, passed and the tests they name), so the end of a long CI log says
# what went wrong in every shard, not only in the last one printed; a shard that ended before its summary shows its
# last lines instead.
echo "== browser tests, summary"
for i in $(seq 1 "$SHARDS"); do
  echo "-- shard $i of $SHARDS"
  first="$(grep -nE '^  [0-9]+ (failed|flaky|passed|skipped|interrupted|did not run)' "$logs/$i" | head -1 | cut -d: -f1)"
  if [ -n "$first" ]; then tail -n "+$first" "$logs/$i"; else tail -n 30 "$logs/$i"; fi
done
rm -rf "$logs"
exit "$status"
