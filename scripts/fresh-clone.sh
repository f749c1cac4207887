#!/usr/bin/env bash
# The README's first command as a newcomer meets it: a fresh clone of this checkout's HEAD, an empty npm
# cache, the machine's own Node first on the PATH (Node 20 on this project's machines). It checks that
# `npm install` compiles nothing, downloads no Node headers and leaves the lockfile as it is, that npm
# scripts then run Node 24, and that `npm start` serves and stops cleanly on Ctrl-C (SIGINT to the group).
#
#   bash scripts/fresh-clone.sh            # or: npm run test:fresh-clone
set -euo pipefail
source_repo=$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)
work=$(mktemp -d "${TMPDIR:-/tmp}/sdr-fresh-XXXXXX")
server=''
cleanup() {
  if [ -n "$server" ]; then kill -KILL -- "-$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

# A terminal's PATH: none of the node_modules/.bin folders an npm script would have put first.
PATH=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v 'node_modules/\.bin' | paste -sd: -)
export PATH
export npm_config_cache="$work/npm-cache"   # empty
export XDG_CACHE_HOME="$work/cache"         # node-gyp would download Node's headers into its node-gyp folder
unset npm_config_nodedir
echo "The machine's Node: $(node --version) at $(command -v node); npm $(npm --version)"

git clone --quiet "$source_repo" "$work/clone"
cd "$work/clone"
started=$(date +%s)
npm install --no-audit --no-fund --loglevel=error
echo "npm install: $(($(date +%s) - started)) s with an empty cache"

git diff --exit-code --stat -- package-lock.json || { echo 'npm install rewrote package-lock.json' >&2; exit 1; }
if [ -e node_modules/better-sqlite3/build ]; then echo 'better-sqlite3 was compiled' >&2; exit 1; fi
if [ -e "$XDG_CACHE_HOME/node-gyp" ]; then echo "node-gyp downloaded Node's headers" >&2; exit 1; fi
script_node=$(npm exec --no -- node --version)
case "$script_node" in v24.*) ;; *) echo "npm scripts run Node $script_node, not 24" >&2; exit 1 ;; esac
echo "npm scripts run Node $script_node"

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log="$work/start.log"
started=$(date +%s)
PORT=$port HOST=127.0.0.1 DATA_DIR="$work/data" setsid npm start >"$log" 2>&1 &
server=$!
until curl -fsS "http://127.0.0.1:$port/api/health/live" >/dev/null 2>&1; do
  if ! kill -0 "$server" 2>/dev/null; then cat "$log" >&2; echo 'npm start exited before serving' >&2; exit 1; fi
  sleep 0.5
done
echo "npm start: serving after $(($(date +%s) - started)) s (a first start builds the app)"
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root">' || { echo 'the home page did not load' >&2; exit 1; }

# Ctrl-C: the terminal signals the whole group, npm and the server alike.
kill -INT -- "-$server"
status=0
wait "$server" || status=$?
server=''
grep -q 'SIGINT received' "$log" || { cat "$log" >&2; echo 'the server did not say it was stopping' >&2; exit 1; }
[ "$status" = 0 ] || { cat "$log" >&2; echo "npm start exited $status after Ctrl-C" >&2; exit 1; }
echo 'Ctrl-C: npm start exited 0'
echo 'fresh clone: OK'
