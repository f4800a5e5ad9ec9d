#!/usr/bin/env bash
# What `npm test` runs: every gate in order, stopping at the first failure.
# The last line reads "N passed, N failed": each Vitest test case counts once, and so does each other gate
# (typecheck, lint, build, bundle budget), so a failing run never ends in "0 failed".
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=test-results
mkdir -p "$RESULTS"
rm -f "$RESULTS/e2e-flaky.txt"
passed=0
failed=0

summary() {
  if [[ -s $RESULTS/e2e-flaky.txt ]]; then
    echo "browser tests that passed only when run again (flaky: to be fixed):"
    cat "$RESULTS/e2e-flaky.txt"
  fi
  echo "$passed passed, $failed failed"
}

# Adds a Vitest JSON report's counts; a missing report (Vitest crashed before writing it) counts as one failure.
count_vitest() {
  local report=$1
  if [[ ! -s $report ]]; then
    failed=$((failed + 1))
    return
  fi
  local counts
  counts=$(node -e 'const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    console.log(`${r.numPassedTests ?? 0} ${r.numFailedTests ?? 0}`);' "$report") || counts="0 1"
  passed=$((passed + ${counts% *}))
  failed=$((failed + ${counts#* }))
}

fail() {
  echo "FAILED: $1" >&2
  summary
  exit 1
}

# A gate that is not a Vitest run: one check.
gate() {
  local name=$1
  shift
  echo "==> $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    fail "$name"
  fi
}

# A Vitest project: its test cases are the checks.
vitest_project() {
  local project=$1
  shift
  local report="$RESULTS/vitest-$project.json"
  rm -f "$report"
  echo "==> vitest --project $project"
  if npx vitest run --project "$project" --reporter=default --reporter=json --outputFile.json="$report" "$@"; then
    count_vitest "$report"
  else
    count_vitest "$report"
    # Vitest can fail with every test green (no test files, an unhandled error): still a failure.
    if [[ $failed -eq 0 ]]; then failed=1; fi
    fail "vitest --project $project"
  fi
}

if [[ ! -x /usr/bin/chromium ]]; then
  echo "==> installing chromium"
  export DEBIAN_FRONTEND=noninteractive
  { apt-get update -qq && apt-get install -y -qq chromium; } >/dev/null || fail "apt-get install chromium"
fi

gate "tsc --noEmit" npx tsc --noEmit
gate "eslint" npx eslint .
gate "fixtures check" npm run fixtures:check
vitest_project unit
gate "vite build" npx vite build
gate "bundle budget" npx tsx tests/perf/budget.ts
# The build above is what the browser tests must exercise; global-setup would only rebuild it.
E2E_SKIP_BUILD=1 vitest_project e2e --reporter=./tests/e2e/flaky-reporter.ts

echo "all test steps passed"
summary
