import { afterEach, describe, expect, it } from "vitest";
import { getEnv, getRedisEnv } from "@/lib/env";

// REDIS_URL is optional (one server keeps Next's own cache) and, when set, must be a Redis URL.
describe("Redis settings", () => {
  const saved = { url: process.env.REDIS_URL, prefix: process.env.REDIS_KEY_PREFIX };
  afterEach(() => {
    for (const [key, value] of [
      ["REDIS_URL", saved.url],
      ["REDIS_KEY_PREFIX", saved.prefix],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it("are optional, with a default prefix", () => {
    delete process.env.REDIS_URL;
    delete process.env.REDIS_KEY_PREFIX;
    expect(getRedisEnv()).toEqual({ REDIS_KEY_PREFIX: "ams:" });
    process.env.REDIS_URL = "";
    expect(getRedisEnv().REDIS_URL).toBeUndefined();
  });

  it("accept redis:// and rediss:// URLs", () => {
    process.env.REDIS_URL = "rediss://user:secret@cache.internal:6380/2";
    process.env.REDIS_KEY_PREFIX = "site-a:";
    expect(getRedisEnv()).toEqual({
      REDIS_URL: "rediss://user:secret@cache.internal:6380/2",
      REDIS_KEY_PREFIX: "site-a:",
    });
    expect(getEnv().REDIS_URL).toBe("rediss://user:secret@cache.internal:6380/2");
  });

  it("refuse anything else, naming the variable", () => {
    process.env.REDIS_URL = "http://cache.internal:6379";
    expect(() => getRedisEnv()).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    process.env.REDIS_URL = "not a url";
    expect(() => getRedisEnv()).toThrow(/REDIS_URL/);
    process.env.REDIS_URL = "redis://127.0.0.1:6379";
    process.env.REDIS_KEY_PREFIX = "has spaces";
    expect(() => getEnv()).toThrow(/REDIS_KEY_PREFIX/);
  });
});
