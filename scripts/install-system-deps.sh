#!/usr/bin/env bash
# Installs the system packages the project needs when they are missing: PostGIS for the
# PostgreSQL server, the NATS server binary, docker-compose (make test validates
# docker-compose.yml with it; it needs no Docker engine for that), promtool (Debian's prometheus
# package: make test checks and tests the alert rules with it), and (with --browser) Chromium
# for the browser tests.
set -euo pipefail

want=()
pg_major=$(psql -h 127.0.0.1 -U postgres -Atc 'SHOW server_version_num' 2>/dev/null | cut -c1-2 || true)
pg_major=${pg_major:-15}
if [ ! -f "/usr/share/postgresql/${pg_major}/extension/postgis.control" ]; then
  want+=("postgresql-${pg_major}-postgis-3")
fi
# Tests and benchmarks start private NATS servers beside the shared one.
if ! command -v nats-server >/dev/null 2>&1 && [ ! -x /usr/sbin/nats-server ]; then
  want+=(nats-server)
fi
if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null 2>&1; then
  want+=(chromium fonts-dejavu-core)
fi
# Without the Docker engine it recommends: only its `config` is used where there is no engine.
bare=()
if ! command -v docker-compose >/dev/null 2>&1 && ! docker compose version >/dev/null 2>&1; then
  bare+=(docker-compose)
fi
# Only promtool is used: the package's server is stopped and disabled where systemd started it.
if ! command -v promtool >/dev/null 2>&1; then
  bare+=(prometheus)
fi
[ ${#want[@]} -eq 0 ] && [ ${#bare[@]} -eq 0 ] && exit 0

echo "Installing system packages: ${want[*]} ${bare[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
[ ${#want[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${want[@]}" >/dev/null
[ ${#bare[@]} -eq 0 ] ||
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${bare[@]}" >/dev/null
if [[ " ${bare[*]} " == *" prometheus "* ]] && [ -d /run/systemd/system ]; then
  $sudo systemctl disable --now prometheus >/dev/null 2>&1 || true
fi
