import { beforeEach, describe, expect, it, vi } from "vitest";
import { cached } from "@/lib/cache/cached";

// A small stand-in for Next's data cache: entries by key, each lookup recorded. An entry
// deleted by a test is what an expired tag leaves behind.
const cache = vi.hoisted(() => ({ entries: new Map<string, unknown>(), lookups: [] as string[] }));
vi.mock("next/cache", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/cache")>()),
  unstable_cache:
    (callback: () => Promise<unknown>, keyParts: string[]) => async (): Promise<unknown> => {
      const key = keyParts.join("|");
      cache.lookups.push(key);
      if (cache.entries.has(key)) return cache.entries.get(key);
      const value = await callback();
      cache.entries.set(key, value);
      return value;
    },
}));

const READ_KEY = 'projects|["p1"]';
const COPY_KEY = 'last-good|projects|["p1"]';

function projectRead() {
  const database = { queries: 0, reachable: true, title: "First" };
  const read = cached(
    async (id: string) => {
      database.queries += 1;
      if (!database.reachable)
        throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
      return { id, title: database.title };
    },
    ["projects"],
    (id) => [`project:${id}`],
  );
  return { database, read };
}

describe("cached reads", () => {
  beforeEach(() => {
    cache.entries.clear();
    cache.lookups.length = 0;
  });

  it("a read the cache answers costs one lookup and no query", async () => {
    const { database, read } = projectRead();
    expect(await read("p1")).toEqual({ id: "p1", title: "First" });
    expect(cache.lookups).toEqual([READ_KEY, COPY_KEY]);
    cache.lookups.length = 0;
    expect(await read("p1")).toEqual({ id: "p1", title: "First" });
    expect(await read("p1")).toEqual({ id: "p1", title: "First" });
    expect(cache.lookups).toEqual([READ_KEY, READ_KEY]);
    expect(database.queries).toBe(1);
  });

  it("keeps a last-good copy that answers while the database is unreachable", async () => {
    const { database, read } = projectRead();
    await read("p1");
    // An edit expires the read; then the database goes away.
    cache.entries.delete(READ_KEY);
    database.reachable = false;
    expect(await read("p1")).toEqual({ id: "p1", title: "First" });
  });

  it("stores the copy again when a removal has expired it with the read", async () => {
    const { database, read } = projectRead();
    await read("p1");
    cache.entries.delete(READ_KEY);
    cache.entries.delete(COPY_KEY);
    database.title = "Second";
    expect(await read("p1")).toEqual({ id: "p1", title: "Second" });
    cache.entries.delete(READ_KEY);
    database.reachable = false;
    expect(await read("p1")).toEqual({ id: "p1", title: "Second" });
  });
});
