#!/usr/bin/env bash
# Makes a fresh Debian machine ready for the whole test suite, where it can:
# Debian's Chromium for the end-to-end tests, poppler-utils (pdfsig checks sealed agreements),
# openssl and unzip (a local timestamp authority and the evidence bundle's checks), nginx (the
# multi-instance deployment's proxy), and a PostgreSQL test database when a PostgreSQL server is
# installed. Prints `export TEST_DATABASE_URL=...` when one is ready.
set -euo pipefail

can_install() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null; then
  if can_install; then
    echo "Installing Debian's chromium for the end-to-end tests..." >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  else
    echo "Chromium is missing: install Debian's 'chromium' package (or set CHROMIUM_PATH)." >&2
  fi
fi

missing=()
command -v pdfsig >/dev/null || missing+=(poppler-utils)
command -v openssl >/dev/null || missing+=(openssl)
command -v unzip >/dev/null || missing+=(unzip)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -gt 0 ]; then
  if can_install; then
    echo "Installing ${missing[*]} for the proof and deployment tests..." >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >&2
  else
    echo "Missing ${missing[*]}: install Debian's packages of those names." >&2
  fi
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_lsclusters >/dev/null && [ "$(id -u)" = 0 ]; then
  cluster=$(pg_lsclusters --no-header | awk 'NR == 1 { print $1 " " $2 }')
  if [ -n "$cluster" ]; then
    # shellcheck disable=SC2086
    pg_ctlcluster --skip-systemctl-redirect $cluster start >/dev/null 2>&1 || true  # already running is fine
    port=$(pg_lsclusters --no-header | awk 'NR == 1 { print $3 }')
    su postgres -c "psql -q -p $port -v ON_ERROR_STOP=1" >&2 <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_test') THEN
    CREATE ROLE portal_test LOGIN CREATEDB PASSWORD 'portal_test';
  END IF;
END $$;
-- Test files drop their databases WITH (FORCE); an autovacuum worker still in one
-- belongs to no role, and only this grant lets the test role end it.
GRANT pg_signal_backend TO portal_test;
-- The role the portal can run under, whose grants the migrations write (README, "An INSERT-only
-- audit role"), and a login in it for the test that checks it cannot change the audit log.
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_app') THEN
    CREATE ROLE portal_app NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'portal_app_test') THEN
    CREATE ROLE portal_app_test LOGIN PASSWORD 'portal_app_test' IN ROLE portal_app;
  END IF;
END $$;
SELECT 'CREATE DATABASE portal_test OWNER portal_test'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'portal_test') \gexec
SQL
    echo "export TEST_DATABASE_URL=postgres://portal_test:portal_test@127.0.0.1:$port/portal_test"
  fi
fi
