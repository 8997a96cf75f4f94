#!/usr/bin/env bash
# Runs the CMS contract suite (Vitest project `cms`) against PostgreSQL: a throwaway cluster on
# 127.0.0.1 and a free port, owned by a non-root user, removed afterwards. Exits non-zero on failure.
# Installs PostgreSQL with apt-get when it is missing (as root, or through sudo).
set -euo pipefail
cd "$(dirname "$0")/.."

find_pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

PGBIN="$(find_pgbin || true)"
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  sudo=''
  [ "$(id -u)" -eq 0 ] || sudo='sudo'
  echo "cms-postgres: installing postgresql"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  PGBIN="$(find_pgbin)"
fi

# initdb/postgres refuse to run as root: use the `postgres` system user when we are root.
as_pg() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
  as_pg() { runuser -u postgres -- "$@"; }
fi

WORK="$(mktemp -d /tmp/ditp-cms-pg.XXXXXX)"
chmod 755 "$WORK"
[ "$(id -u)" -eq 0 ] && chown postgres "$WORK"
PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
DB=ditp_cms_test
USERNAME=ditp
PASSWORD="ditp-$RANDOM-$RANDOM"

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

printf '%s\n' "$PASSWORD" >"$WORK/pw"
[ "$(id -u)" -eq 0 ] && chown postgres "$WORK/pw"
as_pg "$PGBIN/initdb" -D "$WORK/data" -U "$USERNAME" --pwfile="$WORK/pw" --auth=scram-sha-256 \
  --encoding=UTF8 --locale=C.UTF-8 >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log"; exit 1; }
as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/postgres.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$WORK/postgres.log"; exit 1; }
PGPASSWORD="$PASSWORD" "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U "$USERNAME" "$DB"
echo "cms-postgres: PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT, database $DB"

export DATABASE_CLIENT=postgres DATABASE_HOST=127.0.0.1 DATABASE_PORT="$PORT" DATABASE_NAME="$DB" \
  DATABASE_USERNAME="$USERNAME" DATABASE_PASSWORD="$PASSWORD" DATABASE_SSL=false \
  STRAPI_TELEMETRY_DISABLED=true
set +e
npx vitest run --project cms "$@"
status=$?
set -e
if [ "$status" -ne 0 ]; then
  echo "cms-postgres: FAILED (exit $status); last PostgreSQL log lines:"
  tail -n 20 "$WORK/postgres.log" || true
fi
exit "$status"
