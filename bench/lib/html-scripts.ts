// Finds the scripts an HTML document makes the browser load: <script src> and
// <link rel="preload|modulepreload" as="script" href>. Inline scripts (React's flight data) are
// data, not code to download, and are not counted.

const TAG = /<(script|link)\b([^>]*)>/gi;
const SCRIPT_BODY = /(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (name in attributes) continue; // the first occurrence wins, as in a browser
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** Script URLs in document order, resolved against pageUrl, deduplicated, same origin only. */
export function scriptUrls(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const seen = new Set<string>();
  // Text inside a <script> element is code, never markup: drop it before looking for tags.
  const markup = html.replace(SCRIPT_BODY, "$1</script>");
  for (const match of markup.matchAll(TAG)) {
    const tag = match[1]!.toLowerCase();
    const attributes = parseAttributes(match[2]!);
    let href: string | undefined;
    if (tag === "script") href = attributes.src;
    else {
      const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
      const isScriptPreload =
        rel.includes("modulepreload") ||
        (rel.includes("preload") && attributes.as?.toLowerCase() === "script");
      if (isScriptPreload) href = attributes.href;
    }
    if (!href) continue;
    const url = new URL(href, pageUrl);
    if (url.origin !== origin) continue;
    seen.add(url.toString());
  }
  return [...seen];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
