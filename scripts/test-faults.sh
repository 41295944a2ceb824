#!/usr/bin/env bash
# npm run test:faults [-- --quick] [vitest arguments]: the fault suite (tests/faults) on SQLite, then
# on PostgreSQL 15 — TEST_DATABASE_URL when set, else a throwaway server started here (as CI's).
# --quick leaves out the on-demand *.slow.test.ts files; ENGINES=sqlite|postgres runs one engine.
# Figures go to test-results/faults/<engine>/ (docs/reliability.md quotes them).
set -euo pipefail
cd "$(dirname "$0")/.."
export ONNXRUNTIME_NODE_INSTALL=skip

args=()
for arg in "$@"; do
  if [ "$arg" = "--quick" ]; then export FAULTS_QUICK=1; else args+=("$arg"); fi
done
engines=${ENGINES:-sqlite postgres}

run() {
  local engine=$1 start=$SECONDS
  echo "== fault suite on $engine${FAULTS_QUICK:+ (quick)}"
  FAULTS_ENGINE=$engine npx vitest run --config tests/faults/vitest.config.ts "${args[@]}"
  echo "== fault suite on $engine: $((SECONDS - start)) s"
}

for engine in $engines; do
  if [ "$engine" = sqlite ]; then
    (unset TEST_DATABASE_URL; run sqlite)
    continue
  fi
  if [ -z "${TEST_DATABASE_URL:-}" ]; then
    PGBIN=/usr/lib/postgresql/15/bin
    if [ ! -x "$PGBIN/initdb" ]; then
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    fi
    PGDIR=$(mktemp -d)
    chown postgres:postgres "$PGDIR"; chmod 700 "$PGDIR"
    PGPORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    runuser -u postgres -- "$PGBIN/initdb" -D "$PGDIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    # Enough connections for the load test's pools (each app process holds up to 10).
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $PGPORT -c unix_socket_directories=$PGDIR -c fsync=off -c max_connections=200" start >/dev/null
    trap 'runuser -u postgres -- "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null || true; rm -rf "$PGDIR"' EXIT
    export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
  fi
  run postgres
done
