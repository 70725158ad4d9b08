#!/usr/bin/env bash
# Every check the project has: typecheck, lint and format, unit tests, build, browser tests.
# Prints each runner's summary and, last, one line "tests: N passed, N failed, N skipped".
# Exits non-zero when any step fails; later steps still run so one run shows every problem.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json
status=0
step() { echo; echo "=== $1"; }

step "Chromium for browser tests"
# Without Chromium the other checks still run; only the browser tests are skipped (and fail).
chromium=1
bash scripts/ensure-chromium.sh || {
  echo "could not install Chromium (apt-get needs root and a Debian mirror): browser tests will fail"
  chromium=0
  status=1
}

# The typecheck and the lint each keep one core busy: they run side by side, and their output
# is printed in order once both are done.
npx tsc -p tsconfig.json --noEmit >test-results/tsc.log 2>&1 &
tsc_pid=$!
npm run --silent lint >test-results/lint.log 2>&1
lint_rc=$?
wait $tsc_pid
tsc_rc=$?

step "Typecheck (tsc --noEmit, strict)"
cat test-results/tsc.log
if [ "$tsc_rc" = 0 ]; then echo "typecheck: no errors"; else status=1; fi

step "Lint: format, source hygiene, unused exports (npm run lint)"
cat test-results/lint.log
[ "$lint_rc" = 0 ] || status=1

step "Unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

step "Build (vite build)"
# Browser tests run against dist/; a failed build must not leave them testing an old one.
rm -rf dist dist-harness
if npx vite build >test-results/build.log 2>&1 &&
  npx vite build --config tests/e2e/volga/areas/vite.harness.config.ts >>test-results/build.log 2>&1; then
  grep -E "precache|gzip" test-results/build.log || true

  step "Browser tests (playwright, Debian chromium)"
  if [ "$chromium" = 1 ]; then
    PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/playwright.json npx playwright test --reporter=list,json || status=1
  else
    echo "no Chromium: browser tests not run"
  fi
else
  cat test-results/build.log
  echo "build failed: browser tests skipped"
  status=1
fi

node scripts/summarize-tests.mjs test-results/vitest.json test-results/playwright.json || status=1
exit $status
