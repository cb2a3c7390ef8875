#!/usr/bin/env bash
# Makes sure the tools the build needs are present, installing what is missing. Idempotent, and quick when
# everything is already there. Usage: scripts/tools.sh [wasm] [browser] [node]   (no argument: all)
#
#   wasm     a Rust toolchain that can build wasm32-unknown-unknown (rustup's target when installed,
#            otherwise Debian's rustc-web with its std sources, building std from source), and a
#            wasm-bindgen CLI of exactly the version pinned in Cargo.lock
#   browser  Chromium for the end-to-end tests and the audits
#   node     the frontend's npm packages (npm ci when package-lock.json changed)
#   smtp     a Python venv in .tools/venv with aiosmtpd, the SMTP server process the mail tests talk to
#   fuzz     schemathesis in the same venv, for make fuzz-api
#
# The venv is a tool of the machine, like wasm-bindgen in ~/.cargo/bin: it lives in FEST_TOOLS_CACHE
# (default ~/.cache/fest-tools) and .tools/venv links to it, so a second checkout on the machine (CI's fresh
# clone) finds schemathesis installed instead of spending minutes installing it again.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\033[1;34m[tools]\033[0m %s\n' "$*" >&2; }
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

apt_updated=""
apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null; then
    log "missing ${missing[*]} and no apt-get here: install them by hand"
    return 1
  fi
  if [ -z "$apt_updated" ]; then
    log "apt-get update"
    $SUDO apt-get update -qq >/dev/null
    apt_updated=1
  fi
  log "installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The wasm-bindgen version the crate is locked to; the CLI must match it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/"/, "", $3); print $3; exit }' Cargo.lock
}

# Prints how to build for wasm32: "rustup" or "debian" (FEST_WASM_ROUTE forces one).
wasm_route() {
  if [ -n "${FEST_WASM_ROUTE:-}" ]; then
    echo "$FEST_WASM_ROUTE"
  elif command -v rustup >/dev/null && rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    echo rustup
  else
    echo debian
  fi
}

ensure_wasm() {
  if [ "$(wasm_route)" = debian ]; then
    # rustup cannot download the wasm32 standard library here; Debian's compiler can build it from source.
    # rust-web-llvm provides rust-lld, the linker rustc uses for wasm32 (only a Recommends of rustc-web).
    local pkgs=(rustc-web cargo-web rust-web-src rust-web-llvm lld-22)
    if ! dpkg -s "${pkgs[@]}" >/dev/null 2>&1; then
      if ! apt_install "${pkgs[@]}"; then
        # On bookworm the packages come from the security suite.
        log "${pkgs[*]} did not install from the default suite (above); trying bookworm-security"
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends -t bookworm-security \
          "${pkgs[@]}" >/dev/null
      fi
      dpkg -s "${pkgs[@]}" >/dev/null 2>&1 || { log "the wasm32 toolchain (${pkgs[*]}) is not installed"; return 1; }
    fi
  fi
  local want have
  want=$(wasm_bindgen_version)
  [ -n "$want" ] || { log "wasm-bindgen is not in Cargo.lock"; return 1; }
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$want" ]; then
    log "installing wasm-bindgen-cli $want (found: ${have:-none}); this takes a few minutes once"
    # No --locked: one of its locked dependencies is not on the registry.
    if ! cargo install -q wasm-bindgen-cli --version "$want" --force; then
      log "cargo install wasm-bindgen-cli $want failed (the error is above)"
      return 1
    fi
  fi
}

ensure_browser() {
  [ -x /usr/bin/chromium ] || apt_install chromium fonts-liberation
}

ensure_node() {
  command -v npm >/dev/null || { log "Node.js 20+ and npm are required (see README)"; return 1; }
  local stamp=frontend/node_modules/.package-lock.stamp
  if [ ! -f "$stamp" ] || [ frontend/package-lock.json -nt "$stamp" ] || [ frontend/package.json -nt "$stamp" ]; then
    log "npm ci (frontend)"
    (cd frontend && npm ci --no-audit --no-fund --loglevel=error)
    touch "$stamp"
  fi
}

ensure_smtp() {
  local venv=.tools/venv
  if [ ! -e "$venv" ]; then
    local python shared
    python=$(python3 -c 'import sys; print("py%d.%d" % sys.version_info[:2])')
    shared="${FEST_TOOLS_CACHE:-$HOME/.cache/fest-tools}/venv-$python"
    mkdir -p .tools "$(dirname "$shared")"
    [ -x "$shared/bin/python" ] || python3 -m venv "$shared"
    ln -sfn "$shared" "$venv"
  fi
  if ! "$venv/bin/python" -c 'import aiosmtpd' >/dev/null 2>&1; then
    log "installing aiosmtpd into $venv"
    "$venv/bin/pip" install -q --disable-pip-version-check 'aiosmtpd==1.4.6'
  fi
}

ensure_fuzz() {
  ensure_smtp
  if ! .tools/venv/bin/schemathesis --version 2>/dev/null | grep -q '4.32.5'; then
    log "installing schemathesis into .tools/venv"
    .tools/venv/bin/pip install -q --disable-pip-version-check 'schemathesis==4.32.5'
  fi
}

what=("$@")
[ ${#what[@]} -gt 0 ] || what=(wasm browser node smtp)
for w in "${what[@]}"; do
  case "$w" in
    wasm) ensure_wasm ;;
    browser) ensure_browser ;;
    node) ensure_node ;;
    smtp) ensure_smtp ;;
    fuzz) ensure_fuzz ;;
    route) wasm_route ;;
    *) log "unknown tool group: $w"; exit 2 ;;
  esac
done
