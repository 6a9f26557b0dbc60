#!/usr/bin/env bash
# The browser tests in shards side by side (CI; two unless E2E_SHARDS says otherwise): each shard is its own Playwright
# run with its own service, port, data directory and demo data, so the specs of one shard never see what the other's
# change. With e2e/shard-times.json the spec files are split by their measured time (scripts/e2e-shard-plan.mjs), not by
# their count, so the shards end at about the same time; the plan fails if a spec file would run in no shard or in two.
# The shards' lines are printed as they come, each marked with its shard; the summaries last; the exit status is a
# failure if any shard failed.
# Arguments are passed to every shard's Playwright (options such as --grep, not spec files).
set -uo pipefail
cd "$(dirname "$0")/.."
SHARDS="${E2E_SHARDS:-2}"
# Shard i listens on E2E_BASE_PORT + i (8181, 8182 by default).
BASE_PORT="${E2E_BASE_PORT:-8180}"
# E2E_TIMES_DIR: each shard also writes Playwright's JSON report there (shard-i.json); to measure the times anew:
#   E2E_TIMES_DIR=/tmp/times CI=true bash scripts/e2e-shards.sh && node scripts/e2e-shard-plan.mjs --times /tmp/times/*.json
TIMES_DIR="${E2E_TIMES_DIR:-}"
reporter=()
if [ -n "$TIMES_DIR" ]; then
  mkdir -p "$TIMES_DIR"
  reporter=(--reporter=list,json)
fi
# Without measured times (no e2e/shard-times.json), Playwright's own split by count (--shard=i/N).
shard_files=()
if [ -f e2e/shard-times.json ]; then
  plan="$(node scripts/e2e-shard-plan.mjs "$SHARDS")" || exit 1
  mapfile -t shard_files <<<"$plan"
fi
logs="$(mktemp -d)"
pids=()
for i in $(seq 1 "$SHARDS"); do
  if [ "${#shard_files[@]}" -eq 0 ]; then
    selection=(--shard="$i/$SHARDS")
  else
    read -r -a selection <<<"${shard_files[$((i - 1))]:-}"
  fi
  # A shard without files would run them all (no filter): it has nothing to do.
  if [ "${#selection[@]}" -eq 0 ]; then
    echo "  0 passed (shard without spec files)" >"$logs/$i"
    echo 0 >"$logs/$i.status"
    pids+=("")
    continue
  fi
  # Each shard's lines are printed as they come, marked [i], and kept in its log for the summary: a run stopped from
  # outside (CI's time limit) still shows how far each shard had come and which test it was in.
  (
    E2E_PORT=$((BASE_PORT + i)) E2E_OUTPUT="test-results/shard-$i" PLAYWRIGHT_JSON_OUTPUT_FILE="${TIMES_DIR:+$TIMES_DIR/shard-$i.json}" \
      npx playwright test "${reporter[@]}" "$@" "${selection[@]}" 2>&1
    echo $? >"$logs/$i.status"
  ) | tee "$logs/$i" | sed -u "s/^/[$i] /" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do
  if [ -n "$pid" ]; then wait "$pid"; fi
done
for i in $(seq 1 "$SHARDS"); do
  # A shard that wrote no status was stopped before Playwright returned: a failure.
  if [ "$(cat "$logs/$i.status" 2>/dev/null)" != 0 ]; then status=1; fi
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
