import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { MAX_JSON_BYTES } from "@/lib/api/route";

// The API's routes as they are on disk (app/api/**/route.ts), so that the security sweep covers
// a new route without anyone listing it.

export const API_ROOT = path.resolve(import.meta.dirname, "../../app/api");
export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type ApiRouteFile = {
  /** Absolute path of route.ts. */
  file: string;
  /** The URL pattern, e.g. /api/projects/[id]. */
  pattern: string;
  /** Names of the dynamic segments, in order ("...name" for catch-alls). */
  segments: string[];
  /** Per method: the JSON body limit its handler passes to readJson (methods that read JSON only). */
  jsonLimits: Partial<Record<HttpMethod, number>>;
};

type Handler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;
export type LoadedRoute = ApiRouteFile & { handlers: Partial<Record<HttpMethod, Handler>> };

/** Every route.ts under app/api, sorted by URL pattern. */
export function listApiRouteFiles(root = API_ROOT): ApiRouteFile[] {
  const found: ApiRouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) found.push(describeRoute(full, root));
    }
  };
  walk(root);
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

function describeRoute(file: string, root: string): ApiRouteFile {
  // Route groups "(x)" do not appear in URLs.
  const parts = path
    .relative(root, path.dirname(file))
    .split(path.sep)
    .filter((part) => part && !/^\(.*\)$/.test(part));
  const segments = parts
    .filter((part) => part.startsWith("["))
    .map((part) => part.replace(/^\[+|\]+$/g, ""));
  return {
    file,
    pattern: `/api${parts.length ? `/${parts.join("/")}` : ""}`,
    segments,
    jsonLimits: jsonLimitsOf(readFileSync(file, "utf8")),
  };
}

/** readJson(request, schema[, limit]) inside each `export const METHOD = ...` block of a route file. */
function jsonLimitsOf(source: string): Partial<Record<HttpMethod, number>> {
  const limits: Partial<Record<HttpMethod, number>> = {};
  const blocks = source.split(/^export const (?=[A-Z]+ = )/m).slice(1);
  for (const block of blocks) {
    const method = block.slice(0, block.indexOf(" ")) as HttpMethod;
    const call = /readJson\(\s*request\s*,\s*[\w.]+(?:\(\))?\s*(?:,\s*([\d_]+))?\s*\)/.exec(block);
    if (call) limits[method] = call[1] ? Number(call[1].replace(/_/g, "")) : DEFAULT_JSON_LIMIT;
  }
  return limits;
}

/** readJson's default limit (imported, so the two cannot drift). */
export const DEFAULT_JSON_LIMIT = MAX_JSON_BYTES;

/** Imports a route file and returns the HTTP method handlers it exports. */
export async function loadRoute(route: ApiRouteFile): Promise<LoadedRoute> {
  const mod = (await import(/* @vite-ignore */ pathToFileURL(route.file).href)) as Record<
    string,
    unknown
  >;
  const handlers: LoadedRoute["handlers"] = {};
  for (const method of HTTP_METHODS) {
    if (typeof mod[method] === "function") handlers[method] = mod[method] as Handler;
  }
  return { ...route, handlers };
}

/** The URL path for a pattern with its dynamic segments filled in (values are URL-encoded). */
export function fillPattern(pattern: string, values: Record<string, string>): string {
  return pattern.replace(
    /\[+(\.\.\.)?([^\]]+)\]+/g,
    (_, rest: string | undefined, name: string) => {
      const value = values[rest ? `...${name}` : name];
      if (value === undefined) throw new Error(`No value for [${rest ?? ""}${name}] in ${pattern}`);
      return rest ? value.split("/").map(encodeURIComponent).join("/") : encodeURIComponent(value);
    },
  );
}

/** The params object Next passes to a handler (catch-alls as arrays, names without dots). */
export function paramsFor(
  segments: string[],
  values: Record<string, string>,
): Record<string, string | string[]> {
  return Object.fromEntries(
    segments.map((segment) => {
      const value = values[segment];
      if (value === undefined) throw new Error(`No value for [${segment}]`);
      return segment.startsWith("...") ? [segment.slice(3), value.split("/")] : [segment, value];
    }),
  );
}
