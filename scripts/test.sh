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

# The production build runs beside the PostgreSQL tests, which wait on the database much of
# the time and read nothing of dist/; its output is shown once both are done.
build_log=$(mktemp)
npm run build >"$build_log" 2>&1 &
build=$!
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Integration tests (PostgreSQL)"
  npx vitest run --project 'integration*'
else
  step "Integration tests (PostgreSQL): no server here, set TEST_DATABASE_URL to run them"
fi
step "Production build"
build_status=0
wait "$build" || build_status=$?
cat "$build_log"
rm -f "$build_log"
[ "$build_status" -eq 0 ]
# The production deployment on this machine: two built instances behind nginx on one
# PostgreSQL (which it stops and starts), S3, SMTP and a timestamp authority (README, "Run it at scale").
if [ -n "${TEST_DATABASE_URL:-}" ] && command -v nginx >/dev/null; then
  step "Deployment: the image's entrypoint, and two instances behind nginx (production build)"
  npm run test:deployment
else
  step "Multi-instance deployment: needs PostgreSQL (TEST_DATABASE_URL) and nginx, skipped here"
fi

step "End-to-end tests (Chromium, production build)"
npx playwright test
