import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NextServer } from "../helpers/next-server";
import type { ProxyMode } from "../helpers/tcp-proxy";
import { startApp, type App } from "./support/app";
import { call, loginSuperadmin, type Answer } from "./support/http";
import {
  IP_PROJECT,
  OTHER_PROJECT,
  PUBLIC_PAGES,
  pageProblems,
  withIpTitle,
  type PublicPage,
} from "./support/pages";

// The shared cache goes away: two production servers reach Redis through a TCP proxy that the
// test resets or blackholes. The site must not notice beyond a little speed: pages within 2 s,
// the public API as usual, one log line when Redis goes and one when it is back, and then the
// servers share the cache again without a restart. A server that joins later serves what the
// others rendered, from Redis, without rendering it again.

const PAGE_DEADLINE_MS = 2_000;
const VISIBLE_WITHIN_MS = 1_000;
/** What a dead Redis may add to a request that uses the cache. */
const ADDED_BY_DEAD_REDIS_MS = 100;
/** One request's own noise on a shared 2-core machine, beyond what Redis adds. */
const ONE_REQUEST_NOISE_MS = 100;
/** Long enough for the servers to probe, reconnect and give up several times. */
const OUTAGE_MS = 8_000;
const UNREACHABLE_LINE = "[cache] Redis is unreachable";
const BACK_LINE = "[cache] Redis answers again";
/** What the cache handler's debug log (NEXT_PRIVATE_DEBUG_CACHE) writes for each cache write. */
const CACHE_WRITE = "[method: set]";
/** An anonymous public API read: it goes through the cache (Redis) on every request. */
const TIMED_API_READ = `/api/projects/${OTHER_PROJECT.id}`;

let app: App;
let servers: NextServer[];
let cookie: string;

beforeAll(async () => {
  app = await startApp({ name: "redis-outage", servers: 2, redis: { viaProxy: true } });
  servers = app.servers;
  cookie = await loginSuperadmin(servers[0]!.url);
}, 240_000);

afterAll(async () => {
  await app?.stop();
});

function logOf(server: NextServer, mark = 0): string {
  return server.outputSince(mark).slice(-3000);
}

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

async function expectPage(server: NextServer, page: PublicPage, label: string): Promise<Answer> {
  const answer = await call(server.url, page.path, { timeoutMs: 15_000 });
  const what = `${label}: ${server.url}${page.path} → ${answer.status} in ${Math.round(answer.ms)} ms`;
  expect(pageProblems(page, answer.status, answer.body), `${what}\n${logOf(server)}`).toEqual([]);
  expect(answer.ms, what).toBeLessThan(PAGE_DEADLINE_MS);
  return answer;
}

/** Polls until `ok` holds for the answer of GET path on the server, within the time allowed. */
async function within(
  ms: number,
  server: NextServer,
  path: string,
  ok: (answer: Answer) => boolean,
): Promise<Answer> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await call(server.url, path);
    if (ok(answer)) return answer;
    if (Date.now() > deadline)
      expect.fail(
        `${server.url}${path} not as expected within ${ms} ms: ${answer.status} ${answer.body.slice(0, 200)}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Median time of sequential anonymous API reads, each checked to be the usual answer. */
async function timeApiReads(
  server: NextServer,
  expected: string,
  times = 15,
): Promise<{ median: number; max: number }> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const answer = await call(server.url, TIMED_API_READ);
    expect(answer.status, answer.body.slice(0, 300)).toBe(200);
    expect(answer.body).toBe(expected);
    ms.push(answer.ms);
  }
  ms.sort((x, y) => x - y);
  return { median: ms[Math.floor(ms.length / 2)]!, max: ms[ms.length - 1]! };
}

async function saveTitle(title: string) {
  const saved = await call(servers[0]!.url, `/api/projects/${IP_PROJECT.id}`, {
    method: "PUT",
    json: { title },
    cookie,
  });
  expect(saved.status, saved.body).toBe(200);
}

const ipPage = PUBLIC_PAGES.find((page) => page.path === `/ip/${IP_PROJECT.id}`)!;

describe.each<ProxyMode>(["reset", "blackhole"])("with Redis cut (%s)", (mode) => {
  it("keeps both servers answering, logs the outage once, and shares the cache again when Redis is back", async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const titleBefore = `Midnight Local ${mode} before`;
    await saveTitle(titleBefore);
    const pages = PUBLIC_PAGES.map((page) => withIpTitle(page, titleBefore));
    // Every page cached in Redis, and the API read too.
    for (const server of [a, b])
      for (const page of pages)
        await within(
          10_000,
          server,
          page.path,
          (answer) => pageProblems(page, answer.status, answer.body).length === 0,
        );
    const apiBody = (await call(b.url, TIMED_API_READ)).body;
    const healthy = await timeApiReads(b, apiBody);
    const marks = servers.map((server) => server.linesWritten());

    app.redisProxy!.setMode(mode);
    let cut: { median: number; max: number };
    const titleDuring = `Midnight Local ${mode} during`;
    try {
      const firstAfterCut = await call(b.url, TIMED_API_READ);
      expect(firstAfterCut.body).toBe(apiBody);
      const pageTimes: number[] = [];
      const until = Date.now() + OUTAGE_MS;
      while (Date.now() < until)
        for (const server of [a, b])
          for (const page of pages)
            pageTimes.push((await expectPage(server, page, `${mode}, Redis cut`)).ms);
      cut = await timeApiReads(b, apiBody);
      pageTimes.sort((x, y) => x - y);
      console.info(
        `[redis ${mode}] ${TIMED_API_READ}: median ${healthy.median.toFixed(1)} ms with Redis, ${cut.median.toFixed(1)} ms without ` +
          `(max ${healthy.max.toFixed(1)} / ${cut.max.toFixed(1)} ms); first request after the cut ${firstAfterCut.ms.toFixed(1)} ms; ` +
          `${pageTimes.length} pages during the cut: median ${pageTimes[Math.floor(pageTimes.length / 2)]!.toFixed(0)} ms, max ${pageTimes.at(-1)!.toFixed(0)} ms`,
      );
      // The one request that finds Redis dead waits for one deadline; the median below shows the rest wait for none.
      expect(firstAfterCut.ms - healthy.median, "the first request after the cut").toBeLessThan(
        ADDED_BY_DEAD_REDIS_MS + ONE_REQUEST_NOISE_MS,
      );
      // An edit during the outage: its revalidation cannot reach Redis, and must not be lost.
      await saveTitle(titleDuring);
      await within(VISIBLE_WITHIN_MS, b, ipPage.path, (answer) =>
        answer.body.includes(`>${titleDuring}</h1>`),
      );
    } finally {
      app.redisProxy!.setMode("pass");
    }
    for (const [index, server] of servers.entries()) {
      await within(10_000, server, "/api/health", () =>
        server.outputSince(marks[index]!).includes(BACK_LINE),
      );
    }
    // Redis still holds the pages from before the cut: the revalidation missed meanwhile was done.
    for (const server of [b, a]) {
      await within(
        VISIBLE_WITHIN_MS,
        server,
        ipPage.path,
        (answer) =>
          pageProblems(withIpTitle(ipPage, titleDuring), answer.status, answer.body).length === 0,
      );
    }
    // One cache again: what A renders after an edit, B serves from Redis.
    const titleAfter = `Midnight Local ${mode} after`;
    await saveTitle(titleAfter);
    await within(VISIBLE_WITHIN_MS, a, ipPage.path, (answer) =>
      answer.body.includes(`>${titleAfter}</h1>`),
    );
    const shared = await within(VISIBLE_WITHIN_MS, b, ipPage.path, (answer) =>
      answer.body.includes(`>${titleAfter}</h1>`),
    );
    expect(
      shared.headers.get("x-nextjs-cache"),
      "B's answer comes from the page A rendered into Redis",
    ).toBe("HIT");

    for (const [index, server] of servers.entries()) {
      const log = server.outputSince(marks[index]!);
      expect(
        count(log, UNREACHABLE_LINE),
        `server ${index}: one line when Redis goes\n${log.slice(-3000)}`,
      ).toBe(1);
      expect(
        count(log, BACK_LINE),
        `server ${index}: one line when it is back\n${log.slice(-3000)}`,
      ).toBe(1);
    }
    expect(cut.median - healthy.median, "what a dead Redis adds to an API read").toBeLessThan(
      ADDED_BY_DEAD_REDIS_MS,
    );
  });
});

it("serves a joining server's first requests from what the others rendered into Redis, without rendering", async () => {
  const paths = [...PUBLIC_PAGES.map((page) => page.path), "/sitemap.xml"];
  // Rendered by the pair (whoever comes first), so each page is in Redis.
  for (const server of servers)
    for (const path of paths) expect((await call(server.url, path)).status, path).toBe(200);
  // The cache handler's debug log names every write: a render writes its page (and its reads).
  const joining = await app.addServer("joining", { NEXT_PRIVATE_DEBUG_CACHE: "1" });
  const mark = joining.linesWritten();
  for (const path of paths) {
    const answer = await call(joining.url, path);
    expect(answer.status, `${path}\n${logOf(joining, mark)}`).toBe(200);
    expect(answer.headers.get("x-nextjs-cache"), `${path}\n${logOf(joining, mark)}`).toBe("HIT");
  }
  const writes = joining
    .outputSince(mark)
    .split("\n")
    .filter((line) => line.includes(CACHE_WRITE));
  expect(writes, "cache writes (renders) on the joining server").toEqual([]);
  // The same count sees a render when there is one: an edit expires the gallery.
  await saveTitle("Midnight Local Joined");
  const afterEdit = joining.linesWritten();
  await within(VISIBLE_WITHIN_MS, joining, "/gallery", (answer) =>
    answer.body.includes("Midnight Local Joined"),
  );
  expect(joining.outputSince(afterEdit)).toContain(CACHE_WRITE);
});
