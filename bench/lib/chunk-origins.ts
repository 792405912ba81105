// Where each browser script of a build comes from, read from the build's source maps (the bench
// builds with `ANALYZE_BUNDLE=1`, which keeps them). A script whose sources are all Next's, React's
// or Turbopack's runtime is the framework's; any source of ours, even one line beside React,
// makes it ours, since a long task in it may be running our code.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** ourSources: the script's sources outside the framework (empty for a framework script). */
export type ChunkOrigin = { framework: boolean; ourSources: string[] };

// Turbopack names sources `turbopack:///[turbopack]/…` (its runtime) and
// `turbopack:///[project]/…` (the app's tree, node_modules included).
const FRAMEWORK_SOURCE =
  /^turbopack:\/\/\/\[turbopack\]\/|\/node_modules\/(?:next|react|react-dom|scheduler|@swc\/helpers)\//;

export function chunkOrigin(sources: readonly string[]): ChunkOrigin {
  const ourSources = sources
    .filter((source) => !FRAMEWORK_SOURCE.test(source))
    .map((source) => source.replace(/^turbopack:\/\/\/\[project\]\//, ""));
  return { framework: sources.length > 0 && ourSources.length === 0, ourSources };
}

type SourceMapFile = { sources?: string[]; sections?: { map: SourceMapFile }[] };

function sourcesOf(map: SourceMapFile): string[] {
  return [...(map.sources ?? []), ...(map.sections ?? []).flatMap((s) => sourcesOf(s.map))];
}

/** Origins of the build's scripts, keyed by their path (`/_next/static/chunks/….js`). */
export function readChunkOrigins(distDir: string): Map<string, ChunkOrigin> {
  const dir = path.join(distDir, "static/chunks");
  const origins = new Map<string, ChunkOrigin>();
  if (!existsSync(dir)) return origins;
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!file.endsWith(".js")) continue;
    const code = readFileSync(path.join(dir, file), "utf8");
    const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    const mapFile = mapName && path.join(dir, path.dirname(file), mapName);
    if (!mapFile || !existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, "utf8")) as SourceMapFile;
    origins.set(
      `/_next/static/chunks/${file.split(path.sep).join("/")}`,
      chunkOrigin(sourcesOf(map)),
    );
  }
  return origins;
}
