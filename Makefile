# The fest platform's entry points. `make run` and `make test` do all set-up on a fresh machine.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

CARGO ?= cargo
# PostgreSQL used by `make test` for the second run of the Rust tests, when it answers.
PG_TEST_URL ?= postgres://postgres@127.0.0.1:5432/postgres
FEST_BIN := target/release/fest

.PHONY: help tools wasm island frontend build run dev test test-rust test-pg test-frontend e2e test-fuzz lint fmt clean bench fuzz-api audit api-types cycles

help: ## List the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-14s %s\n", $$1, $$2}'

tools: ## Install what the build needs (wasm toolchain, wasm-bindgen, Chromium, npm packages)
	scripts/tools.sh

wasm: ## Build the shared rules, the fixtures and the rules' Hindi to WebAssembly (shared/wasm/pkg, shared/fixtures-wasm/pkg, shared/i18n-wasm/pkg) and print their sizes
	scripts/wasm.sh

island: ## Build the gate scanner island to WebAssembly (islands/scanner/pkg) and print its size
	scripts/island.sh

frontend: wasm island ## Build the frontend into frontend/dist
	scripts/tools.sh node
	cd frontend && npm run build

build: frontend ## Build the release binary with the frontend embedded: target/release/fest
	$(CARGO) build --release -p fest-server
	@ls -l $(FEST_BIN)

run: build ## Build everything and start the site on the embedded SQLite default
	$(FEST_BIN) serve

dev: wasm island ## Run the API (cargo run) and the Vite dev server with hot reload
	scripts/tools.sh node
	trap 'kill 0' EXIT; $(CARGO) run -p fest-server -- serve & (cd frontend && npm run dev) & wait

test: frontend build lint test-rust test-pg test-frontend e2e test-fuzz ## Run every test (what CI runs)
	@echo "make test: all suites passed"

# Under `make test` the API types are checked against the release binary just built, rather than a debug build
# of the server alone (whose feature set differs from the workspace's and would compile every dependency again).
test: OPENAPI_BIN = $(CURDIR)/$(FEST_BIN)

test-rust: ## Rust tests on SQLite, and the scanner island's own tests (natively, without the browser part)
	scripts/tools.sh smtp
	$(CARGO) test --workspace
	$(CARGO) test --manifest-path islands/scanner/Cargo.toml --no-default-features

test-pg: ## Rust tests again on PostgreSQL (TEST_DATABASE_URL or the local server); under CI=true it must answer
	scripts/test-pg.sh "$(PG_TEST_URL)"

test-frontend: wasm island ## Frontend unit tests (Vitest), including the WebAssembly rules
	scripts/tools.sh node
	cd frontend && npm test

e2e: build ## End-to-end tests in Chromium against the release binary
	scripts/tools.sh browser node
	cd frontend && FEST_BIN=$(CURDIR)/$(FEST_BIN) npm run e2e

bench: build ## Load and latency benchmarks of the release binary (SQLite, then PostgreSQL when reachable)
	scripts/tools.sh smtp
	$(CARGO) build --release -p fest-bench
	target/release/fest-bench --bin $(FEST_BIN)
	@if (exec 3<>/dev/tcp/127.0.0.1/5432) 2>/dev/null; then \
	  target/release/fest-bench --bin $(FEST_BIN) --postgres "$${TEST_DATABASE_URL:-$(PG_TEST_URL)}"; \
	else echo "PostgreSQL is not reachable: skipping the PostgreSQL run"; fi

test-fuzz: build ## The API fuzzer with a small example count (part of make test)
	FUZZ_EXAMPLES=5 FEST_BIN=$(CURDIR)/$(FEST_BIN) scripts/fuzz-api.sh

fuzz-api: build ## Schemathesis over every API operation, anonymously and as each role (FUZZ_EXAMPLES=20)
	FEST_BIN=$(CURDIR)/$(FEST_BIN) scripts/fuzz-api.sh

audit: build ## Lighthouse and axe budgets of the public pages, then axe (WCAG 2.1 AA) on every route in English and Hindi
	scripts/tools.sh browser node
	cd frontend && FEST_BIN=$(CURDIR)/$(FEST_BIN) npm run audit
	cd frontend && FEST_BIN=$(CURDIR)/$(FEST_BIN) npx playwright test e2e/every-route-a11y.spec.ts

lint: wasm island ## Formatting and lints: rustfmt, clippy, prettier, eslint, tsc; React unaliased; the API types match the server; no module circle among the services
	python3 scripts/service-cycles.py --check
	$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets -q -- -D warnings
	$(CARGO) fmt --manifest-path islands/scanner/Cargo.toml --check
	$(CARGO) clippy --manifest-path islands/scanner/Cargo.toml --all-targets --no-default-features -q -- -D warnings
	scripts/tools.sh node
	# prettier, eslint and tsc each use one core: side by side, each one's failure still fails the lint.
	cd frontend && npm run -s check:react && { npm run -s format:check & format=$$!; npm run -s typecheck & types=$$!; \
	  npm run -s lint; wait $$format; wait $$types; }
	OPENAPI_BIN=$(OPENAPI_BIN) scripts/api-types.sh --check

cycles: ## Module circles among the app's services (fails on any)
	python3 scripts/service-cycles.py --check

api-types: ## Regenerate the frontend's API types from the server's OpenAPI document (after an API change)
	scripts/tools.sh node
	scripts/api-types.sh

fmt: ## Format Rust and frontend code
	$(CARGO) fmt --all
	$(CARGO) fmt --manifest-path islands/scanner/Cargo.toml
	cd frontend && npm run format

clean: ## Remove build outputs
	$(CARGO) clean
	rm -rf frontend/dist shared/wasm/pkg shared/fixtures-wasm/pkg shared/i18n-wasm/pkg islands/scanner/pkg islands/scanner/target
