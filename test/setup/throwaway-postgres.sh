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
# PgBouncer in transaction mode in front of it, when installed: the plan-limit lock must hold
# through a pooler that hands each transaction to any server connection.
stop_bouncer=''
pgbouncer_bin=$(command -v pgbouncer || ls /usr/sbin/pgbouncer 2>/dev/null || true)
if [ -n "$pgbouncer_bin" ]; then
  bouncer_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null || echo $((40000 + RANDOM % 20000)))
  cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$port user=postgres

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $bouncer_port
unix_socket_dir =
auth_type = trust
auth_file = $dir/pgbouncer-users.txt
pool_mode = transaction
default_pool_size = 4
ignore_startup_parameters = extra_float_digits
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
  echo '"postgres" ""' >"$dir/pgbouncer-users.txt"
  [ "$(id -u)" -ne 0 ] || chown postgres "$dir/pgbouncer.ini" "$dir/pgbouncer-users.txt"
  # PgBouncer, like initdb, refuses to run as root.
  "${as_owner[@]}" "$pgbouncer_bin" -d "$dir/pgbouncer.ini" >/dev/null
  for _ in $(seq 50); do
    python3 -c "import socket; socket.create_connection(('127.0.0.1', $bouncer_port), 0.2)" 2>/dev/null && break
    sleep 0.1
  done
  echo "export TEST_PGBOUNCER_URL=postgres://postgres@127.0.0.1:$bouncer_port/postgres"
  stop_bouncer="kill \$(cat $dir/pgbouncer.pid) 2>/dev/null;"
fi
echo "export PASSDECK_PG_STOP='$stop_bouncer ${as_owner[*]} $pg_bin/pg_ctl -D $dir/data -m immediate stop; rm -rf $dir'"
