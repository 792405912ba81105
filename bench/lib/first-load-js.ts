// First-load JavaScript of a page: the gzip size of every same-origin script its HTML loads,
// fetched from the running production server and compressed the way `next start` sends it
// (zlib's default level), so the figure is exact and does not depend on the network.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { firstLoadJsEntry, firstLoadScriptsEntry } from "./budgets";
import type { Entry } from "./entries";
import { scriptUrls } from "./html-scripts";

export type PageScripts = {
  status: number;
  gzipBytes: number;
  rawBytes: number;
  scripts: { url: string; gzipBytes: number; sha1: string }[];
};

const MAX_SCRIPTS = 300; // a bound for the loop; a real page has a few dozen at most

export async function measurePageScripts(pageUrl: string): Promise<PageScripts> {
  const page = await fetch(pageUrl, {
    headers: { "accept-encoding": "identity" },
    signal: AbortSignal.timeout(60_000),
  });
  const html = await page.text();
  const urls = scriptUrls(html, pageUrl).slice(0, MAX_SCRIPTS);
  const scripts: PageScripts["scripts"] = [];
  let rawBytes = 0;
  for (const url of urls) {
    const response = await fetch(url, {
      headers: { "accept-encoding": "identity" },
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    rawBytes += body.length;
    scripts.push({
      url,
      gzipBytes: gzipSync(body).length,
      sha1: createHash("sha1").update(body).digest("hex"),
    });
  }
  return {
    status: page.status,
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    rawBytes,
    scripts,
  };
}

export type FirstLoadReport = { entries: Entry[]; lines: string[] };

/** One budget row per public route, against the bare page measured on its own server in the same run. */
export async function firstLoadJsReport(
  appUrl: string,
  referenceUrl: string,
  routes: { route: string; path: string }[],
): Promise<FirstLoadReport> {
  const bare = await measurePageScripts(`${referenceUrl}/`);
  const lines = [
    `bare page: ${bare.scripts.length} scripts, ${(bare.gzipBytes / 1000).toFixed(1)} kB gzip (${(bare.rawBytes / 1000).toFixed(1)} kB raw)`,
  ];
  // A route's two rows: its scripts' gzip size and how many there are, each against the bare page.
  const rowsOf = (route: string, page: PageScripts | null, note?: string): Entry[] => [
    firstLoadJsEntry(route, page?.gzipBytes ?? null, bare.gzipBytes, note),
    firstLoadScriptsEntry(route, page?.scripts.length ?? null, bare.scripts.length, note),
  ];
  const entries: Entry[] = [];
  for (const { route, path } of routes) {
    try {
      const page = await measurePageScripts(appUrl + path);
      if (page.status !== 200) {
        entries.push(...rowsOf(route, null, `${path} answered ${page.status}`));
        continue;
      }
      // By content: the framework's own chunks can carry other names in another build.
      const bareContent = new Set(bare.scripts.map((b) => b.sha1));
      const added = page.scripts.filter((s) => !bareContent.has(s.sha1));
      lines.push(
        `${route}: ${page.scripts.length} scripts, ${(page.gzipBytes / 1000).toFixed(1)} kB gzip; ${added.length} not on the bare page (${(added.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000).toFixed(1)} kB), largest: ` +
          added
            .sort((a, b) => b.gzipBytes - a.gzipBytes)
            .slice(0, 3)
            .map(
              (s) =>
                `${new URL(s.url).pathname.split("/").pop()} ${(s.gzipBytes / 1000).toFixed(1)} kB`,
            )
            .join(", "),
      );
      entries.push(...rowsOf(route, page));
    } catch (error) {
      entries.push(...rowsOf(route, null, errorText(error)));
    }
  }
  return { entries, lines };
}

export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!.slice(0, 300);
}
