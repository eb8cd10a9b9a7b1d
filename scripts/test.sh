#!/usr/bin/env bash
# Everything CI checks, in order of speed: static checks, unit tests, build, link gate, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The builds below are never followed by another build of the same checkout that could reuse a compile cache.
export CELERITY_BUILD_CACHE=off

# Each stage's duration and the processor time it took (user + system, all its processes: above the
# duration when it keeps both cores busy), printed as a table at the end (also when a stage fails).
# Stages that need nothing from each other run side by side in lanes (see `lane` below); a lane's
# stages are marked with its name.
durations_file=$(mktemp)
stage=""
lane_name=""
# Processor seconds of this shell's finished child processes so far (the second line of `times`), in
# `cpu_now`; `times` must run in the shell whose children it counts, not in a $(…) subshell.
read_cpu() {
  local file="$durations_file.cpu.$BASHPID"
  times >"$file"
  cpu_now=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%d", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$file")
  rm -f "$file"
}
# The whole machine's busy and total clock ticks so far (all processes, not just this script's), in
# `busy_now` and `ticks_now`: how much of the two cores a stage left idle, browsers included.
read_busy() {
  local _ user nice system idle iowait irq softirq steal
  read -r _ user nice system idle iowait irq softirq steal _ </proc/stat
  busy_now=$((user + nice + system + irq + softirq + steal))
  ticks_now=$((busy_now + idle + iowait))
}
end_stage() {
  if [ -n "$stage" ]; then
    read_cpu
    read_busy
    local busy=$(((busy_now - stage_busy) * 100 / (ticks_now - stage_ticks > 0 ? ticks_now - stage_ticks : 1)))
    printf '%5ds %6ds %4d%%  %s%s\n' $((SECONDS - stage_start)) $((cpu_now - stage_cpu)) "$busy" \
      "${lane_name:+[$lane_name] }" "$stage" >>"$durations_file"
  fi
  stage=""
}
step() {
  end_stage
  stage="$1"
  stage_start=$SECONDS
  read_cpu
  stage_cpu=$cpu_now
  read_busy
  stage_busy=$busy_now
  stage_ticks=$ticks_now
  printf '\n== %s%s ==\n' "${lane_name:+[$lane_name] }" "$1"
}
cleanup=()
on_exit() {
  local status=$?
  end_stage
  for pid in "${lane_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for path in "${cleanup[@]}"; do rm -rf "$path"; done
  printf '\n== durations ==\n'
  printf ' wall    cpu  busy  stage\n'
  cat "$durations_file"
  read_cpu
  rm -f "$durations_file"
  printf '%5ds %6ds        total%s\n' "$SECONDS" "$cpu_now" "$([ "$status" = 0 ] || echo " (failed)")"
}
trap on_exit EXIT

# `lane <name> <function>` runs the function's stages in a background shell, beside whatever runs
# next, with its output in a log that `wait_lanes` prints when the lane ends. A lane stops at its first
# failing command; `wait_lanes` fails when a lane it waits for did. Lanes must not write what another reads:
# each e2e suite has its own port (E2E_PORT) and its own export.
lanes_dir=$(mktemp -d)
cleanup+=("$lanes_dir")
lane_pids=()
lane_names=()
lane() {
  local name=$1 run=$2
  (
    set -euo pipefail
    lane_name=$name
    stage=""
    trap end_stage EXIT
    "$run"
  ) >"$lanes_dir/$name.log" 2>&1 &
  lane_pids+=("$!")
  lane_names+=("$name")
}
# `wait_lanes [name…]` waits for the lanes named (all of them when none is), prints their logs and fails
# when one of them did; the others run on.
wait_lanes() {
  end_stage
  local failed=() kept_pids=() kept_names=() i status
  for i in "${!lane_pids[@]}"; do
    if [ "$#" -gt 0 ] && [[ " $* " != *" ${lane_names[$i]} "* ]]; then
      kept_pids+=("${lane_pids[$i]}")
      kept_names+=("${lane_names[$i]}")
      continue
    fi
    status=0
    wait "${lane_pids[$i]}" || status=$?
    printf '\n== lane %s %s; its output: ==\n' "${lane_names[$i]}" "$([ "$status" = 0 ] && echo passed || echo "failed (exit $status)")"
    cat "$lanes_dir/${lane_names[$i]}.log"
    [ "$status" = 0 ] || failed+=("${lane_names[$i]}")
  done
  lane_pids=("${kept_pids[@]}")
  lane_names=("${kept_names[@]}")
  if [ "${#failed[@]}" -gt 0 ]; then
    echo "Failed lane(s): ${failed[*]}" >&2
    return 1
  fi
}

step "g++ (installed when missing)"
bash scripts/system-packages.sh gpp
# The browsers are first needed by the e2e suites, minutes later: on a machine without them (about 40 s and
# 53 processor-s of apt-get, measured alone), they are installed beside the checks, unit tests and builds
# rather than before them.
browser_packages() {
  step "browsers: Chromium and its headless shell, Firefox ESR, WebKitGTK's driver, Xvfb (installed when missing)"
  bash scripts/system-packages.sh chromium shell browsers
}
lane packages browser_packages

# `npm run lint` and the type check in two lanes of about 40 s each (one after the other: 75 s); each
# tool keeps about one core busy.
static_checks() {
  step "typecheck"; npm run --silent typecheck
  step "GitHub workflows and Dependabot configuration"; npm run --silent check:github
  step "import cycles"; npm run --silent lint:cycles
}
lane static static_checks
step "ESLint"; npm run --silent lint:eslint
step "formatting (Prettier)"; npm run --silent lint:format
wait_lanes static
step "unit tests"; npm run --silent test:unit
# Alone: side by side with the build, both took so much longer (build 175–219 s, samples 135–163 s, against
# 108 s and 83 s alone) that the pair took longer than one after the other.
step "C++ samples (g++ -fsyntax-only against the API synopsis)"; npm run --silent check:samples
# The e2e tests provoke crashes through test hooks that only a build with CELERITY_TEST_HOOKS=1 contains
# (components/layout/crash-probe.tsx); the deploy path's builds below are production builds without them,
# and their post-build step checks that none are left in them.
# A release cut with `npm run docs:version` in a copy of the project (in .generated/, which the build below
# leaves alone) and built, limited to the new release and the one before it (CELERITY_ONLY_VERSIONS; the
# whole site would take another minute). Beside the build: a build leaves a core idle about a quarter of its
# time, and neither reads what the other writes.
release_test() {
  step "docs:version cuts a version, and the build has its pages, banner, search and dropdown entry"
  npm run --silent test:release
}
lane release release_test
# The build must leave the working tree as it found it (Next.js rewrites a tsconfig.json it dislikes).
tree_state() { git status --porcelain 2>/dev/null && git diff 2>/dev/null | sha1sum; }
tree_before=$(tree_state || true)
# `npm run build` in three steps, to keep a copy of Next's own output for the plain-mode suite below
# (the passes switched off, as a Next.js upgrade may ship) without building a second time.
step "build (with test hooks; its link check strict: warnings fail too)"
# Its passes end with the link check, strict here: warnings fail too.
npm run --silent prebuild && CELERITY_TEST_HOOKS=1 npx next build
rm -rf .generated/plain-out && mkdir -p .generated && cp -a out .generated/plain-out
CELERITY_TEST_HOOKS=1 npx tsx scripts/postbuild.ts --strict
step "working tree unchanged by the build"
if [ "$(tree_state || true)" != "$tree_before" ]; then
  echo "The build changed files in the working tree:" >&2; git status --porcelain >&2; exit 1
fi
echo "unchanged"
step "offline bundle"; npm run --silent bundle
step "page-weight budgets"; npx tsx scripts/check-budgets.ts
wait_lanes release packages
# Side by side: the Playwright suite (Chromium's headless shell) on out/, and the cross-engine suite (Firefox,
# WebKit, the full Chromium) on the same export followed by the plain-mode suite on its copy. Both lanes
# drive browsers and wait on them, so together they keep two cores busy; the stages that build (the dev
# server, the deploy path) run after them, one at a time: beside a browser suite they starve it into
# timeouts. (The plain mode's passes take one core for about 20 s.)
chromium_suites() {
  step "e2e (Chromium's headless shell)"
  npm run --silent test:e2e
}
# The plain-mode suite after the cross-engine one: that lane ends minutes before the other.
other_engines() {
  step "e2e in Firefox, WebKit and the full Chromium"
  npm run --silent test:browsers
  step "plain mode: the same build with the passes that rewrite Next's output off (CELERITY_EXPORT_PASSES=plain)"
  CELERITY_TEST_HOOKS=1 CELERITY_EXPORT_PASSES=plain npx tsx scripts/postbuild.ts --strict --out .generated/plain-out
  npx tsx scripts/check-budgets.ts --out .generated/plain-out --plain
  E2E_SUITE=plain E2E_OUT_DIR=.generated/plain-out E2E_PORT=4174 npx playwright test
}
lane chromium chromium_suites
lane other-engines other_engines
wait_lanes

# Alone: beside the deploy builds, which keep the machine about 85% busy themselves, both took longer than
# one after the other.
step "dev server (content edits show without a restart)"
npm run --silent test:dev

# What production gets: the deploy workflow builds from a checkout of the library with its settings. Here the
# checkout is one of our own in the library's layout (scripts/deploy-fixture.ts), built twice in two fresh
# copies that must come out byte for byte the same; the deploy and hosted-search suites then run on that
# export, served without headers as GitHub Pages serves it.
deploy_tmp=$(mktemp -d)
cleanup+=("$deploy_tmp")
step "deploy path: a library checkout in the library's layout"
npx tsx scripts/deploy-fixture.ts "$deploy_tmp/celerity-runtime"
step "deploy path: api:drift against it, as the deploy workflow runs it"
# The fixture is the working copy's synopsis (tagged like a release), so it is compared with `current`.
npx tsx scripts/list-versions.ts |
  while read -r name ref; do
    git -C "$deploy_tmp/celerity-runtime" worktree add -q --detach "$deploy_tmp/at-$name" "$ref"
    npm run --silent api:drift -- --source "$deploy_tmp/at-$name" --version "$name"
  done
step "deploy path: built twice with the deploy's settings (hosted search configured), byte-identical out/ and bundle"
# The deploy workflow builds with hosted search when its secrets are set, as production's are; here the
# service is faked (tests/e2e-hosted), and nothing leaves the machine. One build serves both suites below.
rm -rf .generated/deploy-out .generated/deploy-bundle
latest_ref=$(npx tsx scripts/list-versions.ts --latest)
CELERITY_SOURCE="$deploy_tmp/celerity-runtime" CELERITY_UNKNOWN_API_NAMES=error \
  NEXT_PUBLIC_DOCSEARCH_APP_ID=TESTAPP123 NEXT_PUBLIC_DOCSEARCH_API_KEY=public-search-key \
  NEXT_PUBLIC_DOCSEARCH_INDEX_NAME=celerity \
  npm run --silent check:reproducible -- --keep .generated/deploy-out --keep-bundle .generated/deploy-bundle \
  --version "${latest_ref#v}"
# Hosted DocSearch mode is a build-time switch: check the request the UI sends (the search service is faked
# with page.route) and the policy that allows it. Two short suites on one export, side by side.
hosted_search() {
  step "deploy path: hosted search on that export"
  E2E_SUITE=hosted E2E_OUT_DIR=.generated/deploy-out E2E_PORT=4176 npx playwright test
}
lane hosted hosted_search
step "deploy path: e2e on that export"
E2E_SUITE=deploy E2E_OUT_DIR=.generated/deploy-out E2E_BUNDLE_DIR=.generated/deploy-bundle E2E_PORT=4175 \
  npx playwright test
wait_lanes
