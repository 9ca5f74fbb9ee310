# The project's verbs. `make dev` runs the site; `make test` tests it.
SHELL := /bin/bash
# Every folder under services/ is a service workspace (proto/src/services.ts lists them).
NODE_WORKSPACES := proto libs/service-kit $(patsubst %/package.json,%,$(wildcard services/*/package.json)) \
  gateway system-tests deploy
# docker-compose (Debian's, installed by system-deps) or the docker client's compose plugin.
COMPOSE := $(shell command -v docker-compose >/dev/null 2>&1 && echo docker-compose || echo docker compose)

.PHONY: dev test install system-deps build lint test-unit test-integration test-gateway test-web test-e2e test-lanes test-browser-lane bench bench-web load check-infra \
  clean up down k8s-validate backup restore reproject

dev: system-deps check-infra install build
	@node scripts/dev.mjs

test: system-deps-browser check-infra install build lint test-lanes

# Two lanes side by side, of about equal length. The browser tests mostly wait on pages (their
# processes use about a quarter of the run's CPU) and run on their own ports, databases, Redis
# database and NATS server. The gateway's tests also keep to their own (a Redis database, ports
# and, where they need one, a NATS server), as do the web app's (jsdom: no server, no store):
# both run in the browser tests' lane. Each lane's output is printed whole when it ends.
test-lanes: build
	@$(MAKE) --no-print-directory -o install -o build -j2 --output-sync=target test-integration test-browser-lane

test-browser-lane: build
	@$(MAKE) --no-print-directory -o install -o build test-gateway test-web test-e2e

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
# NATS and Redis of this machine, and of the launcher's supervisor. A test file that hangs fails
# after 10 minutes (node's runner holds the whole file to the test timeout, and the longest file,
# the hostile corpus, takes about 3 minutes on a quiet machine), and a test file's
# process ends with its tests even if it leaked a handle, so one hang costs minutes, not the run.
NODE_TEST := node --test --test-reporter=spec --test-concurrency=1 --test-timeout=600000 --test-force-exit

# Every Node workspace's unit and integration tests, without the browser tests.
test-unit: test-integration test-gateway

test-integration: build
	@set -e; for ws in $(filter-out gateway,$(NODE_WORKSPACES)); do \
	  echo "== $$ws"; (cd $$ws && $(NODE_TEST) dist/); \
	done
	@echo "== scripts"; $(NODE_TEST) scripts/*.test.mjs
	@echo "== load-tests (the k6 scripts parsed offline, the Node runner)"; \
	  $(NODE_TEST) load-tests/*.test.mjs

test-gateway: build
	@echo "== gateway"; cd gateway && $(NODE_TEST) dist/

test-web: install
	npm test -w @hotsprings/web

test-e2e: build
	node scripts/e2e.mjs

# Every store of the `make dev` stack (same environment: DEV_DB_SUFFIX, POSTGRES_URL, MONGODB_URL,
# ...) to backups/<UTC timestamp>/ (BACKUP_DIR moves it), and back: `make restore FROM=<folder>`
# checks the manifest, then restores into empty stores (FORCE=1 replaces them; ONLY=reviews,...
# restores those services' stores alone). Stop the services first; the restore then waits for them
# to be started again and rebuilds every projection (make reproject). docs/operations.md has the
# details.
backup: install build
	@node scripts/backup.mjs backup

restore: install build
	@test -n "$(FROM)" || { echo "Usage: make restore FROM=backups/<folder> [FORCE=1]"; exit 2; }
	@node scripts/backup.mjs restore "$(FROM)"

# Every service's copy of another's records (review figures, premium flags, springs, comment
# counts) rebuilt from the owner's records, on the running `make dev` stack.
reproject: install build
	@node scripts/reproject.mjs

# The whole stack in containers (docker-compose.yml), for machines with a Docker engine.
up: .env
	$(COMPOSE) up --build --detach
	@echo "Starting: http://localhost:$${PORT:-8080} once the gateway is healthy ($(COMPOSE) ps)"

down:
	$(COMPOSE) down

# The secrets docker-compose reads, made once per checkout (git-ignored).
.env:
	@node -e "const r=()=>require('crypto').randomBytes(32).toString('hex'); \
	  console.log('SESSION_SECRET='+r()+'\nPOSTGRES_PASSWORD='+r())" > $@

# Renders every Kubernetes overlay in deploy/ and checks every object offline (also in make test).
k8s-validate: build
	node deploy/dist/k8s-validate.cli.js

bench: system-deps check-infra install build
	node load-tests/run-bench.mjs

# The public pages' FCP and LCP and the home page's first-visit bytes, in headless Chromium,
# against a running stack (BENCH_WEB_URL, http://127.0.0.1:8080: make dev).
bench-web: system-deps-browser
	node load-tests/web-pages.bench.mjs

# The load scenarios (map, review votes, post votes) with k6 when installed, else the Node runner.
load: system-deps check-infra install build
	node load-tests/run-load.mjs

clean:
	rm -rf node_modules */node_modules */*/node_modules */dist */*/dist proto/gen web/dist .dev
	find . -name '*.tsbuildinfo' -not -path './node_modules/*' -delete
