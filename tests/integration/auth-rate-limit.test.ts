import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/admin/login/route";
import { POST as register } from "@/app/api/auth/admin/register/route";
import { POST as forgotPassword } from "@/app/api/auth/admin/forgot-password/route";
import { POST as unlock } from "@/app/api/users/unlock/[id]/route";
import { ADDRESS_LIMITS } from "@/lib/auth/address-limits";
import { LOGIN_LIMITS } from "@/lib/auth/login-limits";
import { hitRateLimit } from "@/lib/rate-limit";
import { databaseKind, useTestDatabase } from "../helpers/db";
import { createUser, signedInAs } from "../helpers/auth";
import { idContext, jsonRequest } from "../helpers/requests";

useTestDatabase();

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const attempt = (username: string, password: string, address: string) => {
  const request = jsonRequest("/api/auth/admin/login", "POST", { username, password });
  request.headers.set("x-forwarded-for", address);
  return login(request, undefined);
};

describe(`rate limits (${databaseKind()})`, () => {
  it("counts concurrent hits exactly once each and starts a new window after the old one", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => hitRateLimit("test:concurrent", 5, 60_000)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const refused = results.find((r) => !r.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);

    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start + 61_000);
    expect(await hitRateLimit("test:concurrent", 5, 60_000)).toMatchObject({
      allowed: true,
      count: 1,
    });
  });

  it("locks an account from one address after 5 failures, even for the right password; others still get in", async () => {
    const user = await createUser({ role: "user" });
    for (let i = 0; i < LOGIN_LIMITS.accountAddress.limit; i += 1) {
      expect((await attempt(user.username, "wrong-password", "10.3.0.1")).status).toBe(401);
    }
    const locked = await attempt(user.username.toUpperCase(), user.password, "10.3.0.1");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(await locked.json()).toMatchObject({
      type: "RATE_LIMITED",
      message: expect.stringMatching(/Too many failed login attempts/),
    });

    // The owner, from another address, is not locked out.
    expect((await attempt(user.username, user.password, "10.3.0.2")).status).toBe(200);
  });

  it("backs off: a second lock-out within a day lasts longer than the first", async () => {
    const user = await createUser({ role: "user" });
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    for (let i = 0; i < 5; i += 1) await attempt(user.username, "wrong-password", "10.4.0.1");
    const first = Number(
      (await attempt(user.username, user.password, "10.4.0.1")).headers.get("retry-after"),
    );
    expect(first).toBeLessThanOrEqual(15 * 60);

    vi.setSystemTime(start + 16 * 60_000);
    for (let i = 0; i < 5; i += 1) await attempt(user.username, "wrong-password", "10.4.0.1");
    const second = Number(
      (await attempt(user.username, user.password, "10.4.0.1")).headers.get("retry-after"),
    );
    expect(second).toBeGreaterThan(15 * 60);
    expect(second).toBeLessThanOrEqual(30 * 60);
  });

  it("limits one address to 20 failures across accounts", async () => {
    for (let i = 0; i < LOGIN_LIMITS.address.limit; i += 1) {
      expect((await attempt(`nobody_${i}`, "wrong-password", "10.5.0.1")).status).toBe(401);
    }
    const user = await createUser({ role: "user" });
    expect((await attempt(user.username, user.password, "10.5.0.1")).status).toBe(429);
  });

  it("an admin can unlock a locked account", async () => {
    const user = await createUser({ role: "user" });
    for (let i = 0; i < 5; i += 1) await attempt(user.username, "wrong-password", "10.6.0.1");
    expect((await attempt(user.username, user.password, "10.6.0.1")).status).toBe(429);
    const admin = await signedInAs("admin");
    const response = await unlock(
      jsonRequest(`/api/users/unlock/${user.id}`, "POST", {}, admin.cookie),
      idContext(user.id),
    );
    expect(response.status).toBe(200);
    expect((await attempt(user.username, user.password, "10.6.0.1")).status).toBe(200);
  });

  it("limits registrations per address with 429 and Retry-After", async () => {
    const { limit } = ADDRESS_LIMITS.register;
    const send = (i: number) => {
      const request = jsonRequest("/api/auth/admin/register", "POST", {
        username: `reg_${i}`,
        email: `reg_${i}@example.com`,
        password: "Str0ng!Passw0rd",
      });
      request.headers.set("x-forwarded-for", "10.7.0.1");
      return register(request, undefined);
    };
    for (let i = 0; i < limit; i += 1) expect((await send(i)).status).toBe(201);
    const refused = await send(limit);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  // What reaches the app behind N proxies: the client's own (forged) header, then one entry per proxy.
  it.each([
    { proxies: "0", appended: [] },
    { proxies: "1", appended: ["198.51.100.21"] },
    { proxies: "2", appended: ["198.51.100.22", "10.0.0.2"] },
  ])(
    "with TRUST_PROXY=$proxies a new forged left-most X-Forwarded-For per request does not reset the limit",
    async ({ proxies, appended }) => {
      vi.stubEnv("TRUST_PROXY", proxies);
      const send = (i: number) => {
        const request = jsonRequest("/api/auth/admin/forgot-password", "POST", {
          email: `nobody_${i}@example.com`,
        });
        request.headers.set("x-forwarded-for", [`203.0.113.${i}`, ...appended].join(", "));
        return forgotPassword(request, undefined);
      };
      const { limit } = ADDRESS_LIMITS["forgot-password"];
      for (let i = 0; i < limit; i += 1) expect((await send(i)).status).toBe(404);
      expect((await send(limit)).status).toBe(429);
    },
  );
});
