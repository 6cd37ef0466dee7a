#!/usr/bin/env bash
# Every check and test: typecheck, lint, unit and integration tests on the embedded
# database, the integration tests again on PostgreSQL, and the end-to-end tests in
# Chromium against the production build.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci
eval "$(bash scripts/prepare-test-machine.sh)"

step() { printf '\n== %s\n' "$*"; }

step "Typecheck, lint and format"
# Side by side: each keeps one core busy.
npx tsc --noEmit &
typecheck=$!
npx eslint .
npx prettier --check . >/dev/null
wait "$typecheck"

step "Unit and integration tests (embedded PGlite)"
env -u TEST_DATABASE_URL npx vitest run

step "End-to-end tests (Chromium, production build)"
npm run build
postgres_log=$(mktemp)
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Beside the browser journeys, which mostly wait (for pages, mail, the next sign-in code): on
  # one worker, the PostgreSQL run fills those waits without crowding the browsers out.
  INTEGRATION_WORKERS=1 npx vitest run --project 'integration*' >"$postgres_log" 2>&1 &
  postgres=$!
fi
e2e_status=0
npx playwright test || e2e_status=$?

if [ -n "${postgres:-}" ]; then
  postgres_status=0
  wait "$postgres" || postgres_status=$?
  step "Integration tests (PostgreSQL), run beside the end-to-end tests"
  cat "$postgres_log"
else
  postgres_status=0
  step "Integration tests (PostgreSQL): no server here, set TEST_DATABASE_URL to run them"
fi
rm -f "$postgres_log"
[ "$e2e_status" -eq 0 ] && [ "$postgres_status" -eq 0 ]
