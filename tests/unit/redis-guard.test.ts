import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { createCacheClient } from "@/lib/cache/redis/client.mjs";
import { createRedisGuard, OPERATION_DEADLINE_MS } from "@/lib/cache/redis/guard.mjs";
import { deleteRedisKeys, REDIS_SERVER_URL, uniqueRedisPrefix } from "../helpers/redis";
import { startTcpProxy, type ProxyMode, type TcpProxy } from "../helpers/tcp-proxy";

// The guard in front of the shared cache (lib/cache/redis/guard.mjs): what a request pays when
// Redis is gone, how often the log hears of it, and which missed revalidations come back.

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    error: (line: string) => void lines.push(line),
    info: (line: string) => void lines.push(line),
  };
}

const downLines = (lines: string[]) =>
  lines.filter((line) => line.includes("Redis is unreachable"));
const upLines = (lines: string[]) => lines.filter((line) => line.includes("Redis answers again"));

/** The client as the guard sees it: connected or not, answering PING or silent. */
class FakeClient extends EventEmitter {
  isReady = true;
  answering = true;
  ping(): Promise<string> {
    return this.answering ? Promise.resolve("PONG") : new Promise(() => undefined);
  }
  goAway() {
    this.isReady = false;
    this.answering = false;
    this.emit("error", new Error("read ECONNRESET"));
  }
  comeBack() {
    this.isReady = true;
    this.answering = true;
    this.emit("ready");
  }
}

/** A PING confirms or refutes an outage within this time (guard.mjs). */
const CONFIRM_WITHIN_MS = 1_000;

async function until(condition: () => boolean, ms = 5_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the Redis guard, with a client that goes away", () => {
  it("keeps one missed revalidation per tag and does each once when Redis answers again", async () => {
    const client = new FakeClient();
    const log = recordingLog();
    const done: string[] = [];
    const guard = createRedisGuard(client, { log, replayAll: async () => done.push("everything") });
    client.goAway();
    for (const [tag, version] of [
      ["projects", 1],
      ["home", 1],
      ["projects", 2],
      ["gallery", 1],
      ["home", 2],
    ] as const) {
      await guard.runOrReplay(tag, async () => void done.push(`${tag} v${version}`));
    }
    expect(guard.pending()).toEqual({ keys: ["projects", "gallery", "home"], tooMany: false });
    expect(done).toEqual([]);

    client.comeBack();
    await until(() => guard.isAvailable());
    await guard.replayed();
    expect(done).toEqual(["projects v2", "gallery v1", "home v2"]);
    expect(guard.pending().keys).toEqual([]);
    expect(downLines(log.lines)).toHaveLength(1);
    expect(upLines(log.lines)).toHaveLength(1);
  });

  it("drops the whole cache once instead when more revalidations were missed than it keeps", async () => {
    const client = new FakeClient();
    const done: string[] = [];
    const guard = createRedisGuard(client, {
      log: recordingLog(),
      maxMissed: 3,
      replayAll: async () => done.push("everything"),
    });
    client.goAway();
    for (const tag of ["a", "b", "c", "d", "e"])
      await guard.runOrReplay(tag, async () => void done.push(tag));
    expect(guard.pending()).toEqual({ keys: [], tooMany: true });
    client.comeBack();
    await until(() => guard.isAvailable());
    await guard.replayed();
    expect(done).toEqual(["everything"]);
    expect(guard.pending()).toEqual({ keys: [], tooMany: false });
  });

  it("keeps what a failed replay left for the next time Redis answers", async () => {
    const client = new FakeClient();
    const log = recordingLog();
    const done: string[] = [];
    let failOnce = true;
    const guard = createRedisGuard(client, { log, replayAll: async () => undefined });
    client.goAway();
    await guard.runOrReplay("first", async () => {
      if (failOnce) {
        failOnce = false;
        client.goAway();
        throw new Error("Socket closed unexpectedly");
      }
      done.push("first");
    });
    await guard.runOrReplay("second", async () => void done.push("second"));
    client.comeBack();
    await until(() => downLines(log.lines).length === 2);
    await guard.replayed();
    expect(done).toEqual([]);
    expect(guard.pending().keys).toEqual(["first", "second"]);
    client.comeBack();
    await until(() => guard.isAvailable());
    await guard.replayed();
    expect(done).toEqual(["first", "second"]);
  });

  it("retries a replay that fails while Redis answers at most once a second", async () => {
    const client = new FakeClient();
    const guard = createRedisGuard(client, {
      log: recordingLog(),
      replayAll: async () => undefined,
    });
    let tries = 0;
    client.goAway();
    await guard.runOrReplay("broken", async () => {
      tries += 1;
      throw new Error("not a connection problem");
    });
    client.comeBack();
    await until(() => guard.isAvailable());
    await guard.replayed();
    // Requests keep succeeding meanwhile; each success may try the leftovers again.
    const end = Date.now() + 1_500;
    while (Date.now() < end) {
      expect(await guard.run(async () => "hit", "miss")).toBe("hit");
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(tries).toBeGreaterThanOrEqual(2);
    expect(tries).toBeLessThanOrEqual(3);
    expect(guard.pending().keys).toEqual(["broken"]);
  });

  it("answers a cache miss at once while Redis is down, without logging each request", async () => {
    const client = new FakeClient();
    const log = recordingLog();
    const guard = createRedisGuard(client, { log, replayAll: async () => undefined });
    client.goAway();
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      expect(await guard.run(() => new Promise<string>(() => undefined), null)).toBeNull();
      expect(performance.now() - started).toBeLessThan(10);
    }
    expect(log.lines).toHaveLength(1);
  });

  it("takes one late answer for a busy moment, not an outage, and does not wait for Redis meanwhile", async () => {
    const client = new FakeClient();
    const log = recordingLog();
    const guard = createRedisGuard(client, { log, replayAll: async () => undefined });
    const late = () =>
      new Promise<string>((resolve) =>
        setTimeout(() => resolve("late"), OPERATION_DEADLINE_MS * 3),
      );
    const started = performance.now();
    expect(await guard.run(late, "miss")).toBe("miss");
    expect(performance.now() - started).toBeLessThan(OPERATION_DEADLINE_MS + 50);
    // Once a PING has answered, Redis is used again; it never counted as down.
    let answer = "miss";
    await until(() => {
      void guard.run(async () => "hit", "miss").then((value) => (answer = value));
      return answer === "hit";
    }, CONFIRM_WITHIN_MS);
    expect(guard.isAvailable()).toBe(true);
    expect(log.lines).toEqual([]);
  });
});

describe.each<ProxyMode>(["reset", "blackhole"])(
  "the Redis guard and the real client, with Redis cut (%s)",
  (mode) => {
    let proxy: TcpProxy | undefined;
    let client: ReturnType<typeof createCacheClient> | undefined;
    const prefix = uniqueRedisPrefix(`guard-${mode}`);

    afterEach(async () => {
      if (client?.isOpen) client.destroy();
      await proxy?.close();
      await deleteRedisKeys(REDIS_SERVER_URL, prefix);
    });

    it("bounds every operation, logs the outage once each way, reconnects by itself and replays what was missed", async () => {
      proxy = await startTcpProxy({
        host: "127.0.0.1",
        port: Number(new URL(REDIS_SERVER_URL).port || 6379),
      });
      client = createCacheClient(proxy.urlFor(REDIS_SERVER_URL));
      const log = recordingLog();
      const guard = createRedisGuard(client, { log, replayAll: async () => undefined });
      const connected = client.connect();
      await guard.ready(5_000);
      await connected;
      const key = `${prefix}written-during-outage`;
      expect(await guard.run(() => client!.set(`${prefix}before`, "1"), null)).toBe("OK");

      proxy.setMode(mode);
      const slowest: number[] = [];
      const end = Date.now() + 6_000;
      while (Date.now() < end) {
        const started = performance.now();
        expect(await guard.run(() => client!.get(`${prefix}before`), "miss")).toBe("miss");
        slowest.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await guard.runOrReplay(key, () => client!.set(key, "replayed"));
      expect(Math.max(...slowest), "the slowest operation during the outage").toBeLessThan(
        OPERATION_DEADLINE_MS + 50,
      );
      expect(guard.isAvailable()).toBe(false);

      proxy.setMode("pass");
      await until(() => guard.isAvailable(), 10_000);
      await guard.replayed();
      expect(await client.get(key)).toBe("replayed");
      expect(await guard.run(() => client!.get(`${prefix}before`), "miss")).toBe("1");
      // Quiet afterwards too: no late error of the outage counts as a new one.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(downLines(log.lines), log.lines.join("\n")).toHaveLength(1);
      expect(upLines(log.lines), log.lines.join("\n")).toHaveLength(1);
    }, 30_000);
  },
);
