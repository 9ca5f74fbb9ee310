#!/bin/sh
# The backups CronJob's last step (amazon/aws-cli image), the same as `make backup` does with
# BACKUP_S3_BUCKET (scripts/backup-s3.mjs), so `make restore FROM=s3://...` reads what it leaves:
# the folder backup.sh just wrote goes to s3://<bucket>/<BACKUP_S3_PREFIX>/<folder>/, every file
# and manifest.json last (an upload that stops half-way leaves no manifest: never taken for a
# whole backup); then the bucket's backup folders older than BACKUP_RETENTION_DAYS are deleted,
# and the folder on the volume too with BACKUP_KEEP_LOCAL=false. Without a bucket it does nothing.
#   upload.sh [folder]   (default: the one named in /work/backup-folder)
set -eu
if [ -z "${BACKUP_S3_BUCKET:-}" ]; then
  echo 'BACKUP_S3_BUCKET is not set: the backup stays on the volume only.'
  exit 0
fi
folder=${1:-$(cat /work/backup-folder)}
name=$(basename "$folder")
base="s3://$BACKUP_S3_BUCKET/${BACKUP_S3_PREFIX:+$BACKUP_S3_PREFIX/}"
if [ -n "${BACKUP_S3_ACCESS_KEY_ID:-}" ]; then
  export AWS_ACCESS_KEY_ID="$BACKUP_S3_ACCESS_KEY_ID"
  export AWS_SECRET_ACCESS_KEY="$BACKUP_S3_SECRET_ACCESS_KEY"
fi
export AWS_DEFAULT_REGION="${BACKUP_S3_REGION:-us-east-1}"
# No checksum trailers (aws-chunked), which S3-compatible servers do not all decode: the
# manifest's sha256 is checked on every restore instead.
export AWS_REQUEST_CHECKSUM_CALCULATION=when_required AWS_RESPONSE_CHECKSUM_VALIDATION=when_required
if [ "${BACKUP_S3_FORCE_PATH_STYLE:-false}" = true ]; then
  export AWS_CONFIG_FILE="${TMPDIR:-/tmp}/backup-aws-config"
  printf '[default]\ns3 =\n  addressing_style = path\n' >"$AWS_CONFIG_FILE"
fi
s3() { aws ${BACKUP_S3_ENDPOINT:+--endpoint-url "$BACKUP_S3_ENDPOINT"} s3 "$@"; }

[ -f "$folder/manifest.json" ] || { echo "$folder has no manifest.json: not a backup"; exit 1; }
for path in "$folder"/*; do
  [ "$(basename "$path")" = manifest.json ] || s3 cp --only-show-errors "$path" "$base$name/$(basename "$path")"
done
s3 cp --only-show-errors "$folder/manifest.json" "$base$name/manifest.json"
echo "Uploaded to $base$name/"

if [ -n "${BACKUP_RETENTION_DAYS:-}" ]; then
  # Folder names are UTC stamps (20261126T031700Z): as numbers, older is smaller.
  cutoff=$(date -u -d "@$(($(date +%s) - BACKUP_RETENTION_DAYS * 86400))" +%Y%m%d%H%M%S)
  for old in $(s3 ls "$base" | sed -n 's|^ *PRE \([0-9]\{8\}T[0-9]\{6\}Z\)/$|\1|p'); do
    [ "$old" != "$name" ] && [ "$(echo "$old" | tr -d TZ)" -lt "$cutoff" ] || continue
    s3 rm --only-show-errors --recursive "$base$old/"
    echo "Deleted $base$old (over $BACKUP_RETENTION_DAYS days)"
  done
fi
if [ "${BACKUP_KEEP_LOCAL:-true}" = false ]; then
  rm -rf "$folder"
  echo "BACKUP_KEEP_LOCAL=false: $folder deleted"
fi
