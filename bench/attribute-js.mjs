// Which packages and files make up the JavaScript a page loads, from a build made with
// `ANALYZE_BUNDLE=1 NEXT_DIST_DIR=.next-analyze next build` (browser source maps kept).
//   node bench/attribute-js.mjs .next-analyze server/app/index.html [more pages...]
// Sizes are minified bytes attributed through the source maps (gzip is roughly a third).
// DEEP=<package> lists that package's files instead of one line for it; PER_CHUNK=1 names each
// script too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";

const [distDir, ...pages] = process.argv.slice(2);
if (!distDir || pages.length === 0) {
  console.error("usage: node bench/attribute-js.mjs <distDir> <prerendered page .html> ...");
  process.exit(2);
}

const chunks = new Set();
for (const page of pages) {
  const html = readFileSync(path.join(distDir, page), "utf8");
  for (const [, src] of html.matchAll(/src="\/_next\/(static\/chunks\/[^"?]+)/g)) chunks.add(src);
}

const totals = new Map();
const add = (key, bytes) => totals.set(key, (totals.get(key) ?? 0) + bytes);

function ownerOf(source) {
  if (!source) return "(unmapped)";
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (!pkg) return source.replace(/^.*?\/(app|components|lib)\//, "$1/");
  return process.env.DEEP === pkg[1] ? source.replace(/^.*node_modules\//, "") : pkg[1];
}

for (const chunk of chunks) {
  const file = path.join(distDir, chunk);
  const code = readFileSync(file, "utf8");
  const mapName = code.match(/sourceMappingURL=(\S+)/)?.[1];
  if (!mapName) {
    add(`(no map) ${path.basename(chunk)}`, code.length);
    continue;
  }
  const lines = code.split("\n");
  const consumer = new SourceMapConsumer(
    JSON.parse(readFileSync(path.join(path.dirname(file), mapName), "utf8")),
  );
  let previous = null;
  consumer.eachMapping((mapping) => {
    if (previous) {
      const sameLine = mapping.generatedLine === previous.generatedLine;
      const end = sameLine
        ? mapping.generatedColumn
        : (lines[previous.generatedLine - 1] ?? "").length;
      const owner = ownerOf(previous.source);
      add(
        process.env.PER_CHUNK ? `${path.basename(chunk)}  ${owner}` : owner,
        Math.max(0, end - previous.generatedColumn),
      );
    }
    previous = mapping;
  });
}

const rows = [...totals].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 40));
console.log(`${chunks.size} scripts`);
for (const [owner, bytes] of rows)
  console.log(`${(bytes / 1000).toFixed(1).padStart(8)} kB  ${owner}`);
