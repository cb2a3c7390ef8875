#!/usr/bin/env bash
# make fuzz-api: schemathesis against the OpenAPI document of the release binary, over every operation,
# anonymously and with a session of each role (user, ca, volunteer, moderator, admin). Fails on any 5xx and on any
# response that does not match the documented schema. FUZZ_EXAMPLES sets the examples per operation.
set -euo pipefail
cd "$(dirname "$0")/.."
EXAMPLES=${FUZZ_EXAMPLES:-20}
BIN=$(realpath "${FEST_BIN:-target/release/fest}")
scripts/tools.sh fuzz
ST=.tools/venv/bin/schemathesis
PY=.tools/venv/bin/python

tmp=$(mktemp -d)
port=$($PY -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
export FEST_BIND=127.0.0.1:$port FEST_DATA_DIR=$tmp FEST_DATABASE_URL="sqlite://$tmp/fest.db?mode=rwc" \
  FEST_LOGIN_MAX_PER_IP=1000000 FEST_LOGIN_MAX_PER_EMAIL=1000000 FEST_LOG=warn
(cd "$tmp" && exec "$BIN" serve > "$tmp/server.log" 2>&1) &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do curl -fs "$base/api/v1/health" >/dev/null && break; sleep 0.1; done

# A session of each role: sign up through the API with the code from the outbox, then give the role.
token_for() {
  local name=$1 role=$2 email="$1@fuzz.example"
  # The sign-up cookie ties the code to this "browser": keep it between the two calls.
  local jar="$tmp/cookies-$name"
  curl -fs -c "$jar" -H 'content-type: application/json' "$base/api/v1/auth/signup/send-otp" \
    -d "{\"username\":\"$name\",\"email\":\"$email\",\"password\":\"fuzz-password\",\"confirmPassword\":\"fuzz-password\"}" >/dev/null
  local code
  code=$(grep -l "^To: $email" "$tmp"/outbox/*.eml | xargs grep -h '^Subject:' | grep -oE '[0-9]{6}' | tail -1)
  curl -fs -b "$jar" -H 'content-type: application/json' "$base/api/v1/auth/signup/verify-otp" \
    -d "{\"email\":\"$email\",\"otp\":\"$code\"}" | $PY -c 'import json,sys; print(json.load(sys.stdin)["accessToken"])'
  [ "$role" = user ] || "$BIN" user promote --email "$email" --role "$role" >/dev/null
}

status=0
declare -A tokens
for role in user ca volunteer moderator admin; do
  tokens[$role]=$(token_for "fuzz$role" "$role")
done

# One run: anonymously, or as a role with its session. Its output goes to its own log, printed in order at the end.
run() {
  local who=$1 auth=()
  [ "$who" = anonymous ] || auth=(--header "Authorization: Bearer ${tokens[$who]}")
  {
    echo "== schemathesis as $who ($EXAMPLES examples per operation)"
    # Logout is left out of signed-in runs: it would end the session the run uses.
    "$ST" run "$base/api/v1/openapi.json" --checks not_a_server_error,response_schema_conformance \
      --max-examples "$EXAMPLES" --exclude-path /api/v1/auth/logout --no-color "${auth[@]}"
  } >"$tmp/fuzz-$who.log" 2>&1 || echo "$who" >>"$tmp/failed"
}
# Two lanes side by side: most of a run is the fuzzer's own work (generating examples, checking answers), so
# one after another the six runs left a core idle (4.5 of the 20 minutes `make test` spends in its suites).
lane() { for who in "$@"; do run "$who"; done; }
lane anonymous user ca &
first=$!
lane volunteer moderator admin &
second=$!
wait "$first" "$second"
for who in anonymous user ca volunteer moderator admin; do
  cat "$tmp/fuzz-$who.log"
done
if [ -s "$tmp/failed" ]; then
  echo "schemathesis failed as: $(tr '\n' ' ' <"$tmp/failed")"
  status=1
fi
if grep -qiE 'panicked|internal error' "$tmp/server.log"; then
  echo "the server logged internal errors:"; grep -iE 'panicked|internal error' "$tmp/server.log" | head -20
  status=1
fi
exit $status
