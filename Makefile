# The project's verbs. `make dev` runs the site; `make test` tests it.
SHELL := /bin/bash
NODE_WORKSPACES := proto libs/service-kit services/springs services/auth services/reviews gateway \
  system-tests

.PHONY: dev test install system-deps build lint test-unit test-web test-e2e bench check-infra clean

dev: system-deps check-infra install build
	@node scripts/dev.mjs

test: system-deps-browser check-infra install build lint test-unit test-web test-e2e

install: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json $(wildcard */package.json */*/package.json)
	npm ci --no-audit --no-fund
	@touch $@

system-deps:
	@scripts/install-system-deps.sh

system-deps-browser:
	@scripts/install-system-deps.sh --browser

check-infra:
	@node scripts/check-infrastructure.mjs

build: install
	npm run build

lint: install
	npx eslint .
	npx prettier --check .

# Unit and integration tests of every Node workspace, against the real PostgreSQL/PostGIS,
# NATS and Redis of this machine, and of the launcher's supervisor.
test-unit: build
	@set -e; for ws in $(NODE_WORKSPACES); do \
	  echo "== $$ws"; (cd $$ws && node --test --test-reporter=spec --test-concurrency=1 dist/); \
	done
	@echo "== scripts"; node --test --test-reporter=spec --test-concurrency=1 scripts/*.test.mjs

test-web: install
	npm test -w @hotsprings/web

test-e2e: build
	node scripts/e2e.mjs

bench: system-deps check-infra install build
	node load-tests/run-bench.mjs

clean:
	rm -rf node_modules */node_modules */*/node_modules */dist */*/dist proto/gen web/dist .dev
	find . -name '*.tsbuildinfo' -not -path './node_modules/*' -delete
