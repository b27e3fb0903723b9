#!/usr/bin/env bash
# Runs drizzle-kit (hoisted to the root) with this workspace's drizzle-orm, which npm nested in
# packages/db/node_modules: a temporary node_modules of symlinks, resolved with preserve-symlinks.
# Usage: packages/db/scripts/drizzle-kit.sh generate [--custom --name=x]
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(cd ../.. && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/node_modules"
for entry in "$root"/node_modules/* "$root"/node_modules/@*; do
  ln -s "$entry" "$tmp/node_modules/$(basename "$entry")" 2>/dev/null || true
done
rm -f "$tmp/node_modules/drizzle-orm"
ln -s "$PWD/node_modules/drizzle-orm" "$tmp/node_modules/drizzle-orm"
NODE_PATH="$tmp/node_modules" node --preserve-symlinks --preserve-symlinks-main \
  "$tmp/node_modules/drizzle-kit/bin.cjs" "$@"
