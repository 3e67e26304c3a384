#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on a free loopback port and prints its URL.
# Usage: eval "$(bash test/setup/throwaway-postgres.sh)"  → sets TEST_DATABASE_URL and PASSDECK_PG_STOP.
set -euo pipefail
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$pg_bin" ]; then
  pg_bin=$(dirname "$(command -v initdb)")
fi
dir=$(mktemp -d /tmp/passdeck-pg.XXXXXX)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null || echo $((20000 + RANDOM % 20000)))
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  # initdb refuses to run as root; the Debian package creates a postgres user.
  chown -R postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
"${as_owner[@]}" "$pg_bin/initdb" -D "$dir/data" -U postgres --auth=trust --no-sync -E UTF8 >"$dir/initdb.log" 2>&1
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
echo "export PASSDECK_PG_STOP='${as_owner[*]} $pg_bin/pg_ctl -D $dir/data -m immediate stop; rm -rf $dir'"
