#!/usr/bin/env bash
# Runs the Rust tests again on PostgreSQL (TEST_DATABASE_URL, or the URL given as the first argument).
# A local server that is down is started when this machine has one (pg_ctlcluster). When no server
# answers, the run is skipped on a developer's machine and fails under CI=true: CI proves both databases.
set -euo pipefail
cd "$(dirname "$0")/.."

url="${TEST_DATABASE_URL:-${1:?usage: scripts/test-pg.sh POSTGRES_URL}}"
hostport=$(echo "$url" | sed -E 's#^[a-z]+://([^@/]*@)?([^/:?]+)(:([0-9]+))?.*#\2 \4#')
host=${hostport% *}
port=${hostport#* }
port=${port:-5432}

answers() { (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null; }

if ! answers && [[ "$host" == 127.0.0.1 || "$host" == localhost ]] && command -v pg_ctlcluster >/dev/null; then
  for version in $(ls /etc/postgresql 2>/dev/null); do
    echo "PostgreSQL at $host:$port is down: starting cluster $version/main"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  done
  for _ in $(seq 50); do answers && break; sleep 0.2; done
fi

if answers; then
  echo "Rust tests on PostgreSQL at $host:$port"
  # The whole workspace, as `make test-rust` builds it: the same feature set reuses that build instead of
  # compiling every dependency again (only the server's tests read TEST_DATABASE_URL).
  # Each test spends much of its time waiting for its own database to be made (CREATE DATABASE writes and
  # flushes it): more tests run at once than there are cores.
  TEST_DATABASE_URL="$url" RUST_TEST_THREADS="${RUST_TEST_THREADS:-6}" cargo test --workspace
elif [ "${CI:-}" = true ]; then
  echo "PostgreSQL at $host:$port is not reachable, and CI must prove both databases (see README)" >&2
  exit 1
else
  echo "PostgreSQL at $host:$port is not reachable: skipping the PostgreSQL run"
fi
