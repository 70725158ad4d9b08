#!/usr/bin/env bash
# Every check the project has: typecheck, lint and format, unit tests, build, browser tests.
# Prints each runner's summary and, last, one line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
status=0
step() { echo; echo "=== $1"; }

step "Chromium for browser tests"
bash scripts/ensure-chromium.sh || { echo "could not install Chromium"; exit 1; }

step "Typecheck (tsc --noEmit, strict)"
npx tsc -p tsconfig.json --noEmit || status=1

step "Lint and format (biome check)"
npx biome check . || status=1

step "Unit tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

step "Build (vite build)"
npx vite build >test-results/build.log 2>&1 || { cat test-results/build.log; status=1; }

step "Browser tests (playwright, Debian chromium)"
PW_JSON_OUTPUT_FILE=test-results/playwright.json npx playwright test --reporter=list,json || status=1

node scripts/summarize-tests.mjs test-results/vitest.json test-results/playwright.json || status=1
exit $status
