#!/bin/sh
# The backups CronJob's script (postgis image: pg_dump, tar, sha256sum), the same folder as
# `make backup` writes, so `scripts/backup.mjs restore` reads it: every database named by a
# <STORE>_DATABASE_URL variable, the forum's MongoDB archive (made by the mongodump init container
# in /work), each uploads volume mounted under /uploads/<store>, and manifest.json. The folder
# gets its name only once complete, and is named in /work/backup-folder for upload.sh (the
# bucket, when BACKUP_S3_BUCKET is set); folders older than BACKUP_RETENTION_DAYS are deleted.
set -eu
stamp=$(date -u +%Y%m%dT%H%M%SZ)
dir="/backups/$stamp.partial"
mkdir -p "$dir"
entries=""
add() { # store kind file
  size=$(wc -c <"$dir/$3")
  sum=$(sha256sum "$dir/$3" | cut -d' ' -f1)
  entries="$entries${entries:+,}
    {\"store\":\"$1\",\"kind\":\"$2\",\"file\":\"$3\",\"size\":$size,\"sha256\":\"$sum\"}"
  echo "$1 $2: $3 ($size bytes)"
}
for var in $(env | sed -n 's/^\([A-Z]*\)_DATABASE_URL=.*/\1/p' | sort); do
  store=$(echo "$var" | tr 'A-Z' 'a-z')
  pg_dump --format=custom --no-owner --file="$dir/$store.pgdump" --dbname="$(printenv "${var}_DATABASE_URL")"
  add "$store" postgres "$store.pgdump"
done
if [ -f /work/community.mongo.archive ]; then
  mv /work/community.mongo.archive "$dir/"
  add community mongo community.mongo.archive
fi
for path in /uploads/*; do
  [ -d "$path" ] || continue
  store=$(basename "$path")
  tar --create --file="$dir/$store-uploads.tar" --directory="$path" .
  add "$store" uploads "$store-uploads.tar"
done
printf '{\n  "format": 1,\n  "created_at": "%s",\n  "files": [%s\n  ]\n}\n' \
  "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$entries" >"$dir/manifest.json"
mv "$dir" "/backups/$stamp"
echo "/backups/$stamp" >/work/backup-folder
echo "Backup written to /backups/$stamp"
find /backups -mindepth 1 -maxdepth 1 -type d -mtime +"$BACKUP_RETENTION_DAYS" -print -exec rm -rf {} +
