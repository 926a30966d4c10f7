#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on 127.0.0.1 and TEST_DATABASE_URL pointing
# at it; the cluster is stopped and removed afterwards, whatever the command's outcome.
# PostgreSQL refuses to run as root, so as root the cluster runs as the `postgres` user.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL binaries in $PG_BIN (set PG_BIN)" >&2
  exit 1
fi

PG_PORT="${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
PG_DIR="$(mktemp -d /tmp/values-cross-pg.XXXXXX)"

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

cleanup() {
  as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap cleanup EXIT

if [ "$(id -u)" = 0 ]; then chown postgres "$PG_DIR"; fi
as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w \
  -o "-p $PG_PORT -h 127.0.0.1 -k $PG_DIR -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
export PG_DATA_DIR="$PG_DIR/data" PG_BIN PG_PORT
echo "with-postgres: PostgreSQL on 127.0.0.1:$PG_PORT"
"$@"
