import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCheckedCopies } from "@/lib/cache/redis/checked-copies.mjs";
import { createCacheClient, type CacheClient } from "@/lib/cache/redis/client.mjs";
import { deleteRedisKeys, REDIS_SERVER_URL, uniqueRedisPrefix } from "../helpers/redis";

// A server's in-memory copies of shared cache entries (lib/cache/redis/checked-copies.mjs), on the
// real Redis and the library's real handler: a copy saves reading the whole entry, and is never
// answered once another server has revalidated or replaced the entry.

type Handler = ReturnType<typeof createRedisHandler>;
type LibraryClient = Parameters<typeof createRedisHandler>[0]["client"];
type Entry = Parameters<Handler["set"]>[1];

const prefix = uniqueRedisPrefix("checked-copies");
let client: CacheClient;

beforeAll(async () => {
  client = createCacheClient(REDIS_SERVER_URL);
  await client.connect();
});

afterAll(async () => {
  await deleteRedisKeys(REDIS_SERVER_URL, prefix);
  client.destroy();
});

/** One server's handler: the library's, with copies, counting the whole-entry reads. */
function server(keyPrefix: string) {
  const library = createRedisHandler({ client: client as unknown as LibraryClient, keyPrefix, keyExpirationStrategy: "EXAT" });
  const reads = { whole: 0 };
  const counted: Handler = { ...library, get: (key, meta) => ((reads.whole += 1), library.get(key, meta)) };
  return { handler: withCheckedCopies(counted, { client, keyPrefix }), reads };
}

function page(html: string, tags: string[], lastModified = Date.now()): Entry {
  const value = { kind: "APP_PAGE", html, rscData: Buffer.from(`rsc of ${html}`), headers: { "x-next-cache-tags": tags.join(",") }, status: 200 };
  return { lastModified, lifespan: null, tags, value } as unknown as Entry;
}

const htmlOf = (entry: Entry | null | undefined) => (entry?.value as { html?: string } | null | undefined)?.html;
const meta = { implicitTags: ["_N_T_/layout", "_N_T_/"] };

describe("checked in-memory copies of the shared cache", () => {
  it("answers a confirmed copy without reading the whole entry again", async () => {
    const keyPrefix = `${prefix}copy:`;
    const a = server(keyPrefix);
    await a.handler.set("/index", page("<p>home v1</p>", ["home"]));
    expect(htmlOf(await a.handler.get("/index", meta))).toBe("<p>home v1</p>");
    for (let i = 0; i < 3; i++) expect(htmlOf(await a.handler.get("/index", meta))).toBe("<p>home v1</p>");
    expect(a.reads.whole).toBe(1);
  });

  it("never answers a copy after another server revalidated its tag or rendered it again", async () => {
    const keyPrefix = `${prefix}shared:`;
    const a = server(keyPrefix);
    const b = server(keyPrefix);
    await a.handler.set("/gallery", page("<p>gallery v1</p>", ["gallery"]));
    expect(htmlOf(await b.handler.get("/gallery", meta))).toBe("<p>gallery v1</p>");

    // Another server renders the page again: the copy is not the current entry any more.
    await a.handler.set("/gallery", page("<p>gallery v2</p>", ["gallery"], Date.now() + 1));
    expect(htmlOf(await b.handler.get("/gallery", meta))).toBe("<p>gallery v2</p>");

    // Another server revalidates the page's tag: no copy survives it.
    await a.handler.revalidateTag("gallery");
    expect(await b.handler.get("/gallery", meta)).toBeNull();
  });

  it("never answers a copy after a revalidation of one of its implicit (path) tags", async () => {
    const keyPrefix = `${prefix}implicit:`;
    const a = server(keyPrefix);
    const b = server(keyPrefix);
    await a.handler.set("/about", page("<p>about</p>", ["settings"], Date.now() - 1_000));
    expect(htmlOf(await b.handler.get("/about", meta))).toBe("<p>about</p>");
    await a.handler.revalidateTag("_N_T_/layout");
    expect(await b.handler.get("/about", meta)).toBeNull();
  });

  it("keeps within its memory bound, least recently used out first", async () => {
    const keyPrefix = `${prefix}bound:`;
    const library = createRedisHandler({ client: client as unknown as LibraryClient, keyPrefix, keyExpirationStrategy: "EXAT" });
    let whole = 0;
    const counted: Handler = { ...library, get: (key, m) => ((whole += 1), library.get(key, m)) };
    // Pages of about 2 kB (HTML and RSC payload): room for four of them.
    const handler = withCheckedCopies(counted, { client, keyPrefix, maxBytes: 9_000 });
    const names = ["one", "two", "three", "four", "five"];
    for (const name of names) {
      await handler.set(`/${name}`, page(name.padEnd(1_000, "."), [name]));
      await handler.get(`/${name}`, meta);
    }
    whole = 0;
    for (const name of [...names].reverse().slice(0, 4)) await handler.get(`/${name}`, meta);
    expect(whole, "the four most recent pages are kept").toBe(0);
    await handler.get("/one", meta);
    expect(whole, "the oldest was let go").toBe(1);
  });
});
